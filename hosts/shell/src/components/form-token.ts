import { issueFormToken } from '@app/content';
import { getPublicClient } from '@app/supabase';

export interface FormTokenSlot {
  /** The visitor started the form (its first focus): ask for the token now, once. */
  start(): void;
  /** The token to send with the form (asked for now if the form was never focused; null if that failed). */
  take(): Promise<string | null>;
  /** The form was accepted: the next one gets a token of its own. */
  reset(): void;
}

/**
 * One form's token from issue_form_token(). The database takes a form as a person's only when its token is
 * at least 3 seconds old, so the time it measures is the time spent on the form: the token is asked for when
 * the visitor starts filling the form in (a visit that never touches the form asks for nothing), not on
 * submit (every person would look too fast).
 */
export function formTokenSlot(issue: () => Promise<string | null> = () => getPublicClient().then(issueFormToken)): FormTokenSlot {
  let pending: Promise<string | null> | null = null;
  const start = () => {
    pending ??= issue().catch(() => null);
    return pending;
  };
  return {
    start: () => void start(),
    take: start,
    reset: () => {
      pending = null;
    },
  };
}
