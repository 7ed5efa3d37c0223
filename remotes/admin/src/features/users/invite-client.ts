/** Where set-password links lead: the site's own /auth/update-password. */
export function updatePasswordUrl(): string {
  return `${window.location.origin}/auth/update-password`;
}
