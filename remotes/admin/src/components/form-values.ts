/** Conversions between Formik values (strings, '' for empty) and table columns (null for empty). */

/** Trimmed text, or null when nothing was typed (optional translations are saved as null). */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** The rows that hold text, trimmed (empty rows are dropped on save). */
export function cleanList(rows: readonly string[] | null | undefined): string[] {
  return (rows ?? []).map((row) => row.trim()).filter((row) => row !== '');
}

/** As cleanList, but null when no row holds text (an optional translation left empty). */
export function optionalList(rows: readonly string[] | null | undefined): string[] | null {
  const list = cleanList(rows);
  return list.length ? list : null;
}

/** A list for the form: at least one (possibly empty) row to type into. */
export function editableList(rows: readonly string[] | null | undefined): string[] {
  return rows && rows.length ? [...rows] : [''];
}
