test('probe', async () => {
  const nodeModule = (process as unknown as { getBuiltinModule(n: string): typeof import('node:module') }).getBuiltinModule('node:module');
  const r = nodeModule.createRequire(__filename);
  console.log(await r('/tmp/dyn.js').go().catch((e: Error) => 'ERR ' + e.message));
  const p = r('@electric-sql/pglite');
  console.log(r.resolve('@electric-sql/pglite'), Object.keys(p).slice(0, 5));
}, 60000);
