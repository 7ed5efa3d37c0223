// The one exposed entry ('admin/App'): the whole back office with its own styles and providers.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/admin.css';
import { AdminApp } from './app/admin-app';

export default AdminApp;
