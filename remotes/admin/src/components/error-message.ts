import { missingTranslationsMessage, missingTranslationsRefusalOf } from '@app/content';

/**
 * The message of a failed call for the person who made it: the database's refusal to publish a post without its
 * translations in Czech (a save and a history restore alike), otherwise the server's own message (PostgREST,
 * storage and auth errors all carry `message`).
 */
export function errorMessage(error: unknown): string {
  const missingTranslations = missingTranslationsRefusalOf(error);
  if (missingTranslations) return missingTranslationsMessage(missingTranslations);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return typeof error === 'string' && error ? error : 'Došlo k chybě. Zkuste to prosím znovu.';
}
