export { loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './runtime-config';
export {
  getSupabase,
  getSupabaseClientCount,
  __setSupabaseForTests,
  type AppSupabaseClient,
} from './client';
export type { Database } from './database.types';
export {
  getPublicClient,
  getViewerReadClient,
  hasStoredSession,
  publicFunctions,
  type PublicFunctionAnswer,
  type PublicFunctionClient,
  type ReadClient,
} from './read-client';
export { publicSelect, type PublicSelect, type PublicSelectAnswer } from './public-select';
export { AUTH_STORAGE_KEY } from './auth-storage';
export { isJsonOf, jsonAnswer, jsonAnswers, nullableJsonAnswer, type JsonShape } from './json-answer';
