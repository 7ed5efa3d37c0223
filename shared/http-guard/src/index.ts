export {
  createGuardedServer,
  guardServer,
  parseRequestTarget,
  serveSafely,
  isWellFormedPath,
  type GuardOptions,
  type GuardedHandler,
  type PlainAnswer,
} from './request-guard';
export { MIN_WEBHOOK_SECRET_LENGTH, WebhookSecretError, requireWebhookSecret, webhookSecretMatches } from './webhook-secret';
