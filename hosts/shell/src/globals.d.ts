/** Build-time constants injected by rspack.base.ts (DefinePlugin). */
declare const __APP_VERSION__: string;
declare const __SHARED_VERSIONS__: Record<string, string>;


interface Window {
  /** Set by a browser test before the page runs to have its automated visits counted (features/analytics). */
  __countAutomatedVisits?: boolean;
}

interface Navigator {
  /** Global Privacy Control (not yet in TypeScript's DOM types). */
  readonly globalPrivacyControl?: boolean;
}
