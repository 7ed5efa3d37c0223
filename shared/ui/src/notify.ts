import { requestNotifications } from './notifications-outlet';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  title: string;
  message?: string;
  kind: NotifyKind;
}

const colorByKind: Record<NotifyKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'brand',
};

/** The one way to show a toast. Errors stay longer: they usually carry a message the user must read. */
export function notify({ title, message, kind }: NotifyOptions): void {
  void requestNotifications().then(({ notifications }) =>
    notifications.show({
      title,
      message: message ?? '',
      color: colorByKind[kind],
      autoClose: kind === 'error' ? 8000 : 4000,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Zavřít oznámení' },
    }),
  );
}
