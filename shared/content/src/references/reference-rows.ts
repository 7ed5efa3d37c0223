/** The rows the public pages read, apart from the queries: the display logic shapes them without importing the queries. */
import type { Database } from '@app/supabase';

type ReferenceTableRow = Database['public']['Tables']['references']['Row'];

/** A references row as the public references page reads it. */
export type PublicReferenceRow = Omit<ReferenceTableRow, 'updated_at'>;
