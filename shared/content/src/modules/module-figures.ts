import type { DashboardFigure } from '../content-types/content-type';
import { COUNT_ONLY, exactCount } from '../count-query';

/** What the dashboard counts of the modules: the active ones (shown on the site). */
export const moduleFigures: readonly DashboardFigure[] = [
  { label: 'Aktivní moduly', listFilter: 'stav=aktivni', count: (client) => exactCount(client.from('modules').select('id', COUNT_ONLY).eq('active', true)) },
];
