import { INVITATION_PROBLEMS, invitationProblem } from './invitation-problem';

test('each refusal of create_invitation gets its own Czech message, by hint or SQLSTATE', () => {
  expect(invitationProblem({ code: '22023', hint: 'invalid_email', message: 'Neplatný e-mail.' })).toBe(INVITATION_PROBLEMS.invalidEmail);
  expect(invitationProblem({ code: '22023', hint: 'invalid_role', message: 'Neplatná role pozvánky.' })).toBe(INVITATION_PROBLEMS.invalidRole);
  expect(invitationProblem({ code: '22023', hint: 'invalid_locale' })).toBe(INVITATION_PROBLEMS.invalidLocale);
  expect(invitationProblem({ code: '23505', hint: 'role_already_granted' })).toBe(INVITATION_PROBLEMS.roleAlreadyGranted);
  expect(invitationProblem({ code: 'P0001', hint: 'mail_not_queued', message: 'E-mail s pozvánkou se nepodařilo zařadit k odeslání: …' })).toBe(
    INVITATION_PROBLEMS.mailNotQueued,
  );
  expect(invitationProblem({ code: '42501', message: 'Only administrators may invite users' })).toBe(INVITATION_PROBLEMS.notAdmin);
  expect(invitationProblem({ code: 'PGRST303', message: 'JWT expired' })).toBe(INVITATION_PROBLEMS.sessionExpired);
  expect(invitationProblem({ code: '', message: 'TypeError: Failed to fetch' })).toBe(INVITATION_PROBLEMS.offline);
});

test('anything else, the auth service\'s English included, gets a Czech message and never the server text', () => {
  for (const error of [
    { code: 'over_email_send_rate_limit', status: 429, message: 'Email rate limit exceeded' },
    { code: 'XX000', message: 'internal error' },
    new Error('boom'),
    'boom',
    null,
  ]) {
    const message = invitationProblem(error);
    expect(message).toBe(INVITATION_PROBLEMS.unknown);
    expect(message).not.toMatch(/rate limit|internal|boom/i);
  }
});
