import { lazyPage } from '../../components/lazy-page';

export const MediaLibraryPage = lazyPage(() => import('./media-library-page'), 'MediaLibraryPage');
