export { theme } from './theme';
export { AppProviders } from './app-providers';
export { MantineScope } from './mantine-scope';
export { NotificationsOutlet } from './notifications-outlet';
export { notify, type NotifyKind, type NotifyOptions } from './notify';
