/** Where supabase-js keeps the session (set on the one client), so a page can tell without loading it. */
export const AUTH_STORAGE_KEY = 'app-auth';
