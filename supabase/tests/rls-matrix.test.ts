import { startTestBackend } from '../local/src/testing';
import { ACTORS, type Actor, type ActorIds, attemptAs, claimsFor, loadDemoUserIds } from './support/actors';
import { CELL_MEANINGS, SUBJECTS } from './support/matrix-subjects';
import { readRlsMatrix } from './support/rls-matrix-doc';

// docs/rls-matrix.md is the data table: every cell becomes one test per kind of row the cell's
// condition tells apart, so the document and the policies cannot disagree unnoticed.
const matrix = readRlsMatrix();

interface MatrixCase {
  title: string;
  table: string;
  operation: (typeof matrix)[number]['operation'];
  variant: string;
  actor: Actor;
  cell: string;
}

const cases: MatrixCase[] = matrix.flatMap((row) => {
  const subject = SUBJECTS[row.table];
  const variants = subject?.variants ?? ['(no subject)'];
  return variants.flatMap((variant) =>
    ACTORS.map((actor) => ({
      title: `${row.table} · ${row.operation} · ${variant} row · ${actor} · "${row.cells[actor]}"`,
      table: row.table,
      operation: row.operation,
      variant,
      actor,
      cell: row.cells[actor],
    })),
  );
});

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let ids: ActorIds;

beforeAll(async () => {
  backend = await startTestBackend();
  ids = await loadDemoUserIds(backend.db);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('docs/rls-matrix.md', () => {
  test('covers every table in public with all four operations', async () => {
    const { rows } = await backend.db.query<{ name: string }>(
      "select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1",
    );
    const documented = new Set(matrix.map((row) => `${row.table}:${row.operation}`));
    const missing = rows.flatMap(({ name }) =>
      ['select', 'insert', 'update', 'delete'].filter((operation) => !documented.has(`${name}:${operation}`)).map((operation) => `${name}:${operation}`),
    );
    expect(missing).toEqual([]);
    expect(documented.has('storage.objects (bucket `module-images`):insert')).toBe(true);
  });

  test('every documented table has a probe and every cell a known meaning', () => {
    expect(matrix.length).toBeGreaterThanOrEqual(44);
    expect(matrix.map((row) => row.table).filter((table) => !SUBJECTS[table])).toEqual([]);
    const cells = matrix.flatMap((row) => ACTORS.map((actor) => row.cells[actor]));
    expect(cells.filter((cell) => !CELL_MEANINGS[cell])).toEqual([]);
  });
});

describe('row-level security matches docs/rls-matrix.md', () => {
  test.each(cases)('$title', async ({ table, operation, variant, actor, cell }) => {
    const subject = SUBJECTS[table];
    const meaning = CELL_MEANINGS[cell];
    if (!subject || !meaning) throw new Error(`No probe or meaning for ${table} / "${cell}"`);
    const expected = meaning(variant) ? 'allowed' : 'denied';

    const actorId = actor === 'anon' ? undefined : ids[actor];
    const probe = await subject.prepare(backend.db, operation, variant, actorId);
    try {
      const error = await attemptAs(backend.db, claimsFor(actor, ids), (tx) => probe.act(tx));
      const outcome = (await probe.tookEffect()) ? 'allowed' : 'denied';
      if (expected === 'allowed') {
        expect({ outcome, error: error?.message }).toEqual({ outcome: 'allowed', error: undefined });
      } else {
        expect(outcome).toBe('denied');
      }
    } finally {
      await probe.cleanup();
    }
  });
});
