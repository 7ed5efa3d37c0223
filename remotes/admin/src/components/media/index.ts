export { MediaPicker, MediaThumb } from './media-picker';
export { MediaUploader, MediaAltFields } from './media-uploader';
export { EMPTY_ALT, altTextsOf, mediaAltSchema, type MediaAltFormValues } from './media-alt-schema';
