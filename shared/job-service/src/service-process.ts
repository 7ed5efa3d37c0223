import { ConfigError } from './service-config';

export interface StoppableService {
  stop(): Promise<void>;
}

/**
 * A service's process entry: starts it, and on SIGINT or SIGTERM stops it (its current run finishes) and
 * exits 0. A start that fails exits 1, with only the message for a bad setting (ConfigError).
 */
export function runServiceProcess(start: () => Promise<StoppableService>): void {
  start().then(
    (service) => {
      const stop = () => {
        void service.stop().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
