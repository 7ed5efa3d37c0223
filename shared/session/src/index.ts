export {
  useSession,
  initSession,
  getSessionStoreCount,
  __resetSessionForTests,
  INVALID_RECOVERY_LINK,
  type ActionResult,
  type SessionActions,
  type SessionData,
  type SessionState,
  type SessionStatus,
} from './session-store';
