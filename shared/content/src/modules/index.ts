/** The type's public surface, as @app/content exports it. */
export {
  parseModuleImages,
  activeModuleImages,
  serializeModuleImages,
  type ModuleImage,
} from './module-images';
export * from './module-content-type';
export * from './module-public-data';
export * from './public-api';
export * from './admin-api';
export * from './images-storage/admin-api';
export * from './module-anchor';
