const key = (userId: string) => `bizauto.admin.last-visit.${userId}`;

/**
 * When this user last opened the dashboard in this browser (null: never), and from now on: now.
 * Kept in local storage, so "new since last visit" is per browser, as e-mail clients count unread mail.
 */
export function takeLastVisit(userId: string, now = new Date()): string | null {
  try {
    const previous = window.localStorage.getItem(key(userId));
    window.localStorage.setItem(key(userId), now.toISOString());
    return previous;
  } catch {
    return null;
  }
}
