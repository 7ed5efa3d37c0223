import { useEffect } from 'react';
import { issueFormToken } from '@app/content';
import { publicFunctions } from '@app/supabase';

/** The database accepts a token for 2 hours; one held longer than this is replaced before it is sent. */
export const FORM_TOKEN_REFRESH_MS = 100 * 60 * 1000;

export interface FormTokenSlot {
  /** The page with the form became usable: ask for a token now (once). */
  start(): void;
  /** The token to send (asked for now if none is held or the held one is near its end; null if that failed). */
  take(): Promise<string | null>;
  /**
   * A form was sent with the token, stored or not: a token is single-use, so a new one is asked for right
   * away, and its clock runs while the visitor reads the answer or corrects the form.
   */
  renew(): void;
}

/**
 * One form's token from issue_form_token(). The database weighs the token's age with its other signals (a
 * form sent within 3 s is doubtful, never dropped by that alone), so the clock starts when the page became
 * usable, not at the first keystroke: a visitor whose browser fills the form in and who sends it at once
 * has still had the page for a while. Issuing writes nothing in the database, so asking once per view of a
 * page with a form is cheap (docs/leads.md).
 */
export function formTokenSlot(
  issue: () => Promise<string | null> = () => issueFormToken(publicFunctions),
  now: () => number = Date.now,
): FormTokenSlot {
  let held: { token: Promise<string | null>; askedAt: number } | null = null;
  const ask = () => {
    held = { token: issue().catch(() => null), askedAt: now() };
    return held.token;
  };
  const current = () => (held && now() - held.askedAt < FORM_TOKEN_REFRESH_MS ? held.token : ask());
  return {
    start: () => void current(),
    // A request that failed when the page opened is tried once more on sending.
    take: async () => (await current()) ?? ask(),
    renew: () => void ask(),
  };
}

/** Asks for the page's form token once the page is usable (after hydration; never while prerendering). */
export function useFormToken(slot: FormTokenSlot): void {
  useEffect(() => slot.start(), [slot]);
}
