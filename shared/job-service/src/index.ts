export {
  describeError,
  nextRetryDelay,
  startJobService,
  type JobHealth,
  type JobService,
  type JobServiceOptions,
  type JobWebhook,
  type QueueReading,
  type RunResult,
} from './job-service';
