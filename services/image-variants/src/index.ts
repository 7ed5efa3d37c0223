export { IMAGE_VARIANTS_WEBHOOK, startImageVariantsWorker, type ImageVariantsWorker, type ImageVariantsWorkerOptions, type VariantsRound } from './worker';
export { NotAnImageError, makeVariants, type MadeFile, type MadeVariants } from './make-variants';
export { readWorkerConfig } from './config';
