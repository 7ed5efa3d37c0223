import { lazyPage } from '../../components/lazy-page';

export const SettingsPage = lazyPage(() => import('./settings-page'), 'SettingsPage');
