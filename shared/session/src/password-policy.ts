/**
 * The password policy of the auth service (supabase/config.toml: minimum_password_length and
 * password_requirements = "lower_upper_letters_digits"), checked in the forms before a request and used
 * to word the service's own refusals in Czech.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_TOO_SHORT = `Heslo musí mít alespoň ${MIN_PASSWORD_LENGTH} znaků.`;
export const PASSWORD_NEEDS_CHARACTERS = 'Heslo musí obsahovat malé písmeno, velké písmeno a číslici.';
export const PASSWORD_PWNED = 'Toto heslo se objevilo v únicích dat. Zvolte jiné.';
export const REAUTHENTICATION_NEEDED = 'Z bezpečnostních důvodů se přihlaste znovu a heslo změňte hned poté.';
export const SAME_PASSWORD = 'Nové heslo musí být jiné než současné.';

/** The first rule the password breaks, as the Czech message, or null when it meets the policy. */
export function passwordPolicyProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password)) return PASSWORD_NEEDS_CHARACTERS;
  return null;
}

/** GoTrue's weak_password reasons as one Czech message. */
export function weakPasswordMessage(reasons: readonly string[] | undefined): string {
  if (reasons?.includes('length')) return PASSWORD_TOO_SHORT;
  if (reasons?.includes('characters')) return PASSWORD_NEEDS_CHARACTERS;
  if (reasons?.includes('pwned')) return PASSWORD_PWNED;
  return `${PASSWORD_TOO_SHORT} ${PASSWORD_NEEDS_CHARACTERS}`;
}
