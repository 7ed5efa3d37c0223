/** The server's message of a failed call (PostgREST, storage and auth errors all carry `message`). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return typeof error === 'string' && error ? error : 'Došlo k chybě. Zkuste to prosím znovu.';
}
