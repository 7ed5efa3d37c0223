// Runs PGlite in its own thread. PGlite loads Node built-ins with dynamic import(), which Jest's module
// sandbox rejects; a worker thread is a plain Node realm. It also keeps Postgres off the HTTP thread.
const { parentPort } = require('node:worker_threads');
const { PGlite, protocol } = require('@electric-sql/pglite');
const { pgcrypto } = require('@electric-sql/pglite/contrib/pgcrypto');
const { uuid_ossp } = require('@electric-sql/pglite/contrib/uuid_ossp');

const { serialize } = protocol;
let pg = null;
let persistent = false;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function affectedRowsOf(tag) {
  const count = Number(tag.trim().split(' ').pop());
  return Number.isInteger(count) ? count : undefined;
}

// Steps run as one extended-protocol pipeline ending in Sync; the last described statement's rows return.
async function pipeline(steps) {
  const parts = [];
  for (const step of steps) {
    parts.push(serialize.parse({ text: step.sql }));
    parts.push(serialize.bind({ values: step.params || [] }));
    if (step.describe) parts.push(serialize.describe({ type: 'P' }));
    parts.push(serialize.execute({}));
  }
  parts.push(serialize.sync());
  const { messages } = await pg.execProtocol(concat(parts), { syncToFs: false });
  let fields = null;
  let rows = [];
  let result = { rows: [] };
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = message.fields;
      rows = [];
    } else if (message.name === 'noData') {
      fields = [];
      rows = [];
    } else if (message.name === 'dataRow' && fields) {
      const row = {};
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i];
        const text = message.fields[i];
        const parser = pg.parsers[field.dataTypeID];
        row[field.name] = text === null || text === undefined ? null : parser ? parser(text, field.dataTypeID) : text;
      }
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      if (fields) result = { rows, affectedRows: affectedRowsOf(message.text) };
      fields = null;
    }
  }
  return result;
}

async function simple(sql) {
  await pg.execProtocol(serialize.query(sql), { syncToFs: false });
}

async function sync() {
  if (persistent) await pg.syncToFs();
}

const operations = {
  async open({ dataDir, loadDataDir }) {
    persistent = Boolean(dataDir);
    pg = await PGlite.create({
      dataDir,
      loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
      extensions: { pgcrypto, uuid_ossp },
    });
    // Single-user Postgres ignores `alter database … set search_path`: set the platform's path here.
    await pg.exec(`select pg_catalog.set_config('search_path', '"$user", public, extensions', false)`);
  },
  async pipeline({ steps, sync: shouldSync }) {
    try {
      return await pipeline(steps);
    } finally {
      if (shouldSync) await sync();
    }
  },
  // One implicit transaction: Sync commits it, or rolls it back after an error.
  async pipelineOnce({ steps }) {
    try {
      return await pipeline(steps);
    } finally {
      await sync();
    }
  },
  async simple({ sql, sync: shouldSync }) {
    await simple(sql);
    if (shouldSync) await sync();
  },
  async exec({ sql }) {
    await pg.exec(sql);
  },
  async dump() {
    const blob = await pg.dumpDataDir('gzip');
    return new Uint8Array(await blob.arrayBuffer());
  },
  async close() {
    if (pg) await pg.close();
    pg = null;
  },
};

parentPort.on('message', async ({ id, op, args }) => {
  try {
    const result = await operations[op](args);
    parentPort.postMessage({ id, result });
  } catch (error) {
    const fields = {};
    for (const key of ['code', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'constraint', 'severity']) {
      if (error && error[key] !== undefined) fields[key] = error[key];
    }
    parentPort.postMessage({ id, error: { message: error && error.message ? error.message : String(error), ...fields } });
  }
});
