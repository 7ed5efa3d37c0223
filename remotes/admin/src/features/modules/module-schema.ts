import * as Yup from 'yup';
import { parseModuleImages, serializeModuleImages, type AdminModule, type ModuleDraft, type ModuleIcon, type ModuleImage } from '@app/content';
import { cleanList, editableList, optionalList, optionalText } from '../../components/form-values';

export const REQUIRED_FIELDS_MESSAGE = 'Vyplňte povinná pole (název a popis v češtině)';
export const DISPLAY_ORDER_MESSAGE = 'Pořadí musí být celé číslo 0 nebo větší.';

export const ICON_OPTIONS: { value: ModuleIcon; label: string }[] = [
  { value: 'FileText', label: 'Dokumenty' },
  { value: 'Users', label: 'Uživatelé' },
  { value: 'Handshake', label: 'Obchod' },
  { value: 'Bot', label: 'AI Asistent' },
];

export interface ModuleFormValues {
  name_cs: string;
  name_en: string;
  name_de: string;
  description_cs: string;
  description_en: string;
  description_de: string;
  icon: ModuleIcon;
  display_order: number | '';
  active: boolean;
  features_cs: string[];
  features_en: string[];
  features_de: string[];
  images: ModuleImage[];
  /** Kept as loaded: the form does not edit the main image. */
  image_url: string | null;
}

export const EMPTY_MODULE_VALUES: ModuleFormValues = {
  name_cs: '',
  name_en: '',
  name_de: '',
  description_cs: '',
  description_en: '',
  description_de: '',
  icon: 'FileText',
  display_order: 0,
  active: true,
  features_cs: [''],
  features_en: [''],
  features_de: [''],
  images: [],
  image_url: null,
};

/** Czech name and description required after trimming; display order an integer ≥ 0, default 0. */
export const moduleSchema = Yup.object({
  name_cs: Yup.string().trim().required(REQUIRED_FIELDS_MESSAGE),
  description_cs: Yup.string().trim().required(REQUIRED_FIELDS_MESSAGE),
  icon: Yup.string().oneOf(ICON_OPTIONS.map((option) => option.value)).required(),
  display_order: Yup.number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .integer(DISPLAY_ORDER_MESSAGE)
    .min(0, DISPLAY_ORDER_MESSAGE),
});

export function moduleFormValues(module: AdminModule): ModuleFormValues {
  return {
    name_cs: module.name_cs,
    name_en: module.name_en ?? '',
    name_de: module.name_de ?? '',
    description_cs: module.description_cs,
    description_en: module.description_en ?? '',
    description_de: module.description_de ?? '',
    icon: module.icon,
    display_order: module.display_order,
    active: module.active,
    features_cs: editableList(module.features_cs),
    features_en: editableList(module.features_en),
    features_de: editableList(module.features_de),
    images: parseModuleImages(module.images),
    image_url: module.image_url,
  };
}

/**
 * What is saved: texts trimmed, empty translations as null, empty feature rows dropped, an empty display
 * order as 0, images serialized as text.
 */
export function toModuleDraft(values: ModuleFormValues): ModuleDraft {
  return {
    name_cs: values.name_cs.trim(),
    name_en: optionalText(values.name_en),
    name_de: optionalText(values.name_de),
    description_cs: values.description_cs.trim(),
    description_en: optionalText(values.description_en),
    description_de: optionalText(values.description_de),
    icon: values.icon,
    features_cs: cleanList(values.features_cs),
    features_en: optionalList(values.features_en),
    features_de: optionalList(values.features_de),
    image_url: values.image_url,
    images: serializeModuleImages(values.images),
    display_order: values.display_order === '' ? 0 : values.display_order,
    active: values.active,
  };
}
