import { missingTranslationsMessage, missingTranslationsRefusalOf } from '@app/content';
import { authErrorMessage } from '@app/session';

/**
 * The message of a failed call for the person who made it: the database's refusal to publish a post without its
 * translations in Czech (a save and a history restore alike), the auth service's refusals it words in Czech
 * (authErrorMessage: an invalid address, rate limits, the password policy), otherwise the server's own message
 * (PostgREST, storage and auth errors all carry `message`).
 */
export function errorMessage(error: unknown): string {
  const missingTranslations = missingTranslationsRefusalOf(error);
  if (missingTranslations) return missingTranslationsMessage(missingTranslations);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    const { code, status, reasons } = error as { code?: unknown; status?: unknown; reasons?: unknown };
    return authErrorMessage({
      message: error.message,
      code: typeof code === 'string' ? code : undefined,
      status: typeof status === 'number' ? status : undefined,
      reasons: Array.isArray(reasons) ? reasons.filter((reason): reason is string => typeof reason === 'string') : undefined,
    });
  }
  return typeof error === 'string' && error ? error : 'Došlo k chybě. Zkuste to prosím znovu.';
}
