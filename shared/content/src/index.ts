export {
  parseModuleImages,
  activeModuleImages,
  serializeModuleImages,
  type ModuleImage,
} from './modules/module-images';
