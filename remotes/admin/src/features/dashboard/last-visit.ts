const key = (userId: string) => `bizauto.admin.last-visit.${userId}`;

/**
 * When this user last opened the dashboard in this browser (null: never). Kept in local storage, so
 * "new since last visit" is per browser, as e-mail clients count unread mail.
 */
export function readLastVisit(userId: string): string | null {
  try {
    return window.localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

/** Notes this visit (called once the dashboard is shown, not while it renders). */
export function recordVisit(userId: string, now = new Date()): void {
  try {
    window.localStorage.setItem(key(userId), now.toISOString());
  } catch {
    // Private mode or full storage: the next visit counts from the beginning again.
  }
}
