import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../local/src/contract';
import { formTokenIssuedAgo } from '../../local/src/testing';
import { createAuthUser, deleteAuthUser, uniqueMarker } from './actors';
import type { Operation } from './rls-matrix-doc';

/**
 * One attempt of one operation by one actor on one kind of row.
 * `act` runs inside the actor's transaction; `tookEffect` looks afterwards, as the owner, whether the
 * row was read (select) or really written, so a refused write is proven to have changed nothing.
 */
export interface Probe {
  act(tx: Tx): Promise<void>;
  tookEffect(): Promise<boolean>;
  cleanup(): Promise<void>;
}

export interface Subject {
  /** Kinds of rows the conditions of docs/rls-matrix.md tell apart (e.g. published vs draft). */
  variants: readonly string[];
  prepare(db: Db, operation: Operation, variant: string, actorId: string | undefined): Promise<Probe>;
}

async function countOf(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(`select count(*)::int as n from (${sql}) as probe`, params);
  return Number(rows[0]?.n ?? 0);
}

function placeholders(count: number, offset = 0): string {
  return Array.from({ length: count }, (_, index) => `$${index + offset + 1}`).join(', ');
}

/** A table keyed by `id` whose rows a probe can create from a marker. */
function rowTable(config: {
  table: string;
  /** A row of each variant; it may ask the database for values (a signed form token). */
  rows: Record<string, (marker: string, db: Db) => Record<string, unknown> | Promise<Record<string, unknown>>>;
  markerColumn: string;
  change: { column: string; to: (marker: string) => string };
}): Subject {
  const { table, markerColumn, change } = config;
  return {
    variants: Object.keys(config.rows),
    async prepare(db, operation, variant) {
      const marker = uniqueMarker('matrix');
      const makeRow = config.rows[variant];
      if (!makeRow) throw new Error(`${table} has no variant ${variant}`);
      const row = await makeRow(marker, db);
      const columns = Object.keys(row);
      const values = Object.values(row);
      const insertSql = `insert into ${table} (${columns.join(', ')}) values (${placeholders(columns.length)})`;
      const cleanup = async (): Promise<void> => {
        await db.query(`delete from ${table} where ${markerColumn} = $1 or ${markerColumn} = $2`, [
          String(row[markerColumn]),
          change.column === markerColumn ? change.to(marker) : String(row[markerColumn]),
        ]);
      };

      if (operation === 'insert') {
        return {
          act: async (tx) => {
            await tx.query(insertSql, values);
          },
          tookEffect: async () => (await countOf(db, `select 1 from ${table} where ${markerColumn} = $1`, [row[markerColumn]])) === 1,
          cleanup,
        };
      }

      const inserted = await db.query<{ id: string }>(`${insertSql} returning id::text as id`, values);
      const id = inserted.rows[0]?.id;
      if (!id) throw new Error(`Could not create a ${table} fixture`);
      let visible = false;

      if (operation === 'select') {
        return {
          act: async (tx) => {
            visible = (await tx.query(`select id from ${table} where id = $1`, [id])).rows.length === 1;
          },
          tookEffect: async () => visible,
          cleanup,
        };
      }
      if (operation === 'update') {
        const target = change.to(marker);
        return {
          act: async (tx) => {
            await tx.query(`update ${table} set ${change.column} = $2 where id = $1`, [id, target]);
          },
          tookEffect: async () =>
            (await countOf(db, `select 1 from ${table} where id = $1 and ${change.column}::text = $2`, [id, target])) === 1,
          cleanup,
        };
      }
      return {
        act: async (tx) => {
          await tx.query(`delete from ${table} where id = $1`, [id]);
        },
        tookEffect: async () => (await countOf(db, `select 1 from ${table} where id = $1`, [id])) === 0,
        cleanup,
      };
    },
  };
}

/** The per-client form limits are not what the matrix probes: each probe starts with none counted. */
async function forgetFormSubmissions(db: Db): Promise<void> {
  await db.query('delete from private.throttle_hits');
}

/** Keyed by its text, not an id. */
const consentVersions: Subject = {
  variants: ['any'],
  async prepare(db, operation) {
    const version = uniqueMarker('consent');
    const exists = async (value: string) => (await countOf(db, 'select 1 from public.newsletter_consent_versions where version = $1', [value])) === 1;
    const cleanup = async () => {
      await db.query('delete from public.newsletter_consent_versions where version in ($1, $2)', [version, `changed-${version}`]);
    };
    if (operation === 'insert') {
      return { act: async (tx) => void (await tx.query('insert into public.newsletter_consent_versions (version) values ($1)', [version])), tookEffect: () => exists(version), cleanup };
    }
    await db.query('insert into public.newsletter_consent_versions (version) values ($1)', [version]);
    if (operation === 'select') {
      let visible = false;
      return {
        act: async (tx) => {
          visible = (await tx.query('select 1 from public.newsletter_consent_versions where version = $1', [version])).rows.length === 1;
        },
        tookEffect: async () => visible,
        cleanup,
      };
    }
    if (operation === 'update') {
      return {
        act: async (tx) => void (await tx.query('update public.newsletter_consent_versions set version = $2 where version = $1', [version, `changed-${version}`])),
        tookEffect: () => exists(`changed-${version}`),
        cleanup,
      };
    }
    return {
      act: async (tx) => void (await tx.query('delete from public.newsletter_consent_versions where version = $1', [version])),
      tookEffect: async () => !(await exists(version)),
      cleanup,
    };
  },
};

/** Old slugs belong to a post: each probe creates its post (public or draft) and a redirect row of it. */
const slugRedirects: Subject = {
  variants: ['public-post', 'draft-post'],
  async prepare(db, operation, variant, actorId) {
    const { rows } = await db.query<{ id: string }>(
      "insert into public.blog_posts (title_cs, slug_cs, published) values ('Matrix redirect', $1, $2) returning id::text as id",
      [uniqueMarker('redirected'), variant === 'public-post'],
    );
    const postId = rows[0]?.id;
    if (!postId) throw new Error('Could not create a blog post for a redirect');
    const redirects = rowTable({
      table: 'public.blog_post_slug_redirects',
      rows: { [variant]: (marker) => ({ post_id: postId, locale: 'cs', old_slug: marker }) },
      markerColumn: 'old_slug',
      change: { column: 'old_slug', to: (marker) => `changed-${marker}` },
    });
    const probe = await redirects.prepare(db, operation, variant, actorId);
    return {
      ...probe,
      cleanup: async () => {
        await probe.cleanup();
        await db.query('delete from public.blog_posts where id = $1', [postId]);
      },
    };
  },
};

/** Someone whose rows the probe can touch: the actor itself (own) or a throwaway account (other). */
async function targetUser(
  db: Db,
  variant: string,
  actorId: string | undefined,
): Promise<{ userId: string; dispose(): Promise<void> }> {
  if (variant === 'own' && actorId) return { userId: actorId, dispose: async () => undefined };
  const userId = await createAuthUser(db, { email: `${uniqueMarker('other')}@example.com` });
  return { userId, dispose: () => deleteAuthUser(db, userId) };
}

const profiles: Subject = {
  variants: ['own', 'other'],
  async prepare(db, operation, variant, actorId) {
    const target = await targetUser(db, variant, actorId);
    const marker = uniqueMarker('name');
    const saved = await db.query<{ row: unknown }>(
      'select row_to_json(p)::text as row from public.profiles p where p.user_id = $1',
      [target.userId],
    );
    const savedRow = saved.rows[0]?.row;
    const cleanup = async (): Promise<void> => {
      await db.query('delete from public.profiles where user_id = $1', [target.userId]);
      if (savedRow) {
        await db.query('insert into public.profiles select * from json_populate_record(null::public.profiles, $1::json)', [savedRow]);
      }
      await target.dispose();
    };
    const profileWithMarker = async (): Promise<boolean> =>
      (await countOf(db, 'select 1 from public.profiles where user_id = $1 and full_name = $2', [target.userId, marker])) === 1;

    if (operation === 'insert') {
      await db.query('delete from public.profiles where user_id = $1', [target.userId]);
      return {
        act: async (tx) => {
          await tx.query('insert into public.profiles (user_id, full_name) values ($1, $2)', [target.userId, marker]);
        },
        tookEffect: profileWithMarker,
        cleanup,
      };
    }
    let visible = false;
    if (operation === 'select') {
      return {
        act: async (tx) => {
          visible = (await tx.query('select id from public.profiles where user_id = $1', [target.userId])).rows.length === 1;
        },
        tookEffect: async () => visible,
        cleanup,
      };
    }
    if (operation === 'update') {
      return {
        act: async (tx) => {
          await tx.query('update public.profiles set full_name = $2 where user_id = $1', [target.userId, marker]);
        },
        tookEffect: profileWithMarker,
        cleanup,
      };
    }
    return {
      act: async (tx) => {
        await tx.query('delete from public.profiles where user_id = $1', [target.userId]);
      },
      tookEffect: async () => (await countOf(db, 'select 1 from public.profiles where user_id = $1', [target.userId])) === 0,
      cleanup,
    };
  },
};

/** The probe works on a 'user' role row, which no demo account holds, so cleanup never removes a real role. */
const userRoles: Subject = {
  variants: ['own', 'other'],
  async prepare(db, operation, variant, actorId) {
    const target = await targetUser(db, variant, actorId);
    const fixture: { id?: string } = {};
    const cleanup = async (): Promise<void> => {
      await db.query("delete from public.user_roles where (user_id = $1 and role = 'user') or id::text = $2", [
        target.userId,
        fixture.id ?? '',
      ]);
      await target.dispose();
    };

    if (operation === 'insert') {
      return {
        act: async (tx) => {
          await tx.query("insert into public.user_roles (user_id, role) values ($1, 'user')", [target.userId]);
        },
        tookEffect: async () =>
          (await countOf(db, "select 1 from public.user_roles where user_id = $1 and role = 'user'", [target.userId])) === 1,
        cleanup,
      };
    }
    const inserted = await db.query<{ id: string }>(
      "insert into public.user_roles (user_id, role) values ($1, 'user') returning id::text as id",
      [target.userId],
    );
    const id = inserted.rows[0]?.id;
    fixture.id = id;
    let visible = false;
    if (operation === 'select') {
      return {
        act: async (tx) => {
          visible = (await tx.query('select id from public.user_roles where id = $1', [id])).rows.length === 1;
        },
        tookEffect: async () => visible,
        cleanup,
      };
    }
    if (operation === 'update') {
      return {
        act: async (tx) => {
          await tx.query("update public.user_roles set role = 'editor' where id = $1", [id]);
        },
        tookEffect: async () => (await countOf(db, "select 1 from public.user_roles where id = $1 and role = 'editor'", [id])) === 1,
        cleanup,
      };
    }
    return {
      act: async (tx) => {
        await tx.query('delete from public.user_roles where id = $1', [id]);
      },
      tookEffect: async () => (await countOf(db, 'select 1 from public.user_roles where id = $1', [id])) === 0,
      cleanup,
    };
  },
};

const siteSettings: Subject = {
  variants: ['contact_info', 'maintenance_mode', 'other_key'],
  async prepare(db, operation, variant) {
    const marker = uniqueMarker('setting');
    const key = variant === 'other_key' ? `matrix_${marker.replace(/-/g, '_')}` : variant;
    const saved = await db.query<{ value: string }>(
      'select setting_value::text as value from public.site_settings where setting_key = $1',
      [key],
    );
    const savedValue = saved.rows[0]?.value;
    const cleanup = async (): Promise<void> => {
      await db.query('delete from public.site_settings where setting_key = $1', [key]);
      if (savedValue !== undefined) {
        await db.query('insert into public.site_settings (setting_key, setting_value) values ($1, $2::jsonb)', [key, savedValue]);
      }
    };
    const markerWritten = async (): Promise<boolean> =>
      (await countOf(db, "select 1 from public.site_settings where setting_key = $1 and setting_value ->> 'matrix' = $2", [
        key,
        marker,
      ])) === 1;

    if (operation === 'insert') {
      await db.query('delete from public.site_settings where setting_key = $1', [key]);
      return {
        act: async (tx) => {
          await tx.query("insert into public.site_settings (setting_key, setting_value) values ($1, jsonb_build_object('matrix', $2::text))", [
            key,
            marker,
          ]);
        },
        tookEffect: markerWritten,
        cleanup,
      };
    }
    if (savedValue === undefined) {
      await db.query("insert into public.site_settings (setting_key, setting_value) values ($1, '{}'::jsonb)", [key]);
    }
    let visible = false;
    if (operation === 'select') {
      return {
        act: async (tx) => {
          visible = (await tx.query('select setting_key from public.site_settings where setting_key = $1', [key])).rows.length === 1;
        },
        tookEffect: async () => visible,
        cleanup,
      };
    }
    if (operation === 'update') {
      return {
        act: async (tx) => {
          await tx.query(
            "update public.site_settings set setting_value = setting_value || jsonb_build_object('matrix', $2::text) where setting_key = $1",
            [key, marker],
          );
        },
        tookEffect: markerWritten,
        cleanup,
      };
    }
    return {
      act: async (tx) => {
        await tx.query('delete from public.site_settings where setting_key = $1', [key]);
      },
      tookEffect: async () => (await countOf(db, 'select 1 from public.site_settings where setting_key = $1', [key])) === 0,
      cleanup,
    };
  },
};

/**
 * The view of deleted content: each probe deletes a module of its own (as the owner, so its deletion
 * revision exists) and tries to read, add, change or remove that deletion through the view.
 */
const deletedContentRecords: Subject = {
  variants: ['deleted'],
  async prepare(db, operation) {
    const marker = uniqueMarker('matrix');
    const { rows } = await db.query<{ id: string }>(
      "insert into public.modules (name_cs, description_cs) values ($1, 'Matrix module') returning id::text as id",
      [marker],
    );
    const recordId = rows[0]?.id;
    if (!recordId) throw new Error('Could not create a module to delete');
    await db.query('delete from public.modules where id = $1', [recordId]);
    const insertedId = randomUUID();
    const cleanup = async (): Promise<void> => {
      await db.query('delete from public.content_revisions where record_id = $1 or record_id = $2', [recordId, insertedId]);
    };

    if (operation === 'select') {
      let visible = false;
      return {
        act: async (tx) => {
          visible = (await tx.query('select revision_id from public.deleted_content_records where record_id = $1', [recordId])).rows.length === 1;
        },
        tookEffect: async () => visible,
        cleanup,
      };
    }
    if (operation === 'insert') {
      return {
        act: async (tx) => {
          await tx.query("insert into public.deleted_content_records (table_name, record_id, actor_name) values ('modules', $1, $2)", [insertedId, marker]);
        },
        tookEffect: async () => (await countOf(db, 'select 1 from public.content_revisions where record_id = $1', [insertedId])) === 1,
        cleanup,
      };
    }
    if (operation === 'update') {
      return {
        act: async (tx) => {
          await tx.query('update public.deleted_content_records set actor_name = $2 where record_id = $1', [recordId, marker]);
        },
        tookEffect: async () => (await countOf(db, 'select 1 from public.content_revisions where record_id = $1 and actor_name = $2', [recordId, marker])) === 1,
        cleanup,
      };
    }
    return {
      act: async (tx) => {
        await tx.query('delete from public.deleted_content_records where record_id = $1', [recordId]);
      },
      tookEffect: async () => (await countOf(db, "select 1 from public.content_revisions where record_id = $1 and operation = 'delete'", [recordId])) === 0,
      cleanup,
    };
  },
};

/** Keyed by the table name as docs/rls-matrix.md writes it. */
export const SUBJECTS: Record<string, Subject> = {
  blog_posts: rowTable({
    table: 'public.blog_posts',
    rows: {
      published: (marker) => ({ title_cs: 'Matrix post', slug_cs: marker, published: true }),
      draft: (marker) => ({ title_cs: 'Matrix draft', slug_cs: marker, published: false }),
      scheduled: (marker) => ({ title_cs: 'Matrix scheduled', slug_cs: marker, published: true, publish_at: new Date(Date.now() + 3_600_000).toISOString() }),
    },
    markerColumn: 'slug_cs',
    change: { column: 'title_cs', to: (marker) => `changed ${marker}` },
  }),
  blog_post_slug_redirects: slugRedirects,
  content_revisions: rowTable({
    table: 'public.content_revisions',
    rows: {
      any: (marker) => ({ table_name: 'modules', record_id: randomUUID(), operation: 'update', snapshot: '{}', actor_name: marker }),
    },
    markerColumn: 'actor_name',
    change: { column: 'actor_name', to: (marker) => `changed ${marker}` },
  }),
  deleted_content_records: deletedContentRecords,
  modules: rowTable({
    table: 'public.modules',
    rows: {
      active: (marker) => ({ name_cs: marker, description_cs: 'Matrix module', active: true }),
      inactive: (marker) => ({ name_cs: marker, description_cs: 'Matrix module', active: false }),
    },
    markerColumn: 'name_cs',
    change: { column: 'description_cs', to: (marker) => `changed ${marker}` },
  }),
  references: rowTable({
    table: 'public."references"',
    rows: { any: (marker) => ({ company_name: marker, title_cs: 'Matrix reference' }) },
    markerColumn: 'company_name',
    change: { column: 'title_cs', to: (marker) => `changed ${marker}` },
  }),
  pricing_plans: rowTable({
    table: 'public.pricing_plans',
    rows: {
      active: (marker) => ({ name_cs: marker, active: true }),
      inactive: (marker) => ({ name_cs: marker, active: false }),
    },
    markerColumn: 'name_cs',
    change: { column: 'description_cs', to: (marker) => `changed ${marker}` },
  }),
  profiles,
  user_roles: userRoles,
  invitations: rowTable({
    table: 'public.invitations',
    rows: { any: (marker) => ({ email: `${marker}@example.com`, role: 'editor' }) },
    markerColumn: 'email',
    change: { column: 'role', to: () => 'user' },
  }),
  site_settings: siteSettings,
  contact_enquiries: rowTable({
    table: 'public.contact_enquiries',
    rows: {
      any: async (marker, db) => {
        await forgetFormSubmissions(db);
        return { name: 'Matrix Tester', email: 'tester@example.com', message: marker, gdpr_consent: true };
      },
    },
    markerColumn: 'message',
    change: { column: 'handled', to: () => 'true' },
  }),
  newsletter_subscribers: rowTable({
    table: 'public.newsletter_subscribers',
    rows: {
      'with a form token': async (marker, db) => {
        await forgetFormSubmissions(db);
        return { email: `${marker}@example.com`, form_token: await formTokenIssuedAgo(db, 5) };
      },
    },
    markerColumn: 'email',
    change: { column: 'email', to: (marker) => `changed-${marker}@example.com` },
  }),
  mail_outbox: rowTable({
    table: 'public.mail_outbox',
    rows: { any: (marker) => ({ kind: 'enquiry_notification', recipient: `${marker}@example.com` }) },
    markerColumn: 'recipient',
    change: { column: 'status', to: () => 'sent' },
  }),
  newsletter_consent_versions: consentVersions,
  personal_data_erasures: rowTable({
    table: 'public.personal_data_erasures',
    rows: { any: (marker) => ({ erased_by_email: `${marker}@example.com` }) },
    markerColumn: 'erased_by_email',
    change: { column: 'enquiries', to: () => '7' },
  }),
  media_assets: rowTable({
    table: 'public.media_assets',
    rows: {
      any: (marker) => ({ path: `${marker}.png`, file_name: `${marker}.png`, mime_type: 'image/png', size_bytes: 100, width: 10, height: 10, alt_cs: 'Matrix image' }),
    },
    markerColumn: 'path',
    change: { column: 'alt_cs', to: (marker) => `changed ${marker}` },
  }),
  storage_image_variants: rowTable({
    table: 'public.storage_image_variants',
    rows: { any: (marker) => ({ bucket_id: 'module-images', path: `${marker}.png` }) },
    markerColumn: 'path',
    change: { column: 'variants_status', to: () => 'ready' },
  }),
  'storage.objects (bucket `media`)': rowTable({
    table: 'storage.objects',
    rows: {
      image: (marker) => ({ bucket_id: 'media', name: `${marker}.png` }),
      other: (marker) => ({ bucket_id: 'media', name: `${marker}.svg` }),
    },
    markerColumn: 'name',
    change: { column: 'name', to: (marker) => `${marker}-renamed.png` },
  }),
  'storage.objects (bucket `module-images`)': rowTable({
    table: 'storage.objects',
    rows: { any: (marker) => ({ bucket_id: 'module-images', name: `${marker}.png` }) },
    markerColumn: 'name',
    change: { column: 'name', to: (marker) => `${marker}-renamed.png` },
  }),
};

/**
 * What each cell text of docs/rls-matrix.md means: the variants on which the operation is allowed.
 * A cell text not listed here fails the test, so the document cannot drift into words nobody checks.
 */
export const CELL_MEANINGS: Record<string, (variant: string) => boolean> = {
  all: () => true,
  '—': () => false,
  '`published`, when due': (variant) => variant === 'published',
  'all (drafts and scheduled too)': () => true,
  'of a public post': (variant) => variant === 'public-post',
  '`active`': (variant) => variant === 'active',
  'own row': (variant) => variant === 'own',
  'own rows': (variant) => variant === 'own',
  'own row, `full_name` only': (variant) => variant === 'own',
  'all (the sign-up trigger creates profiles)': () => true,
  'all (`full_name`, `role`)': () => true,
  "`setting_key = 'contact_info'`": (variant) => variant === 'contact_info',
  'all (incl. `maintenance_mode`)': () => true,
  'with `gdpr_consent`': () => true,
  'all, `handled`, `read_at` and `is_spam` only': () => true,
  'with a form token': (variant) => variant === 'with a form token',
  'all (not `secret`)': () => true,
  'all, alt texts only': () => true,
  'image file names': (variant) => variant === 'image',
};
