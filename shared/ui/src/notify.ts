import { requestNotifications } from './notifications-outlet';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  title: string;
  message?: string;
  kind: NotifyKind;
  /**
   * The action the toast reports on (one form's save, one record's delete). A later toast of the same action
   * takes the place of the one still shown, so a successful retry never stands beside its earlier failure.
   */
  id?: string;
}

const colorByKind: Record<NotifyKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'brand',
};

// The toast each action shows now. Every toast gets a fresh Mantine id, so the replacement enters anew and
// runs its own closing time (updating a shown toast in place would keep the old timer).
const shownForAction = new Map<string, string>();

/** The one way to show a toast. Errors stay longer: they usually carry a message the user must read. */
export function notify({ title, message, kind, id }: NotifyOptions): void {
  void requestNotifications().then(({ notifications }) => {
    const previous = id === undefined ? undefined : shownForAction.get(id);
    if (previous) notifications.hide(previous);
    const shown = notifications.show({
      title,
      message: message ?? '',
      color: colorByKind[kind],
      autoClose: kind === 'error' ? 8000 : 4000,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Zavřít oznámení' },
      onClose: () => {
        if (id !== undefined && shownForAction.get(id) === shown) shownForAction.delete(id);
      },
    });
    if (id !== undefined) shownForAction.set(id, shown);
  });
}
