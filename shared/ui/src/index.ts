export { theme } from './theme';
export { AppProviders } from './app-providers';
export { notify, type NotifyKind, type NotifyOptions } from './notify';
