test('probe', async () => {
  const nodeModule = (process as unknown as { getBuiltinModule(n: string): typeof import('node:module') }).getBuiltinModule('node:module');
  const r = nodeModule.createRequire(__filename);
  const { PGlite } = r('@electric-sql/pglite');
  try { const db = await PGlite.create(); console.log((await db.query('select 1 x')).rows); await db.close(); } catch (e) { console.log('ERR', (e as Error).stack); }
}, 60000);
