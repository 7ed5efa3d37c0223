import { HttpError } from '../contract';

/** An error in GoTrue's body shape `{code, error_code, msg}`, which auth-js reads through `error_code`. */
export function gotrueError(
  status: number,
  errorCode: string,
  msg: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, { code: status, error_code: errorCode, msg, ...extra });
}

export const authErrors = {
  badJson: (detail: string) => gotrueError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (msg: string) => gotrueError(400, 'validation_failed', msg),
  invalidEmail: () => gotrueError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  /** `message` and `reasons` as password-policy.ts words them (GoTrue's checkPasswordStrength). */
  weakPassword: (message: string, reasons: readonly string[]) =>
    gotrueError(422, 'weak_password', message, { weak_password: { reasons: [...reasons] } }),
  passwordTooLong: (maximum: number) =>
    gotrueError(400, 'validation_failed', `Password cannot be longer than ${maximum} characters`),
  reauthenticationNeeded: () => gotrueError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () => gotrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  reauthenticationEmailNotConfirmed: () => gotrueError(422, 'email_not_confirmed', 'Please verify your email first.'),
  /** GoTrue's max_frequency refusal: whole seconds left, rounded down as Go's integer division does. */
  sentTooRecently: (secondsLeft: number) =>
    gotrueError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.max(Math.floor(secondsLeft), 0)} seconds.`,
    ),
  samePassword: () =>
    gotrueError(422, 'same_password', 'New password should be different from the old password.'),
  invalidCredentials: () => gotrueError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => gotrueError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => gotrueError(400, 'user_banned', 'User is banned'),
  refreshTokenNotFound: () =>
    gotrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    gotrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => gotrueError(403, 'otp_expired', 'Token has expired or is invalid'),
  noAuthorization: () => gotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => gotrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => gotrueError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userFromJwtMissing: () => gotrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionMissing: () =>
    gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => gotrueError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => gotrueError(404, 'user_not_found', 'User not found'),
  emailExists: () =>
    gotrueError(422, 'email_exists', 'A user with this email address has already been registered'),
  notFound: () => gotrueError(404, 'not_found', 'Not Found'),
  methodNotAllowed: () => gotrueError(405, 'method_not_allowed', 'Method Not Allowed'),
  overRequestRateLimit: () => gotrueError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  overEmailSendRateLimit: () => gotrueError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  /** What GoTrue answers when the database refuses the new account (a trigger on auth.users raised). */
  databaseSavingUser: () => gotrueError(500, 'unexpected_failure', 'Database error saving new user'),
};
