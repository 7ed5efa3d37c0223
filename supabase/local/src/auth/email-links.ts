import { createHash, randomBytes } from 'node:crypto';
import type { BackendContext, Tx } from '../contract';
import { buildAuthEmail, type EmailLinkType } from './auth-emails';

/** How long an e-mail link stays valid (the Supabase CLI's default otp_expiry). */
export const EMAIL_LINK_VALIDITY_SECONDS = 3600;

/** Only a hash of a link token is stored: a leaked auth.users row does not hand out working links. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashLinkToken(token) };
}

export function tokenColumnFor(type: EmailLinkType): 'confirmation_token' | 'recovery_token' {
  return type === 'signup' || type === 'invite' ? 'confirmation_token' : 'recovery_token';
}

export function verifyLink(ctx: BackendContext, token: string, type: EmailLinkType, redirectTo: string): string {
  const url = new URL(`${ctx.config.publicUrl.replace(/\/+$/, '')}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.href;
}

export type OutgoingAuthEmail = ReturnType<typeof buildAuthEmail>;

/**
 * Stores a fresh link token for the user and returns the e-mail carrying its verify link (and the link). The caller sends it
 * after its transaction commits: the database serializes work, so mail captured from inside would wait forever.
 */
export async function prepareEmailLink(
  ctx: BackendContext,
  tx: Pick<Tx, 'query'>,
  user: { id: string; email: string },
  type: EmailLinkType,
  redirectTo: string,
): Promise<{ message: OutgoingAuthEmail; link: string; token: string }> {
  const { token, hash } = newLinkToken();
  const column = tokenColumnFor(type);
  const sentAt = column === 'confirmation_token' ? 'confirmation_sent_at' : 'recovery_sent_at';
  await tx.query(`update auth.users set ${column} = $2, ${sentAt} = now() where id = $1`, [user.id, hash]);
  const link = verifyLink(ctx, token, type, redirectTo);
  return { message: buildAuthEmail(type, user.email, link, EMAIL_LINK_VALIDITY_SECONDS / 60), link, token };
}

export interface VerifiedLink {
  userId: string;
  type: EmailLinkType;
}

/**
 * Consumes a link token: finds the user whose stored hash matches and whose link is recent enough, and
 * clears the token so a link works once. `email` type tokens may be either kind, as in GoTrue.
 */
export async function consumeLinkToken(
  tx: Pick<Tx, 'query'>,
  token: string,
  type: EmailLinkType | 'email',
): Promise<VerifiedLink | null> {
  const hash = hashLinkToken(token);
  const candidates: EmailLinkType[] = type === 'email' ? ['signup', 'magiclink'] : [type];
  for (const candidate of candidates) {
    const column = tokenColumnFor(candidate);
    const sentAt = column === 'confirmation_token' ? 'confirmation_sent_at' : 'recovery_sent_at';
    const { rows } = await tx.query<{ id: string }>(
      `update auth.users set ${column} = '', updated_at = now()
        where ${column} = $1 and deleted_at is null
          and ${sentAt} > now() - make_interval(secs => $2)
        returning id`,
      [hash, EMAIL_LINK_VALIDITY_SECONDS],
    );
    const row = rows[0];
    if (row) return { userId: row.id, type: candidate };
  }
  return null;
}
