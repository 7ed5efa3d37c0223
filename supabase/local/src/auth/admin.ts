import type { Handler, MiddlewareHandler } from 'hono';
import type { BackendContext, BackendRequest, BackendResponse } from '../contract';
import { serve, serviceRoutes, toResponse, type BackendEnv } from '../service-routes';
import type { EmailLinkType } from './auth-emails';
import { PROJECT } from './rate-limits';
import { prepareEmailLink } from './email-links';
import { authErrors } from './gotrue-errors';
import {
  json,
  objectField,
  readJsonBody,
  redirectTarget,
  requireEmail,
  requireServiceRole,
  requireStrongPassword,
  stringField,
} from './request';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  mergeUserMetadata,
  setPassword,
  USER_COLUMNS,
  userJson,
  type UserRow,
} from './users';

/**
 * A password given to the admin API keeps to the same policy as a user's own. (Hosted GoTrue checks it on
 * update only; creating a user with a weak password is refused here so that no path sets one.)
 */
function optionalPassword(ctx: BackendContext, body: Record<string, unknown>): string | null {
  const password = stringField(body, 'password');
  return password === undefined ? null : requireStrongPassword(ctx, password, 'Password cannot be empty');
}

async function listUsers(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const page = Math.max(Number.parseInt(req.url.searchParams.get('page') ?? '', 10) || 1, 1);
  const perPage = Math.min(Math.max(Number.parseInt(req.url.searchParams.get('per_page') ?? '', 10) || 50, 1), 1000);
  const total = await ctx.db.query<{ count: number | string }>(
    'select count(*) as count from auth.users where deleted_at is null',
  );
  const count = Number(total.rows[0]?.count ?? 0);
  const { rows } = await ctx.db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of rows) users.push(await userJson(ctx.db, row));
  const lastPage = Math.max(Math.ceil(count / perPage), 1);
  const links = [`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`];
  if (page < lastPage) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  return json(200, { users, aud: 'authenticated' }, { 'x-total-count': String(count), link: links.join(', ') });
}

async function createUser(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const email = requireEmail(stringField(body, 'email'), 'Unable to validate email address: missing email');
  const password = optionalPassword(ctx, body);
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
    const created = await insertUser(tx, {
      email,
      password,
      userMetadata: objectField(body, 'user_metadata') ?? objectField(body, 'data') ?? {},
      appMetadata: objectField(body, 'app_metadata') ?? {},
      confirmed: body.email_confirm === true,
    });
    return userJson(tx, created);
  });
  return json(200, user);
}

async function existingUser(ctx: BackendContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw authErrors.userNotFound();
  return user;
}

async function updateUserById(req: BackendRequest, ctx: BackendContext, id: string): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const user = await existingUser(ctx, id);
  const password = optionalPassword(ctx, body);
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const banDuration = stringField(body, 'ban_duration');
  const banHours = banDuration === undefined || banDuration === 'none' ? null : /^(\d+)h$/.exec(banDuration)?.[1];
  if (banHours === undefined) throw authErrors.validation('ban_duration must be "none" or a number of hours such as "24h"');
  const updated = await ctx.db.transaction(async (tx) => {
    if (password !== null) await setPassword(tx, user.id, password);
    if (body.email_confirm === true) await confirmEmail(tx, user.id);
    if (userMetadata) await mergeUserMetadata(tx, user.id, 'raw_user_meta_data', userMetadata);
    if (appMetadata) await mergeUserMetadata(tx, user.id, 'raw_app_meta_data', appMetadata);
    if (banDuration !== undefined) {
      await tx.query(
        `update auth.users set banned_until = case when $2::int is null then null else now() + make_interval(hours => $2::int) end,
           updated_at = now() where id = $1`,
        [user.id, banHours === null ? null : Number(banHours)],
      );
      if (banHours !== null) await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    }
    const current = await findUserById(tx, user.id);
    return current ? userJson(tx, current) : {};
  });
  return json(200, updated);
}

async function deleteUser(ctx: BackendContext, id: string): Promise<BackendResponse> {
  const user = await existingUser(ctx, id);
  await ctx.db.query('delete from auth.users where id = $1', [user.id]);
  return json(200, {});
}

/** inviteUserByEmail: an account without a password and a "Pozvánka" e-mail whose link signs the user in. */
export async function invite(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  await requireServiceRole(req, ctx);
  const body = readJsonBody(req);
  const email = requireEmail(stringField(body, 'email'), 'Unable to validate email address: missing email');
  const metadata = objectField(body, 'data') ?? {};
  const redirectTo = redirectTarget(req, ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) throw authErrors.emailExists();
    const user = existing ?? (await insertUser(tx, { email, password: null, userMetadata: metadata, confirmed: false, invited: true }));
    const { message } = await prepareEmailLink(ctx, tx, { id: user.id, email }, 'invite', redirectTo);
    // GoTrue charges its invitation e-mail to the project's budget too, and refuses when it is spent.
    if (!(await ctx.withinAuthRateLimit('email_sent', PROJECT))) throw authErrors.overEmailSendRateLimit();
    const current = await findUserById(tx, user.id);
    return { user: current ? await userJson(tx, current) : {}, message };
  });
  await ctx.sendMail(outcome.message);
  return json(200, outcome.user);
}

const LINK_TYPES: readonly EmailLinkType[] = ['signup', 'invite', 'recovery', 'magiclink'];

/** generateLink: the verify link an e-mail would carry, answered instead of sent (for tooling and tests). */
async function generateLink(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const type = stringField(body, 'type');
  if (!type || !(LINK_TYPES as readonly string[]).includes(type)) {
    throw authErrors.validation('Invalid link type: expected signup, invite, recovery or magiclink');
  }
  const linkType = type as EmailLinkType;
  const email = requireEmail(stringField(body, 'email'), 'Unable to validate email address: missing email');
  const redirectTo = redirectTarget(req, ctx, stringField(body, 'redirect_to'));
  const metadata = objectField(body, 'data') ?? {};
  const password = linkType === 'signup' ? requireStrongPassword(ctx, stringField(body, 'password'), 'Password is required for signup links') : null;

  const result = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if ((linkType === 'signup' || linkType === 'invite') && user?.email_confirmed_at) throw authErrors.emailExists();
    if (!user && (linkType === 'recovery' || linkType === 'magiclink')) throw authErrors.userNotFound();
    user ??= await insertUser(tx, { email, password, userMetadata: metadata, confirmed: false, invited: linkType === 'invite' });
    const { link, token } = await prepareEmailLink(ctx, tx, { id: user.id, email }, linkType, redirectTo);
    const current = await findUserById(tx, user.id);
    return { user: current ? await userJson(tx, current) : {}, link, token };
  });
  return json(200, {
    ...result.user,
    action_link: result.link,
    email_otp: '',
    hashed_token: result.token,
    redirect_to: redirectTo,
    verification_type: linkType,
  });
}

/** Admin endpoints take the service_role key (or a token with that role) only. */
const serviceRoleOnly: MiddlewareHandler<BackendEnv> = async (c, next) => {
  await requireServiceRole(c.get('request'), c.get('backend'));
  await next();
};

/** Answers with `handler` for the user whose id is the path's last segment (one that does not decode: not found). */
function forUser(handler: (req: BackendRequest, ctx: BackendContext, userId: string) => Promise<BackendResponse>): Handler<BackendEnv> {
  return async (c) => {
    let userId: string;
    try {
      userId = decodeURIComponent(c.req.path.slice(c.req.path.lastIndexOf('/') + 1));
    } catch {
      throw authErrors.userNotFound();
    }
    return toResponse(await handler(c.get('request'), c.get('backend'), userId));
  };
}

/** `/admin/*` of GoTrue's admin API (service_role only): users list/get/create/update/delete, generate_link. */
export const adminRoutes = serviceRoutes()
  .use('/users', serviceRoleOnly)
  .use('/users/:id', serviceRoleOnly)
  .use('/generate_link', serviceRoleOnly)
  .get('/users', serve(listUsers))
  .post('/users', serve(createUser))
  .post('/generate_link', serve(generateLink))
  .get('/users/:id', forUser(async (_req, ctx, userId) => json(200, await userJson(ctx.db, await existingUser(ctx, userId)))))
  .put('/users/:id', forUser(updateUserById))
  .delete('/users/:id', forUser((_req, ctx, userId) => deleteUser(ctx, userId)));
