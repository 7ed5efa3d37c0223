/** Session-storage key and value that let a visitor through maintenance for this browser session. */
export const MAINTENANCE_ACCESS_KEY = 'maintenance_access';
export const MAINTENANCE_ACCESS_GRANTED = 'granted';
export const MAINTENANCE_PATH = '/maintenance';

const EXEMPT_PREFIXES = ['/admin', '/auth', MAINTENANCE_PATH];

/** /admin, /auth and /maintenance (and everything under them) are never sent to the maintenance page. */
export function isMaintenanceExemptPath(pathname: string): boolean {
  return EXEMPT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface MaintenanceGateFacts {
  enabled: boolean;
  isAdmin: boolean;
  pathname: string;
  accessGranted: boolean;
}

/** Redirect to /maintenance when: maintenance on AND not an admin AND not an exempt path AND no access granted in this session. */
export function mustShowMaintenance({ enabled, isAdmin, pathname, accessGranted }: MaintenanceGateFacts): boolean {
  return enabled && !isAdmin && !isMaintenanceExemptPath(pathname) && !accessGranted;
}

/** Where to send the visitor after the maintenance page: the requested path, never another site. */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const pathname = next.split(/[?#]/, 1)[0] ?? next;
  return pathname === MAINTENANCE_PATH || pathname.startsWith(`${MAINTENANCE_PATH}/`) ? '/' : next;
}

/** /maintenance?next=<the page asked for>. */
export function maintenanceHref(requested: string): string {
  return requested === '/' ? MAINTENANCE_PATH : `${MAINTENANCE_PATH}?next=${encodeURIComponent(requested)}`;
}

export function hasMaintenanceAccess(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(MAINTENANCE_ACCESS_KEY) === MAINTENANCE_ACCESS_GRANTED;
  } catch {
    return false;
  }
}

export function grantMaintenanceAccess(): void {
  try {
    sessionStorage.setItem(MAINTENANCE_ACCESS_KEY, MAINTENANCE_ACCESS_GRANTED);
  } catch (error) {
    console.error('Maintenance access could not be stored for this session:', error);
  }
}
