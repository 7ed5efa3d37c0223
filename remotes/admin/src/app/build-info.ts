/** Which build of the remote is running: ADMIN_BUILD_ID at build time, else the build's timestamp. */
export const ADMIN_BUILD_ID: string = typeof __ADMIN_BUILD_ID__ === 'string' ? __ADMIN_BUILD_ID__ : 'vývojová verze';
