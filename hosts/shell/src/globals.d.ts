/** Build-time constants injected by rspack.base.ts (DefinePlugin). */
declare const __APP_VERSION__: string;
declare const __SHARED_VERSIONS__: Record<string, string>;

