import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Actor } from './actors';

export type Operation = 'select' | 'insert' | 'update' | 'delete';
const OPERATIONS: readonly string[] = ['select', 'insert', 'update', 'delete'];

export interface MatrixRow {
  table: string;
  operation: Operation;
  cells: Record<Actor, string>;
}

export const RLS_MATRIX_PATH = path.resolve(__dirname, '../../../docs/rls-matrix.md');

/** Every `| table | operation | anon | user | editor | admin |` row of docs/rls-matrix.md. */
export function readRlsMatrix(markdown = readFileSync(RLS_MATRIX_PATH, 'utf8')): MatrixRow[] {
  const rows: MatrixRow[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [table, operation, anon, user, editor, admin] = cells;
    if (cells.length !== 6 || !table || !operation || !OPERATIONS.includes(operation)) continue;
    if (anon === undefined || user === undefined || editor === undefined || admin === undefined) continue;
    rows.push({ table, operation: operation as Operation, cells: { anon, user, editor, admin } });
  }
  return rows;
}
