export {
  describeError,
  namedHealth,
  nextRetryDelay,
  startJobService,
  type JobHealth,
  type JobService,
  type JobServiceOptions,
  type JobWebhook,
  type NamedHealth,
  type QueueReading,
  type RunResult,
} from './job-service';
export { ConfigError, envReader, readCommonSettings, type CommonSettingNames, type CommonSettings, type Env, type EnvReader } from './service-config';
export { runServiceProcess, type StoppableService } from './service-process';
