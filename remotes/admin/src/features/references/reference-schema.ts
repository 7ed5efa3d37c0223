import { array, boolean, mixed, object, string } from 'yup';

export const REQUIRED = 'Toto pole je povinné';
export const INVALID_URL = 'Zadejte celou adresu včetně https://';
export const ORDER_MIN = 'Pořadí nesmí být záporné';
export const WHOLE_NUMBER = 'Zadejte celé číslo';

export interface ReferenceFormValues {
  company_name: string;
  website_url: string;
  image_url: string;
  title_cs: string;
  industry_cs: string;
  size_cs: string;
  result_summary_cs: string;
  description_cs: string;
  results_cs: string[];
  title_en: string;
  industry_en: string;
  size_en: string;
  result_summary_en: string;
  description_en: string;
  results_en: string[];
  title_de: string;
  industry_de: string;
  size_de: string;
  result_summary_de: string;
  description_de: string;
  results_de: string[];
  featured: boolean;
  /** '' while the input is empty; saved as 0. */
  display_order: number | '';
}

const optionalUrl = string().trim().url(INVALID_URL);
const list = array(string()).min(1);

/** The reference form: company and Czech title are required by the table; one result row is kept. */
export const referenceSchema = object({
  company_name: string().trim().required(REQUIRED).max(200, 'Nejvýše 200 znaků'),
  website_url: optionalUrl,
  image_url: optionalUrl,
  title_cs: string().trim().required(REQUIRED).max(300, 'Nejvýše 300 znaků'),
  results_cs: list,
  results_en: list,
  results_de: list,
  featured: boolean(),
  display_order: mixed<number | ''>()
    .test('whole', WHOLE_NUMBER, (value) => value === '' || value === undefined || Number.isInteger(value))
    .test('min', ORDER_MIN, (value) => typeof value !== 'number' || value >= 0),
});
