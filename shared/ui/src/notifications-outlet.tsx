import { Suspense, lazy, useSyncExternalStore } from 'react';

// Mantine's notifications (and the transitions they bring) load with the first toast, not with every page.
const loadNotifications = () => import(/* webpackChunkName: "notifications" */ './notifications-toasts');
const Toasts = lazy(() => loadNotifications().then((module) => ({ default: module.Toasts })));

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toast outlet (once) and hands over Mantine's notifications API. */
export function requestNotifications(): ReturnType<typeof loadNotifications> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return loadNotifications();
}

/** Where toasts appear; renders nothing until the first toast is requested. */
export function NotificationsOutlet() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
