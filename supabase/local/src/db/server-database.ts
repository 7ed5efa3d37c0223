import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a uniquely named database on the server `adminUrl` points at, empty or a copy of the database
 * `template` (which no session may be connected to); `drop` removes it.
 */
export async function createServerDatabase(adminUrl: string, prefix = 'local_test', template?: string): Promise<ServerDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
