/** The type's public surface, as @app/content exports it. */
export * from './reference-content-type';
export * from './reference-public-data';
export * from './reference-rows';
export * from './public-api';
export * from './reference-display';
export * from './admin-api';
