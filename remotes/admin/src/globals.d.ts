/** Build-time constants injected by rspack.base.ts (DefinePlugin). */
declare const __APP_VERSION__: string;
declare const __ADMIN_BUILD_ID__: string;

