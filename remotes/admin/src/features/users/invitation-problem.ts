/** What the toast says when an invitation fails: what really failed, in Czech, never the server's English. */
export const INVITATION_PROBLEMS = {
  notAdmin: 'Pozvánky může posílat jen administrátor.',
  invalidEmail: 'E-mailová adresa pozvaného není platná.',
  invalidRole: 'Zvolená role neexistuje. Vyberte uživatele, editora nebo administrátora.',
  invalidLocale: 'Zvolený jazyk pozvánky není k dispozici.',
  roleAlreadyGranted: 'Uživatel s tímto e-mailem už tuto roli má, pozvánku nepotřebuje.',
  mailNotQueued: 'Pozvánka se neuložila: e-mail s ní se nepodařilo zařadit k odeslání. Zkuste to prosím znovu.',
  sessionExpired: 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu a pozvánku pošlete ještě jednou.',
  offline: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.',
  unknown: 'Pozvánku se nepodařilo uložit. Zkuste to prosím znovu.',
} as const;

interface ServerError {
  code?: unknown;
  hint?: unknown;
  message?: unknown;
}

/** Maps a failed create_invitation call by its SQLSTATE and the database's hint (never by message text). */
export function invitationProblem(error: unknown): string {
  if (!error || typeof error !== 'object') return INVITATION_PROBLEMS.unknown;
  const { code, hint, message } = error as ServerError;
  if (hint === 'invalid_email') return INVITATION_PROBLEMS.invalidEmail;
  if (hint === 'invalid_role') return INVITATION_PROBLEMS.invalidRole;
  if (hint === 'invalid_locale') return INVITATION_PROBLEMS.invalidLocale;
  if (hint === 'role_already_granted') return INVITATION_PROBLEMS.roleAlreadyGranted;
  if (hint === 'mail_not_queued') return INVITATION_PROBLEMS.mailNotQueued;
  if (code === '42501') return INVITATION_PROBLEMS.notAdmin;
  // PostgREST: JWT expired (PGRST301/PGRST303), no valid session.
  if (code === 'PGRST301' || code === 'PGRST303' || code === 'PGRST302') return INVITATION_PROBLEMS.sessionExpired;
  // supabase-js answers a failed fetch with an error without a code whose message names the fetch.
  if (!code && typeof message === 'string' && /fetch|network/i.test(message)) return INVITATION_PROBLEMS.offline;
  return INVITATION_PROBLEMS.unknown;
}
