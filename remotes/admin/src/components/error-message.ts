import { CONTENT_TYPES, CONTENT_TYPE_NAMES, type ContentTypeDefinition } from '@app/content';
import { authErrorMessage } from '@app/session';

/** A refusal of the database that a content type words itself (a post without its translations), if it is one. */
function contentRefusalMessage(error: unknown): string | null {
  for (const name of CONTENT_TYPE_NAMES) {
    const { admin }: ContentTypeDefinition = CONTENT_TYPES[name];
    const message = admin.refusalMessage?.(error);
    if (message) return message;
  }
  return null;
}

/**
 * The message of a failed call for the person who made it: a refusal of the database that a content type
 * words (publishing a post without its translations, a save and a history restore alike), the auth
 * service's refusals it words in Czech (authErrorMessage: an invalid address, rate limits, the password
 * policy), otherwise the server's own message (PostgREST, storage and auth errors all carry `message`).
 */
export function errorMessage(error: unknown): string {
  const refusal = contentRefusalMessage(error);
  if (refusal) return refusal;
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
