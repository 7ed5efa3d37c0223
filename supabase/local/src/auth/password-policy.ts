import type { AuthPolicy } from '../contract';

/** bcrypt reads no further than 72 bytes, so GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

export type WeakPasswordReason = 'length' | 'characters';

export interface PasswordWeakness {
  /** GoTrue's messages joined by a space, in the order of `reasons`. */
  message: string;
  reasons: WeakPasswordReason[];
}

/**
 * What GoTrue's checkPasswordStrength finds wrong with a password under the policy, or null when it is
 * strong enough. Length counts bytes (UTF-8), as GoTrue's `len` does.
 */
export function passwordWeakness(policy: Pick<AuthPolicy, 'minimumPasswordLength' | 'requiredCharacters'>, password: string): PasswordWeakness | null {
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < policy.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minimumPasswordLength} characters.`);
  }
  const sets = policy.requiredCharacters.filter((set) => set !== '');
  if (sets.some((set) => ![...set].some((character) => password.includes(character)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`);
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null;
}
