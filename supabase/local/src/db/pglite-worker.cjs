// Runs PGlite in its own thread. PGlite loads Node built-ins with dynamic import(), which Jest's module
// sandbox rejects; a worker thread is a plain Node realm. It also keeps Postgres off the HTTP thread.
const { parentPort } = require('node:worker_threads');
const { PGlite, protocol } = require('@electric-sql/pglite');
const { pgcrypto } = require('@electric-sql/pglite/contrib/pgcrypto');
const { uuid_ossp } = require('@electric-sql/pglite/contrib/uuid_ossp');
const { unaccent } = require('@electric-sql/pglite/contrib/unaccent');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const { fuzzystrmatch } = require('@electric-sql/pglite/contrib/fuzzystrmatch');

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

// Statements run with a `cacheAs` tag are prepared once under a name and then only bound: PostgreSQL skips
// parsing and reuses the plan. The plan cache re-checks role, row_security and search_path on every
// execution, so row-level security still applies as the running role; the tag (the role) keeps one
// statement per role so plans do not flip between roles.
const PREPARED_LIMIT = 256;
const prepared = new Map();
const unusedNames = [];
let preparedCount = 0;

function forgetPrepared() {
  prepared.clear();
  unusedNames.length = 0;
}

function forgetStatement(key) {
  const name = prepared.get(key);
  if (name === undefined) return;
  prepared.delete(key);
  unusedNames.push(name);
}

function preparedStatementName(key) {
  const name = prepared.get(key);
  if (name === undefined) return undefined;
  prepared.delete(key);
  prepared.set(key, name);
  return name;
}

async function prepareMissing(steps) {
  const parts = [];
  const created = [];
  for (const step of steps) {
    if (step.cacheAs === undefined) continue;
    const key = `${step.cacheAs}\0${step.sql}`;
    if (prepared.has(key) || created.some((entry) => entry.key === key)) continue;
    const name = `local_${++preparedCount}`;
    parts.push(serialize.parse({ name, text: step.sql }));
    created.push({ key, name });
  }
  if (created.length === 0) return;
  while (prepared.size + created.length > PREPARED_LIMIT) {
    const [oldestKey, oldestName] = prepared.entries().next().value;
    prepared.delete(oldestKey);
    unusedNames.push(oldestName);
  }
  const closing = unusedNames.splice(0).map((name) => serialize.close({ type: 'S', name }));
  await pg.execProtocol(concat([...closing, ...parts, serialize.sync()]), { syncToFs: false });
  for (const { key, name } of created) prepared.set(key, name);
}

// Frontend messages for the hot path, written straight into one buffer (text parameters, text results).
class MessageWriter {
  constructor() {
    this.buffer = Buffer.allocUnsafe(1024);
    this.length = 0;
  }
  reserve(size) {
    if (this.length + size <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + size));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
  begin(type) {
    this.reserve(5);
    this.buffer[this.length] = type.charCodeAt(0);
    const start = this.length + 1;
    this.length += 5;
    return start;
  }
  end(start) {
    this.buffer.writeInt32BE(this.length - start, start);
  }
  int16(value) {
    this.reserve(2);
    this.length = this.buffer.writeInt16BE(value, this.length);
  }
  int32(value) {
    this.reserve(4);
    this.length = this.buffer.writeInt32BE(value, this.length);
  }
  cstring(text) {
    const size = Buffer.byteLength(text);
    this.reserve(size + 1);
    this.length += this.buffer.write(text, this.length);
    this.buffer[this.length++] = 0;
  }
  parse(name, sql) {
    const start = this.begin('P');
    this.cstring(name);
    this.cstring(sql);
    this.int16(0);
    this.end(start);
  }
  bind(name, values) {
    const start = this.begin('B');
    this.cstring('');
    this.cstring(name);
    this.int16(0);
    this.int16(values.length);
    for (const value of values) {
      if (value === null || value === undefined) {
        this.int32(-1);
        continue;
      }
      const size = Buffer.byteLength(value);
      this.int32(size);
      this.reserve(size);
      this.length += this.buffer.write(value, this.length);
    }
    this.int16(0);
    this.end(start);
  }
  describePortal() {
    const start = this.begin('D');
    this.reserve(2);
    this.buffer[this.length++] = 0x50;
    this.buffer[this.length++] = 0;
    this.end(start);
  }
  execute() {
    const start = this.begin('E');
    this.cstring('');
    this.int32(0);
    this.end(start);
  }
  sync() {
    this.end(this.begin('S'));
  }
  bytes() {
    return new Uint8Array(this.buffer.buffer, this.buffer.byteOffset, this.length);
  }
}

const ERROR_FIELDS = { S: 'severity', V: 'severity', C: 'code', M: 'message', D: 'detail', H: 'hint', P: 'position', W: 'where', s: 'schema', t: 'table', c: 'column', d: 'dataType', n: 'constraint' };

function errorFrom(data, offset, end) {
  const fields = {};
  while (offset < end && data[offset] !== 0) {
    const code = String.fromCharCode(data[offset]);
    const stop = data.indexOf(0, offset + 1);
    const name = ERROR_FIELDS[code];
    if (name && (code !== 'V' || fields.severity === undefined)) fields[name] = data.toString('utf8', offset + 1, stop);
    offset = stop + 1;
  }
  return Object.assign(new Error(fields.message || 'database error'), fields);
}

// Runs the frontend messages and reads the backend's answer itself: PGlite's own parser would build an
// object per message that is thrown away at once.
function run(message, utf8Columns) {
  const chunks = [];
  pg.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
  });
  const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  let fields = null;
  let rows = [];
  let result = { rows: [] };
  let failure = null;
  let offset = 0;
  while (offset + 5 <= data.length) {
    const type = data[offset];
    const end = offset + 1 + data.readInt32BE(offset + 1);
    let at = offset + 5;
    switch (type) {
      case 0x54: {
        // RowDescription: name, table oid, column number, type oid, size, modifier, format.
        const count = data.readInt16BE(at);
        at += 2;
        fields = new Array(count);
        for (let i = 0; i < count; i++) {
          const stop = data.indexOf(0, at);
          const name = data.toString('utf8', at, stop);
          const typeId = data.readInt32BE(stop + 7);
          fields[i] = { name, parser: pg.parsers[typeId], typeId, bytes: utf8Columns !== undefined && utf8Columns.includes(name) };
          at = stop + 19;
        }
        rows = [];
        break;
      }
      case 0x6e:
        fields = [];
        rows = [];
        break;
      case 0x44: {
        if (!fields) break;
        const count = data.readInt16BE(at);
        at += 2;
        const row = {};
        for (let i = 0; i < count; i++) {
          const size = data.readInt32BE(at);
          at += 4;
          const field = fields[i];
          if (size < 0) {
            row[field.name] = null;
            continue;
          }
          if (field.bytes) {
            const bytes = new Uint8Array(size);
            bytes.set(data.subarray(at, at + size));
            transfers.push(bytes.buffer);
            row[field.name] = bytes;
            at += size;
            continue;
          }
          const text = data.toString('utf8', at, at + size);
          at += size;
          row[field.name] = field.parser ? field.parser(text, field.typeId) : text;
        }
        rows.push(row);
        break;
      }
      case 0x43:
        if (fields) result = { rows, affectedRows: affectedRowsOf(data.toString('utf8', at, end - 1)) };
        fields = null;
        break;
      case 0x45:
        failure ??= errorFrom(data, at, end);
        break;
      default:
        break;
    }
    offset = end;
  }
  if (failure) throw failure;
  return result;
}

// Buffers handed to the main thread by moving them; filled while reading, taken by the reply.
let transfers = [];

// Steps run as one extended-protocol pipeline ending in Sync; the last described statement's rows return.
async function pipeline(steps) {
  await prepareMissing(steps);
  const writer = new MessageWriter();
  for (const step of steps) {
    const name = step.cacheAs === undefined ? undefined : preparedStatementName(`${step.cacheAs}\0${step.sql}`);
    if (name === undefined) writer.parse('', step.sql);
    writer.bind(name ?? '', step.params || []);
    if (step.describe) writer.describePortal();
    writer.execute();
  }
  writer.sync();
  const last = steps[steps.length - 1];
  try {
    return run(writer.bytes(), last && last.utf8Columns);
  } catch (error) {
    // Someone ran DEALLOCATE ALL or DISCARD ALL: prepare again from the next call on.
    if (error && error.code === '26000') forgetPrepared();
    throw error;
  }
}

async function simple(sql) {
  await pg.execProtocol(serialize.query(sql), { syncToFs: false });
}

async function sync() {
  if (persistent) await pg.syncToFs();
}

async function runOnce(steps) {
  try {
    return await pipeline(steps);
  } catch (error) {
    // A schema change altered what a prepared `select *` returns. Nothing of this implicit transaction
    // remains after the error, so run it once more with freshly prepared statements.
    if (!(error && error.code === '0A000' && /cached plan must not change result type/.test(error.message))) throw error;
    for (const step of steps) if (step.cacheAs !== undefined) forgetStatement(`${step.cacheAs}\0${step.sql}`);
    return await pipeline(steps);
  }
}

function errorFields(error) {
  const fields = {};
  for (const key of ['code', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'constraint', 'severity']) {
    if (error && error[key] !== undefined) fields[key] = error[key];
  }
  return { message: error && error.message ? error.message : String(error), ...fields };
}

const operations = {
  async open({ dataDir, loadDataDir }) {
    persistent = Boolean(dataDir);
    pg = await PGlite.create({
      dataDir,
      loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
      extensions: { pgcrypto, uuid_ossp, unaccent, pg_trgm, fuzzystrmatch },
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
      return await runOnce(steps);
    } finally {
      await sync();
    }
  },
  // Several requests' statements, each its own implicit transaction as in pipelineOnce, answered together
  // after one sync: an acknowledged write is on disk, and a busy worker gets one message per batch.
  async pipelineBatch({ calls }) {
    const outcomes = [];
    try {
      for (const steps of calls) {
        try {
          outcomes.push({ result: await runOnce(steps) });
        } catch (error) {
          outcomes.push({ error: errorFields(error) });
        }
      }
    } finally {
      await sync();
    }
    return outcomes;
  },
  async simple({ sql, sync: shouldSync }) {
    await simple(sql);
    if (shouldSync) await sync();
  },
  async exec({ sql }) {
    if (/\b(deallocate|discard)\b/i.test(sql)) forgetPrepared();
    await pg.exec(sql);
  },
  // Uncompressed: every test and every start loads the snapshot, and inflating it cost more than reading
  // the larger file.
  async dump() {
    const blob = await pg.dumpDataDir('none');
    return new Uint8Array(await blob.arrayBuffer());
  },
  async close() {
    if (pg) await pg.close();
    pg = null;
  },
};

async function answer({ id, op, args }) {
  try {
    transfers = [];
    const result = await operations[op](args);
    parentPort.postMessage({ id, result }, transfers);
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
}

// The main thread may post the next request before this one is answered: strictly one at a time, in order.
let tail = Promise.resolve();
parentPort.on('message', (message) => {
  tail = tail.then(() => answer(message));
});
