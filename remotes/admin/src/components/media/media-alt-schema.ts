import * as yup from 'yup';

export interface MediaAltFormValues {
  alt_cs: string;
  alt_en: string;
  alt_de: string;
}

export const EMPTY_ALT: MediaAltFormValues = { alt_cs: '', alt_en: '', alt_de: '' };

/** The alt texts: Czech required (what a screen reader says instead of the image), the others optional. */
export const mediaAltSchema = yup.object({
  alt_cs: yup.string().trim().required('Vyplňte alternativní text (CZ): co je na obrázku.').max(300, 'Nejvýše 300 znaků.'),
  alt_en: yup.string().trim().max(300, 'Nejvýše 300 znaků.'),
  alt_de: yup.string().trim().max(300, 'Nejvýše 300 znaků.'),
});

/** Form values as the database stores them: trimmed, empty optional texts as null. */
export function altTextsOf(values: MediaAltFormValues) {
  const optional = (text: string) => text.trim() || null;
  return { alt_cs: values.alt_cs.trim(), alt_en: optional(values.alt_en), alt_de: optional(values.alt_de) };
}
