export {
  useSession,
  initSession,
  getSessionStoreCount,
  __resetSessionForTests,
  INVALID_RECOVERY_LINK,
  authErrorMessage,
  type ActionResult,
  type SessionActions,
  type SessionData,
  type SessionState,
  type SessionStatus,
} from './session-store';
export {
  MIN_PASSWORD_LENGTH,
  PASSWORD_NEEDS_CHARACTERS,
  PASSWORD_TOO_SHORT,
  passwordPolicyProblem,
  weakPasswordMessage,
} from './password-policy';
