import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { REAUTHENTICATION_NEEDED, SAME_PASSWORD, weakPasswordMessage } from './password-policy';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface ActionResult {
  error: string | null;
}

export interface SessionData {
  status: SessionStatus;
  user: User | null;
  session: Session | null;
  /** System roles from user_roles (user, editor, admin). */
  roles: string[];
  /** user_roles holds admin OR the profile's role is admin (either is enough). */
  isAdmin: boolean;
  /** Admin or editor: may use the back office. */
  isStaff: boolean;
  /** True while the roles of the current user are being (re)checked. */
  checkingRoles: boolean;
}

export interface SessionActions {
  signIn(email: string, password: string): Promise<ActionResult>;
  signUp(email: string, password: string): Promise<ActionResult>;
  signOut(): Promise<ActionResult>;
  resetPasswordForEmail(email: string): Promise<ActionResult>;
  setSessionFromLinkFragment(hash: string): Promise<ActionResult>;
  updatePassword(password: string): Promise<ActionResult>;
  /** Reads the signed-in user's roles again (after one was granted during the session). */
  refreshRoles(): Promise<void>;
}

export type SessionState = SessionData & SessionActions;

export const INVALID_RECOVERY_LINK = 'Odkaz pro změnu hesla je neplatný nebo vypršel.';
export const TOO_MANY_ATTEMPTS = 'Příliš mnoho pokusů. Zkuste to později.';
export const TOO_MANY_EMAILS = 'Příliš mnoho e-mailů během krátké doby. Zkuste to později.';
/** The auth service refused the address's form (GoTrue: validation_failed or email_address_invalid). */
export const INVALID_EMAIL_ADDRESS = 'Neplatný e-mail: zadejte jen adresu, bez jména, závorek a mezer (např. jana@firma.cz).';

/** The auth service's message, in Czech where it refused because of its rate limits, password rules or the address's form. */
export function authErrorMessage(error: { message: string; status?: number; code?: string; reasons?: readonly string[] }): string {
  if (error.code === 'email_address_invalid' || (error.code === 'validation_failed' && /email address/i.test(error.message))) {
    return INVALID_EMAIL_ADDRESS;
  }
  if (error.code === 'weak_password') return weakPasswordMessage(error.reasons);
  if (error.code === 'reauthentication_needed') return REAUTHENTICATION_NEEDED;
  if (error.code === 'same_password') return SAME_PASSWORD;
  if (error.code === 'over_email_send_rate_limit') return TOO_MANY_EMAILS;
  if (error.code === 'over_request_rate_limit' || error.status === 429) return TOO_MANY_ATTEMPTS;
  return error.message;
}

const signedOutData: Omit<SessionData, 'status'> = {
  user: null,
  session: null,
  roles: [],
  isAdmin: false,
  isStaff: false,
  checkingRoles: false,
};

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

function siteOrigin(): string {
  return globalThis.location?.origin ?? '';
}

async function readRoles(userId: string): Promise<{ roles: string[]; isAdmin: boolean }> {
  try {
    const client = await getSupabase();
    const [rolesResult, profileResult] = await Promise.all([
      client.from('user_roles').select('role').eq('user_id', userId),
      client.from('profiles').select('role').eq('user_id', userId).maybeSingle(),
    ]);
    if (rolesResult.error) throw rolesResult.error;
    if (profileResult.error) throw profileResult.error;
    const roles = (rolesResult.data ?? []).map((row) => row.role);
    return { roles, isAdmin: roles.includes('admin') || profileResult.data?.role === 'admin' };
  } catch (error) {
    console.error('Checking the user roles failed; treating the user as without staff rights:', error);
    return { roles: [], isAdmin: false };
  }
}

async function checkRoles(userId: string): Promise<void> {
  const { roles, isAdmin } = await readRoles(userId);
  if (useSession.getState().user?.id !== userId) return;
  useSession.setState({ roles, isAdmin, isStaff: isAdmin || roles.includes('editor'), checkingRoles: false });
}

/** Takes a session from the auth service; roles are re-checked only when the user id changes. */
async function applySession(session: Session | null): Promise<void> {
  const user = session?.user ?? null;
  if (!user) {
    useSession.setState({ status: 'signedOut', ...signedOutData });
    return;
  }
  const previous = useSession.getState();
  if (previous.user?.id === user.id) {
    useSession.setState({ status: 'signedIn', session, user });
    return;
  }
  useSession.setState({
    status: 'signedIn',
    session,
    user,
    roles: [],
    isAdmin: false,
    isStaff: false,
    checkingRoles: true,
  });
  await checkRoles(user.id);
}

async function attempt(run: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run();
  } catch (error) {
    return { error: messageOf(error) };
  }
}

const actions: SessionActions = {
  signIn: async (email, password) => {
    const result = await attempt(async () => {
      const client = await getSupabase();
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) return { error: authErrorMessage(error) };
      await applySession(data.session);
      return { error: null };
    });
    if (result.error) notify({ kind: 'error', title: 'Chyba při přihlášení', message: result.error });
    return result;
  },

  signUp: async (email, password) => {
    const result = await attempt(async () => {
      const client = await getSupabase();
      const { error } = await client.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: `${siteOrigin()}/` },
      });
      return { error: error ? authErrorMessage(error) : null };
    });
    if (result.error) notify({ kind: 'error', title: 'Chyba při registraci', message: result.error });
    else notify({ kind: 'success', title: 'Registrace úspěšná', message: 'Zkontrolujte svůj email pro potvrzení účtu.' });
    return result;
  },

  signOut: async () => {
    const result = await attempt(async () => {
      const client = await getSupabase();
      const { error } = await client.auth.signOut();
      if (error) return { error: error.message };
      await applySession(null);
      return { error: null };
    });
    if (result.error) notify({ kind: 'error', title: 'Chyba', message: result.error });
    else notify({ kind: 'success', title: 'Odhlášení úspěšné', message: 'Byli jste úspěšně odhlášeni.' });
    return result;
  },

  resetPasswordForEmail: (email) =>
    attempt(async () => {
      const client = await getSupabase();
      const { error } = await client.auth.resetPasswordForEmail(email, {
        redirectTo: `${siteOrigin()}/auth/update-password`,
      });
      return { error: error ? authErrorMessage(error) : null };
    }),

  setSessionFromLinkFragment: async (hash) => {
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    if (params.get('error') || params.get('error_code') || !accessToken || !refreshToken) {
      return { error: INVALID_RECOVERY_LINK };
    }
    const result = await attempt(async () => {
      const client = await getSupabase();
      const { data, error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
      if (error) return { error: error.message };
      await applySession(data.session);
      return { error: null };
    });
    return result.error ? { error: INVALID_RECOVERY_LINK } : result;
  },

  updatePassword: (password) =>
    attempt(async () => {
      const client = await getSupabase();
      const { error } = await client.auth.updateUser({ password });
      return { error: error ? authErrorMessage(error) : null };
    }),

  refreshRoles: async () => {
    const userId = useSession.getState().user?.id;
    if (!userId) return;
    useSession.setState({ checkingRoles: true });
    await checkRoles(userId);
  },
};

/** Counted on the window, so a second bundled copy of this package (a broken federation share) shows up. */
const STORE_COUNT_KEY = '__appSessionStoreCount';
type CountingGlobal = typeof globalThis & { [STORE_COUNT_KEY]?: number };

export const useSession = create<SessionState>()(() => ({ status: 'loading', ...signedOutData, ...actions }));
(globalThis as CountingGlobal)[STORE_COUNT_KEY] = ((globalThis as CountingGlobal)[STORE_COUNT_KEY] ?? 0) + 1;

export function getSessionStoreCount(): number {
  return (globalThis as CountingGlobal)[STORE_COUNT_KEY] ?? 0;
}

let initPromise: Promise<void> | null = null;
let unsubscribe: (() => void) | null = null;

/** Starts following the auth state (once; later calls return the same promise). */
export function initSession(): Promise<void> {
  if (!initPromise) {
    initPromise = (async () => {
      try {
        const client = await getSupabase();
        const { data } = client.auth.onAuthStateChange((_event, session) => {
          // supabase-js still holds its auth lock while it calls listeners; querying from inside would deadlock.
          setTimeout(() => void applySession(session), 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      } catch (error) {
        console.error('The session could not start:', error);
        initPromise = null;
        useSession.setState({ status: 'signedOut', ...signedOutData });
      }
    })();
  }
  return initPromise;
}

/** Test-only: forget the subscription and return the store to its initial state. */
export function __resetSessionForTests(): void {
  unsubscribe?.();
  unsubscribe = null;
  initPromise = null;
  useSession.setState({ status: 'loading', ...signedOutData, ...actions });
}
