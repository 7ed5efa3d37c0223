import {
  MAINTENANCE_ACCESS_KEY,
  grantMaintenanceAccess,
  hasMaintenanceAccess,
  isMaintenanceExemptPath,
  maintenanceHref,
  mustShowMaintenance,
  safeReturnPath,
} from './maintenance-access';

const visitorOnHome = { enabled: true, isAdmin: false, pathname: '/', accessGranted: false };

describe('mustShowMaintenance', () => {
  it('sends a visitor to the maintenance page when every condition holds', () => {
    expect(mustShowMaintenance(visitorOnHome)).toBe(true);
    expect(mustShowMaintenance({ ...visitorOnHome, pathname: '/en/pricing' })).toBe(true);
    expect(mustShowMaintenance({ ...visitorOnHome, pathname: '/blog/jak-na-faktury' })).toBe(true);
  });

  it('lets everyone through while maintenance is off', () => {
    expect(mustShowMaintenance({ ...visitorOnHome, enabled: false })).toBe(false);
  });

  it('lets administrators through', () => {
    expect(mustShowMaintenance({ ...visitorOnHome, isAdmin: true })).toBe(false);
  });

  it('lets a visitor through who entered the password in this session', () => {
    expect(mustShowMaintenance({ ...visitorOnHome, accessGranted: true })).toBe(false);
  });

  it.each(['/admin', '/admin/blog/new', '/auth', '/auth/update-password', '/maintenance'])('never redirects %s', (pathname) => {
    expect(mustShowMaintenance({ ...visitorOnHome, pathname })).toBe(false);
  });
});

describe('isMaintenanceExemptPath', () => {
  it('matches whole path segments only', () => {
    expect(isMaintenanceExemptPath('/admin')).toBe(true);
    expect(isMaintenanceExemptPath('/auth/update-password')).toBe(true);
    expect(isMaintenanceExemptPath('/administrace')).toBe(false);
    expect(isMaintenanceExemptPath('/en/auth')).toBe(false);
  });
});

describe('return path', () => {
  it('remembers the requested page in the maintenance link', () => {
    expect(maintenanceHref('/')).toBe('/maintenance');
    expect(maintenanceHref('/en/pricing?x=1#top')).toBe('/maintenance?next=%2Fen%2Fpricing%3Fx%3D1%23top');
  });

  it('returns to local paths only', () => {
    expect(safeReturnPath('/en/pricing?x=1#top')).toBe('/en/pricing?x=1#top');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/maintenance')).toBe('/');
  });
});

describe('session access', () => {
  afterEach(() => sessionStorage.clear());

  it('is granted only after the password was accepted', () => {
    expect(hasMaintenanceAccess()).toBe(false);
    grantMaintenanceAccess();
    expect(sessionStorage.getItem(MAINTENANCE_ACCESS_KEY)).toBe('granted');
    expect(hasMaintenanceAccess()).toBe(true);
  });
});
