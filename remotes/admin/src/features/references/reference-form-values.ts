import type { AdminReference, AdminReferenceInput } from '@app/content';
import { cleanList, editableList, optionalList, optionalText } from '../../components/form-values';
import type { ReferenceFormValues } from './reference-schema';

export const EMPTY_REFERENCE_FORM: ReferenceFormValues = {
  company_name: '',
  website_url: '',
  image_url: '',
  title_cs: '',
  industry_cs: '',
  size_cs: '',
  result_summary_cs: '',
  description_cs: '',
  results_cs: [''],
  title_en: '',
  industry_en: '',
  size_en: '',
  result_summary_en: '',
  description_en: '',
  results_en: [''],
  title_de: '',
  industry_de: '',
  size_de: '',
  result_summary_de: '',
  description_de: '',
  results_de: [''],
  featured: false,
  display_order: 0,
};

export function referenceToFormValues(reference: AdminReference): ReferenceFormValues {
  return {
    company_name: reference.company_name,
    website_url: reference.website_url ?? '',
    image_url: reference.image_url ?? '',
    title_cs: reference.title_cs,
    industry_cs: reference.industry_cs ?? '',
    size_cs: reference.size_cs ?? '',
    result_summary_cs: reference.result_summary_cs ?? '',
    description_cs: reference.description_cs ?? '',
    results_cs: editableList(reference.results_cs),
    title_en: reference.title_en ?? '',
    industry_en: reference.industry_en ?? '',
    size_en: reference.size_en ?? '',
    result_summary_en: reference.result_summary_en ?? '',
    description_en: reference.description_en ?? '',
    results_en: editableList(reference.results_en),
    title_de: reference.title_de ?? '',
    industry_de: reference.industry_de ?? '',
    size_de: reference.size_de ?? '',
    result_summary_de: reference.result_summary_de ?? '',
    description_de: reference.description_de ?? '',
    results_de: editableList(reference.results_de),
    featured: reference.featured,
    display_order: reference.display_order,
  };
}

/** Trimmed texts, empty optional fields as null, empty result rows dropped. */
export function formValuesToReferenceInput(values: ReferenceFormValues): AdminReferenceInput {
  return {
    company_name: values.company_name.trim(),
    website_url: optionalText(values.website_url),
    image_url: optionalText(values.image_url),
    title_cs: values.title_cs.trim(),
    industry_cs: optionalText(values.industry_cs),
    size_cs: optionalText(values.size_cs),
    result_summary_cs: optionalText(values.result_summary_cs),
    description_cs: optionalText(values.description_cs),
    results_cs: cleanList(values.results_cs),
    title_en: optionalText(values.title_en),
    industry_en: optionalText(values.industry_en),
    size_en: optionalText(values.size_en),
    result_summary_en: optionalText(values.result_summary_en),
    description_en: optionalText(values.description_en),
    results_en: optionalList(values.results_en),
    title_de: optionalText(values.title_de),
    industry_de: optionalText(values.industry_de),
    size_de: optionalText(values.size_de),
    result_summary_de: optionalText(values.result_summary_de),
    description_de: optionalText(values.description_de),
    results_de: optionalList(values.results_de),
    featured: values.featured,
    display_order: values.display_order === '' ? 0 : values.display_order,
  };
}
