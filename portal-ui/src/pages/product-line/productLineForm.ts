import type {ProductLineUpload} from './productLine.queries';

/** The add and edit form of document 000 (section 3 fields, section 5 rules and messages). */
export interface ProductLineFormValues {
  title: string;
  componentYears: string;
  componentUrl: string;
  componentFile: File | null;
  performanceYears: string;
  performanceUrl: string;
  performanceFile: File | null;
  logo: File | null;
}

export type FormErrors = Partial<Record<keyof ProductLineFormValues, string>>;

export const EMPTY_FORM: ProductLineFormValues = {
  title: '',
  componentYears: '',
  componentUrl: '',
  componentFile: null,
  performanceYears: '',
  performanceUrl: '',
  performanceFile: null,
  logo: null,
};

const URL_PATTERN = /^https?:\/\/([a-z0-9-]+\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i;

function yearsError(value: string): string | undefined {
  if (!value.trim()) return 'This field is required';
  if (!/^\d+(\.\d+)?$/.test(value.trim())) return 'Input should be number only';
  const years = Number(value);
  if (years < 0.1) return 'Years should be greater than 0';
  if (years > 50) return 'Years should be less than 50';
  return undefined;
}

/** A warranty is present with a file, a URL, or (edit) the existing link carried over. */
function documentError(file: File | null, url: string, existing: string | null, required: string): string | undefined {
  if (file) return /\.(pdf|docx?)$/i.test(file.name) ? undefined : 'file with .doc or .pdf extensions are allowed';
  if (url.trim()) return url.trim() === existing || URL_PATTERN.test(url.trim()) ? undefined : 'please enter valid url';
  return existing ? undefined : required;
}

export function validateProductLine(
  v: ProductLineFormValues,
  existing: {component: string | null; performance: string | null} = {component: null, performance: null},
): FormErrors {
  const errors: FormErrors = {};
  if (!v.title.trim()) errors.title = 'This field is required';
  const componentYears = yearsError(v.componentYears);
  if (componentYears) errors.componentYears = componentYears;
  const performanceYears = yearsError(v.performanceYears);
  if (performanceYears) errors.performanceYears = performanceYears;
  const component = documentError(
    v.componentFile,
    v.componentUrl,
    existing.component,
    'Component warranty is required',
  );
  if (component) errors.componentUrl = component;
  const performance = documentError(
    v.performanceFile,
    v.performanceUrl,
    existing.performance,
    'Performace warranty is required',
  );
  if (performance) errors.performanceUrl = performance;
  return errors;
}

/** The multipart form of document 000 section 3 (edit adds ProductLineId and ProductWarrantyId). */
export function toFormFields(
  v: ProductLineFormValues,
  edit?: {productLineId: string; productWarrantyId?: string},
): ProductLineUpload {
  return {
    Title: v.title.trim(),
    ComponentWarrantyInYears: v.componentYears.trim(),
    PerformanceWarrantyInYears: v.performanceYears.trim(),
    ...(v.componentFile
      ? {ComponentWarrantyFile: v.componentFile}
      : v.componentUrl.trim()
        ? {ComponentWarrantyUrl: v.componentUrl.trim()}
        : {}),
    ...(v.performanceFile
      ? {PerformanceWarrantyFile: v.performanceFile}
      : v.performanceUrl.trim()
        ? {PerformanceWarrantyUrl: v.performanceUrl.trim()}
        : {}),
    ...(v.logo ? {ProductLineLogo: v.logo} : {}),
    ...(edit ? {ProductLineId: edit.productLineId, ProductWarrantyId: edit.productWarrantyId || undefined} : {}),
  };
}
