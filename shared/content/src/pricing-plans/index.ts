/** The type's public surface, as @app/content exports it. */
export * from './pricing-plan-content-type';
export * from './pricing-plan-public-data';
export * from './pricing-plan-rows';
export * from './public-api';
export * from './pricing-display';
export * from './admin-api';
