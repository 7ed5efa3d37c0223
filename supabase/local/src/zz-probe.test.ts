test('probe', async () => {
  const nodeModule = (process as unknown as { getBuiltinModule(n: string): typeof import('node:module') }).getBuiltinModule('node:module');
  const r = nodeModule.createRequire(__filename);
  console.log(await r('/tmp/dyn2.js').go(Promise.resolve(1)).catch((e: Error) => 'ERR ' + e.message));
  console.log(await r('/tmp/dyn2.js').go(new Promise((res) => setTimeout(res, 10))).catch((e: Error) => 'ERR ' + e.message));
  console.log(await r('/tmp/dyn2.js').go2().catch((e: Error) => 'ERR ' + e.message));
}, 60000);
