import { HttpError } from '../contract';

/** PostgREST's error body. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  /** Text, or (PGRST201, an ambiguous embedding) the relationships to choose from. */
  details: string | readonly Record<string, string>[] | null;
  hint: string | null;
}

export function restError(status: number, code: string, message: string, details: PostgrestErrorBody['details'] = null, hint: string | null = null): HttpError {
  return new HttpError(status, { code, message, details, hint } satisfies PostgrestErrorBody);
}

export const badRequest = (message: string, details: string | null = null) => restError(400, 'PGRST100', message, details);

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isPgError(error: unknown): error is PgErrorLike & { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as PgErrorLike).code === 'string' && /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code as string);
}

/** The HTTP status PostgREST answers a PostgreSQL error with. */
export function statusForSqlState(code: string, anonymous: boolean): number {
  // RAISE SQLSTATE 'PTxyz' chooses the status xyz itself.
  const chosen = /^PT([1-5]\d\d)$/.exec(code);
  if (chosen) return Number(chosen[1]);
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '23502' || code === '23514') return 400;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  const group = code.slice(0, 2);
  switch (group) {
    case '08':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '22':
    case '42':
    case 'P0':
      return 400;
    case '23':
      return 409;
    case '40':
    case '53':
      return 503;
    default:
      return 500;
  }
}

/** Turns a database error into PostgREST's answer; anything else is left for the server's 500. */
export function fromDatabaseError(error: unknown, anonymous: boolean): unknown {
  if (!isPgError(error)) return error;
  const body: PostgrestErrorBody = {
    code: error.code,
    message: typeof error.message === 'string' ? error.message : 'Database error',
    details: typeof error.detail === 'string' ? error.detail : null,
    hint: typeof error.hint === 'string' ? error.hint : null,
  };
  return new HttpError(statusForSqlState(error.code, anonymous), { ...body });
}
