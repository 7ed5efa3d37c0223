import type { AdminPricingPlan, AdminPricingPlanInput } from '@app/content';
import { cleanList, editableList, optionalList, optionalText } from '../../components/form-values';
import type { PricingFormValues } from './pricing-schema';

export const EMPTY_PRICING_FORM: PricingFormValues = {
  tier: '',
  name_cs: '',
  name_en: '',
  name_de: '',
  description_cs: '',
  description_en: '',
  description_de: '',
  price: '',
  currency: 'CZK',
  billing_period: 'monthly',
  price_note_cs: '',
  price_note_en: '',
  price_note_de: '',
  features_cs: [''],
  features_en: [''],
  features_de: [''],
  features_excluded_cs: [''],
  features_excluded_en: [''],
  features_excluded_de: [''],
  highlighted: false,
  active: true,
  display_order: 1,
};

export function planToFormValues(plan: AdminPricingPlan): PricingFormValues {
  return {
    tier: plan.tier ?? '',
    name_cs: plan.name_cs,
    name_en: plan.name_en ?? '',
    name_de: plan.name_de ?? '',
    description_cs: plan.description_cs ?? '',
    description_en: plan.description_en ?? '',
    description_de: plan.description_de ?? '',
    price: plan.price ?? '',
    currency: plan.currency,
    billing_period: plan.billing_period,
    price_note_cs: plan.price_note_cs ?? '',
    price_note_en: plan.price_note_en ?? '',
    price_note_de: plan.price_note_de ?? '',
    features_cs: editableList(plan.features_cs),
    features_en: editableList(plan.features_en),
    features_de: editableList(plan.features_de),
    features_excluded_cs: editableList(plan.features_excluded_cs),
    features_excluded_en: editableList(plan.features_excluded_en),
    features_excluded_de: editableList(plan.features_excluded_de),
    highlighted: plan.highlighted,
    active: plan.active,
    display_order: plan.display_order,
  };
}

/** Trimmed texts, empty optional fields as null, empty feature rows dropped, no price as null. */
export function formValuesToPlanInput(values: PricingFormValues): AdminPricingPlanInput {
  return {
    tier: optionalText(values.tier),
    name_cs: values.name_cs.trim(),
    name_en: optionalText(values.name_en),
    name_de: optionalText(values.name_de),
    description_cs: optionalText(values.description_cs),
    description_en: optionalText(values.description_en),
    description_de: optionalText(values.description_de),
    price: values.price === '' ? null : values.price,
    currency: values.currency,
    billing_period: values.billing_period,
    price_note_cs: optionalText(values.price_note_cs),
    price_note_en: optionalText(values.price_note_en),
    price_note_de: optionalText(values.price_note_de),
    features_cs: cleanList(values.features_cs),
    features_en: optionalList(values.features_en),
    features_de: optionalList(values.features_de),
    features_excluded_cs: cleanList(values.features_excluded_cs),
    features_excluded_en: optionalList(values.features_excluded_en),
    features_excluded_de: optionalList(values.features_excluded_de),
    highlighted: values.highlighted,
    active: values.active,
    display_order: values.display_order === '' ? 1 : values.display_order,
  };
}
