import fs from 'node:fs';
import { createSnapshotDb } from './db/snapshot';
import { databaseTypesFile } from './paths';
import { generateDatabaseTypes } from './type-generator';

describe('database types', () => {
  test('the checked-in shared/supabase/src/database.types.ts matches the migrations (run `npm run db:types`)', async () => {
    const db = await createSnapshotDb();
    try {
      const generated = await generateDatabaseTypes(db);
      expect(fs.readFileSync(databaseTypesFile, 'utf8')).toBe(generated);
      expect(generated).toContain('export type Database = {');
      expect(generated).toMatch(/modules: \{\n\s+Row: \{/);
    } finally {
      await db.close();
    }
  }, 120_000);
});
