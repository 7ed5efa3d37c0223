import { useState } from 'react';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { errorMessage } from './error-message';

/** Offers text as a file download (the browser's save dialog or downloads bar). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A list's "Exportovat CSV": reads the CSV for the list's current query, offers it as `<prefix>-<date>.csv`
 * and reports a failure; `exporting` is true meanwhile.
 */
export function useCsvExport<Query>(
  readCsv: (client: Awaited<ReturnType<typeof getSupabase>>, query: Query) => Promise<string>,
  filePrefix: string,
): { exporting: boolean; exportCsv: (query: Query) => Promise<void> } {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (query: Query) => {
    setExporting(true);
    try {
      const csv = await readCsv(await getSupabase(), query);
      downloadText(csv, `${filePrefix}-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
    } catch (error) {
      notify({ kind: 'error', title: 'Export se nezdařil', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
