import type { Db } from '../local/src/contract';
import { startTestBackend } from '../local/src/testing';
import {
  type ActorIds,
  attemptAs,
  claimsFor,
  createAuthUser,
  deleteAuthUser,
  loadDemoUserIds,
  sqlState,
  uniqueMarker,
  userClaims,
} from './support/actors';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: Db;
let ids: ActorIds;
const createdUsers: string[] = [];

async function signUp(email: string, userMetadata: Record<string, unknown>): Promise<string> {
  const id = await createAuthUser(db, { email, userMetadata });
  createdUsers.push(id);
  return id;
}

async function rolesOf(userId: string): Promise<{ profileRole: string | undefined; systemRoles: string[]; isAdmin: boolean; isStaff: boolean }> {
  const profile = await db.query<{ role: string }>('select role from public.profiles where user_id = $1', [userId]);
  const roles = await db.query<{ role: string }>('select role from public.user_roles where user_id = $1 order by role', [userId]);
  const helpers = await db.query<{ is_admin: boolean; is_staff: boolean }>(
    'select private.is_admin($1) as is_admin, private.is_staff($1) as is_staff',
    [userId],
  );
  return {
    profileRole: profile.rows[0]?.role,
    systemRoles: roles.rows.map((row) => row.role),
    isAdmin: helpers.rows[0]?.is_admin === true,
    isStaff: helpers.rows[0]?.is_staff === true,
  };
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  ids = await loadDemoUserIds(db);
}, 120_000);

afterAll(async () => {
  for (const id of createdUsers) await deleteAuthUser(db, id);
  await backend?.stop();
});

describe('sign-up trigger', () => {
  test('creates the profile with full_name from metadata and role user', async () => {
    const id = await signUp(`${uniqueMarker('new')}@example.com`, { full_name: 'Jana Nováková' });
    const { rows } = await db.query<{ full_name: string; role: string }>('select full_name, role from public.profiles where user_id = $1', [id]);
    expect(rows).toEqual([{ full_name: 'Jana Nováková', role: 'user' }]);
  });

  test('ignores a role in the sign-up metadata: no staff role, profile role user', async () => {
    const id = await signUp(`${uniqueMarker('sneaky')}@example.com`, { full_name: 'Mallory', role: 'admin' });
    expect(await rolesOf(id)).toEqual({ profileRole: 'user', systemRoles: [], isAdmin: false, isStaff: false });
  });

  test('a user cannot create an invitation for itself', async () => {
    const email = `${uniqueMarker('self-invite')}@example.com`;
    const error = await attemptAs(db, claimsFor('user', ids), (tx) =>
      tx.query("select public.create_invitation($1, 'admin')", [email]),
    );
    expect(sqlState(error)).toBe('42501');
    const direct = await attemptAs(db, claimsFor('user', ids), (tx) =>
      tx.query("insert into public.invitations (email, role) values ($1, 'admin')", [email]),
    );
    expect(sqlState(direct)).toBe('42501');
    const id = await signUp(email, {});
    expect(await rolesOf(id)).toMatchObject({ systemRoles: [], isAdmin: false });
  });
});

describe('invitations are granted only on acceptance with the e-mailed token', () => {
  /** Invites as the admin; answers the token the queued invitation e-mail carries (the admin gets only the id). */
  async function invite(email: string, role: string, fullName: string | null = null): Promise<string> {
    const id = await db.asRole(claimsFor('admin', ids), async (tx) => {
      const { rows } = await tx.query<{ id: string }>('select public.create_invitation($1, $2, $3) as id', [email, role, fullName]);
      return rows[0]!.id;
    });
    const { rows } = await db.query<{ token: string }>(
      "select secret ->> 'invitation_token' as token from public.mail_outbox where invitation_id = $1 and kind = 'staff_invitation' and status = 'queued'",
      [id],
    );
    return rows[0]!.token;
  }

  async function confirm(id: string): Promise<void> {
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
  }

  async function accept(id: string, email: string, token: string): Promise<Error | null> {
    return attemptAs(db, userClaims(id, email), (tx) => tx.query('select public.accept_invitation($1)', [token]));
  }

  async function setPassword(id: string, password: string): Promise<void> {
    await db.query("update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')) where id = $1", [id, password]);
  }

  async function passwordWorks(id: string, password: string): Promise<boolean> {
    const { rows } = await db.query<{ ok: boolean }>(
      `select coalesce(encrypted_password, '') ~ '^[$]2' and encrypted_password = extensions.crypt($2, encrypted_password) as ok
         from auth.users where id = $1`,
      [id, password],
    );
    return rows[0]?.ok === true;
  }

  test('neither a sign-up nor its confirmation grants the invited role; accepting with the token does, once', async () => {
    const email = `${uniqueMarker('invited')}@example.com`;
    const token = await invite(email.toUpperCase(), 'editor', 'Invited Editor');
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const id = await signUp(email, { full_name: 'Someone Else', role: 'admin' });
    expect(await rolesOf(id)).toEqual({ profileRole: 'user', systemRoles: [], isAdmin: false, isStaff: false });
    await confirm(id);
    expect((await rolesOf(id)).systemRoles).toEqual([]);

    expect(await accept(id, email, token)).toBeNull();
    expect(await rolesOf(id)).toEqual({ profileRole: 'user', systemRoles: ['editor'], isAdmin: false, isStaff: true });
    const { rows } = await db.query<{ accepted: boolean; invited_by: string; token_kept: boolean; full_name: string }>(
      `select i.accepted_at is not null as accepted, i.invited_by::text as invited_by, i.token_hash is not null as token_kept, p.full_name
         from public.invitations i join public.profiles p on p.user_id = $2 where i.email = $1`,
      [email, id],
    );
    expect(rows).toEqual([{ accepted: true, invited_by: ids.admin, token_kept: false, full_name: 'Invited Editor' }]);
    expect(sqlState(await accept(id, email, token))).toBe('22023');
  });

  test('an admin invitation makes the accepting user admin in user_roles and in the profile', async () => {
    const email = `${uniqueMarker('new-admin')}@example.com`;
    const token = await invite(email, 'admin');
    const id = await signUp(email, {});
    await confirm(id);
    expect(await accept(id, email, token)).toBeNull();
    expect(await rolesOf(id)).toEqual({ profileRole: 'admin', systemRoles: ['admin'], isAdmin: true, isStaff: true });
  });

  test('an existing account gets no role when invited, only when it accepts', async () => {
    const email = `${uniqueMarker('existing')}@example.com`;
    const id = await signUp(email, {});
    await confirm(id);
    const token = await invite(email, 'editor');
    expect((await rolesOf(id)).systemRoles).toEqual([]);
    expect(await accept(id, email, token)).toBeNull();
    expect((await rolesOf(id)).systemRoles).toEqual(['editor']);
  });

  test('accepting is refused without a confirmed address, for another address, with a wrong, renewed or expired token', async () => {
    const email = `${uniqueMarker('refused')}@example.com`;
    const first = await invite(email, 'editor');
    const id = await signUp(email, {});
    expect(sqlState(await accept(id, email, first))).toBe('22023');

    await confirm(id);
    const otherEmail = `${uniqueMarker('other')}@example.com`;
    const otherId = await signUp(otherEmail, {});
    await confirm(otherId);
    expect(sqlState(await accept(otherId, otherEmail, first))).toBe('22023');
    expect(sqlState(await accept(id, email, 'f'.repeat(64)))).toBe('22023');
    const anon = await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query('select public.accept_invitation($1)', [first]));
    expect(sqlState(anon)).toBe('42501');

    const renewed = await invite(email, 'editor');
    expect(sqlState(await accept(id, email, first))).toBe('22023');
    await db.query("update public.invitations set expires_at = now() - interval '1 second' where email = $1", [email]);
    expect(sqlState(await accept(id, email, renewed))).toBe('22023');
    expect((await rolesOf(id)).systemRoles).toEqual([]);
    expect((await rolesOf(otherId)).systemRoles).toEqual([]);
  });

  test('confirming an invited address makes a password set before it stop working; other confirmations keep theirs', async () => {
    const email = `${uniqueMarker('squatted')}@example.com`;
    const squatter = await signUp(email, {});
    await setPassword(squatter, 'Attacker-Password-1');
    await invite(email, 'editor');
    await confirm(squatter);
    expect(await passwordWorks(squatter, 'Attacker-Password-1')).toBe(false);

    const plainEmail = `${uniqueMarker('plain')}@example.com`;
    const plain = await signUp(plainEmail, {});
    await setPassword(plain, 'Own-Password-1');
    await confirm(plain);
    expect(await passwordWorks(plain, 'Own-Password-1')).toBe(true);
  });

  test('an invitation queues one e-mail in its language with the token, a renewal replaces the waiting one, and an address that has the role is refused', async () => {
    const email = `${uniqueMarker('mailed')}@example.com`;
    const first = await invite(email, 'editor', 'Mailed Editor');
    const mails = async () =>
      (
        await db.query<{ kind: string; recipient: string; locale: string; token: string; expires_in_days: number }>(
          `select o.kind, o.recipient, o.locale, o.secret ->> 'invitation_token' as token,
                  round(extract(epoch from i.expires_at - i.created_at) / 86400)::int as expires_in_days
             from public.mail_outbox o join public.invitations i on i.id = o.invitation_id where i.email = $1`,
          [email],
        )
      ).rows;
    expect(await mails()).toEqual([{ kind: 'staff_invitation', recipient: email, locale: 'cs', token: first, expires_in_days: 7 }]);

    await db.asRole(claimsFor('admin', ids), (tx) => tx.query("select public.create_invitation($1, 'admin', null, 'de')", [email]));
    const [renewed, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(renewed).toMatchObject({ locale: 'de' });
    expect(renewed?.token).not.toBe(first);

    for (const [locale, hint] of [['fr', 'invalid_locale']] as const) {
      const error = await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query("select public.create_invitation($1, 'user', null, $2)", [email, locale]));
      expect([sqlState(error), (error as { hint?: string } | null)?.hint]).toEqual(['22023', hint]);
    }
    const editorEmail = (await db.query<{ email: string }>('select email from auth.users where id = $1', [ids.editor])).rows[0]!.email;
    const again = await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query("select public.create_invitation($1, 'editor')", [editorEmail]));
    expect([sqlState(again), (again as { hint?: string } | null)?.hint]).toEqual(['23505', 'role_already_granted']);
  });

  test('the mail worker\'s view of an invitation link answers only while it is pending', async () => {
    const email = `${uniqueMarker('link')}@example.com`;
    const token = await invite(email, 'editor', 'Link Editor');
    const forLink = async () =>
      (await db.asRole({ role: 'service_role' }, (tx) => tx.query<{ target: unknown }>('select public.invitation_for_link($1) as target', [token]))).rows[0]
        ?.target;
    expect(await forLink()).toMatchObject({ email, full_name: 'Link Editor', confirmed_account: false });
    await db.query("update public.invitations set expires_at = now() - interval '1 second' where email = $1", [email]);
    expect(await forLink()).toBeNull();
    const refused = await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query('select public.invitation_for_link($1)', [token]));
    expect(sqlState(refused)).toBe('42501');
  });

  test('the users list shows the role of a pending invitation', async () => {
    const email = `${uniqueMarker('pending')}@example.com`;
    const id = await signUp(email, {});
    await invite(email, 'editor');
    const rows = await db.asRole(claimsFor('admin', ids), async (tx) =>
      (await tx.query<{ id: string; invited_role: string | null }>('select id, invited_role from public.admin_list_users()')).rows,
    );
    expect(rows.find((row) => row.id === id)?.invited_role).toBe('editor');
    expect(rows.find((row) => row.id === ids.editor)?.invited_role).toBeNull();
  });
});

describe('a user cannot raise its own role', () => {
  let userId: string;
  let email: string;

  beforeEach(async () => {
    email = `${uniqueMarker('climber')}@example.com`;
    userId = await signUp(email, { full_name: 'Původní jméno' });
  });

  test('may change its own full_name', async () => {
    const error = await attemptAs(db, userClaims(userId, email), (tx) =>
      tx.query('update public.profiles set full_name = $2 where user_id = $1', [userId, 'Nové jméno']),
    );
    expect(error).toBeNull();
    const { rows } = await db.query<{ full_name: string }>('select full_name from public.profiles where user_id = $1', [userId]);
    expect(rows[0]?.full_name).toBe('Nové jméno');
  });

  test('profiles.role cannot be changed, not even together with full_name', async () => {
    for (const statement of [
      "update public.profiles set role = 'admin' where user_id = $1",
      "update public.profiles set role = 'admin', full_name = 'Boss' where user_id = $1",
    ]) {
      const error = await attemptAs(db, userClaims(userId, email), (tx) => tx.query(statement, [userId]));
      expect(sqlState(error)).toBe('42501');
    }
    expect(await rolesOf(userId)).toEqual({ profileRole: 'user', systemRoles: [], isAdmin: false, isStaff: false });
  });

  test('other profile columns are not writable over the API', async () => {
    const error = await attemptAs(db, userClaims(userId, email), (tx) =>
      tx.query('update public.profiles set user_id = $2 where user_id = $1', [userId, ids.admin]),
    );
    expect(sqlState(error)).toBe('42501');
  });

  test('cannot grant itself a system role', async () => {
    for (const role of ['admin', 'editor']) {
      const error = await attemptAs(db, userClaims(userId, email), (tx) =>
        tx.query('insert into public.user_roles (user_id, role) values ($1, $2)', [userId, role]),
      );
      expect(sqlState(error)).toBe('42501');
    }
    expect((await rolesOf(userId)).systemRoles).toEqual([]);
  });

  test('cannot turn a role row it holds into admin', async () => {
    await db.query("insert into public.user_roles (user_id, role) values ($1, 'user')", [userId]);
    const error = await attemptAs(db, userClaims(userId, email), (tx) =>
      tx.query("update public.user_roles set role = 'admin' where user_id = $1", [userId]),
    );
    expect(error === null || sqlState(error) === '42501').toBe(true);
    expect((await rolesOf(userId)).systemRoles).toEqual(['user']);
  });

  test('an editor cannot make itself admin either', async () => {
    const error = await attemptAs(db, claimsFor('editor', ids), (tx) =>
      tx.query("update public.profiles set role = 'admin' where user_id = $1", [ids.editor]),
    );
    expect(sqlState(error)).toBe('42501');
    expect((await rolesOf(ids.editor)).isAdmin).toBe(false);
  });

  test('an admin may change another profile role', async () => {
    const error = await attemptAs(db, claimsFor('admin', ids), (tx) =>
      tx.query("update public.profiles set role = 'admin' where user_id = $1", [userId]),
    );
    expect(error).toBeNull();
    expect((await rolesOf(userId)).isAdmin).toBe(true);
  });
});

describe('admin user RPCs', () => {
  test('admin_list_users lists accounts with e-mail, profile and roles for admins', async () => {
    const { rows } = await db.asRole(claimsFor('admin', ids), (tx) =>
      tx.query<{ id: string; email: string; profile_role: string; roles: string[]; full_name: string }>(
        'select id::text as id, email, profile_role, roles, full_name from public.admin_list_users()',
      ),
    );
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('admin@example.com')).toMatchObject({ id: ids.admin, profile_role: 'admin', roles: ['admin'] });
    expect(byEmail.get('editor@example.com')).toMatchObject({ profile_role: 'user', roles: ['editor'] });
    expect(byEmail.get('user@example.com')).toMatchObject({ profile_role: 'user', roles: [] });
  });

  test('admin_list_users refuses everyone else with 42501', async () => {
    for (const actor of ['anon', 'user', 'editor'] as const) {
      const error = await attemptAs(db, claimsFor(actor, ids), (tx) => tx.query('select * from public.admin_list_users()'));
      expect({ actor, code: sqlState(error) }).toEqual({ actor, code: '42501' });
    }
  });

  test('admin_delete_user deletes a user together with profile and roles', async () => {
    const id = await signUp(`${uniqueMarker('leaving')}@example.com`, { full_name: 'Odcházející' });
    await db.query("insert into public.user_roles (user_id, role) values ($1, 'editor')", [id]);
    const error = await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query('select public.admin_delete_user($1)', [id]));
    expect(error).toBeNull();
    const remaining = await db.query<{ n: number }>(
      `select (select count(*) from auth.users where id = $1)
            + (select count(*) from public.profiles where user_id = $1)
            + (select count(*) from public.user_roles where user_id = $1) as n`,
      [id],
    );
    expect(Number(remaining.rows[0]?.n)).toBe(0);
  });

  test('admin_delete_user refuses to delete an administrator', async () => {
    const email = `${uniqueMarker('other-admin')}@example.com`;
    const id = await signUp(email, {});
    await db.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [id]);
    const error = await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query('select public.admin_delete_user($1)', [id]));
    expect(error?.message).toBe('Administrátora nelze odstranit ze systému.');
    const { rows } = await db.query('select 1 from auth.users where id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  test('admin_delete_user is refused to editors and users', async () => {
    const id = await signUp(`${uniqueMarker('target')}@example.com`, {});
    for (const actor of ['user', 'editor'] as const) {
      const error = await attemptAs(db, claimsFor(actor, ids), (tx) => tx.query('select public.admin_delete_user($1)', [id]));
      expect({ actor, code: sqlState(error) }).toEqual({ actor, code: '42501' });
    }
    const { rows } = await db.query('select 1 from auth.users where id = $1', [id]);
    expect(rows).toHaveLength(1);
  });
});
