import type { AppSupabaseClient } from '@app/supabase';
import type { DashboardFigure } from '../content-types/content-type';
import { COUNT_ONLY, exactCount } from '../count-query';

const counted = (client: AppSupabaseClient) => client.from('blog_posts').select('id', COUNT_ONLY);

/** What the dashboard counts of the posts at a moment: the public ones, the drafts, and the scheduled (a published post whose time is ahead). */
export const blogPostFigures: readonly DashboardFigure[] = [
  {
    label: 'Publikované články',
    listFilter: 'stav=publikovano',
    count: (client, now) => exactCount(counted(client).eq('published', true).or(`publish_at.is.null,publish_at.lte.${now.toISOString()}`)),
  },
  { label: 'Koncepty', listFilter: 'stav=koncept', count: (client) => exactCount(counted(client).eq('published', false)) },
  {
    label: 'Naplánované články',
    listFilter: 'stav=naplanovano',
    onlyWhenAny: true,
    count: (client, now) => exactCount(counted(client).eq('published', true).gt('publish_at', now.toISOString())),
  },
];
