import {ServiceError} from '../kernel/service-error';
import type {ListPage} from './product-line-models.sql';

/** Document 000 section 5, word for word (typos included). */
export const PRODUCT_LINE_MESSAGES = {
  required: 'This field is required',
  numberOnly: 'Input should be number only',
  yearsTooSmall: 'Years should be greater than 0',
  yearsTooLarge: 'Years should be less than 50',
  componentRequired: 'Component warranty is required',
  performanceRequired: 'Performace warranty is required',
  fileType: 'file with .doc or .pdf extensions are allowed',
  url: 'please enter valid url',
  notFound: 'Product Line Not Found',
  logo: 'ProductLineLogo: choose an image (JPEG, PNG, GIF or WebP).',
  nameTaken: 'A product line with this name already exists.',
  suppliers: 'Suppliers and distributors cannot change product lines or warranties.',
  added: 'Product line added successfully.',
  updated: 'Product line updated successfully.',
  deleted: 'Product line deleted successfully.',
  assigned: 'Models assigned successfully.',
  unassigned: 'Models unassigned successfully.',
} as const;

/** An uploaded part of the add or edit form. */
export interface FormFile {
  filename: string;
  data: Buffer;
}

/** The add and edit forms of document 000 section 3, as the REST edge reads them. */
export interface ProductLineForm {
  Title?: string;
  ManufacturerId?: string;
  ProductLineId?: string;
  ProductWarrantyId?: string;
  ComponentWarrantyInYears?: string;
  ComponentWarrantyUrl?: string;
  PerformanceWarrantyInYears?: string;
  PerformanceWarrantyUrl?: string;
  files: {ProductLineLogo?: FormFile; ComponentWarrantyFile?: FormFile; PerformanceWarrantyFile?: FormFile};
}

/** What a list asks for: a name (or model) prefix, the rows to skip and to take. */
export interface PageQuery {
  filter?: string | null;
  skip?: number | null;
  first?: number | null;
}

/** A list's page: skip none or more, take 1 to 500 (`size` when not asked). */
export const listPage = (p: PageQuery, size: number): ListPage => ({
  filter: p.filter,
  skip: Math.max(p.skip ?? 0, 0),
  first: Math.min(Math.max(p.first ?? size, 1), 500),
});

const URL_PATTERN = /^https?:\/\/([a-z0-9-]+\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i;

const fail = (message: string, field: string) => new ServiceError(message, 'VALIDATION', {field});

/** Warranty years: required, numeric, 0.1 to 50. */
export function warrantyYears(value: string | undefined, field: string): number {
  const text = value?.trim() ?? '';
  if (!text) throw fail(PRODUCT_LINE_MESSAGES.required, field);
  if (!/^\d+(\.\d+)?$/.test(text)) throw fail(PRODUCT_LINE_MESSAGES.numberOnly, field);
  const years = Number(text);
  if (years < 0.1) throw fail(PRODUCT_LINE_MESSAGES.yearsTooSmall, field);
  if (years > 50) throw fail(PRODUCT_LINE_MESSAGES.yearsTooLarge, field);
  return Math.round(years * 10) / 10;
}

export function warrantyUrl(value: string, field: string): string {
  if (!URL_PATTERN.test(value.trim())) throw fail(PRODUCT_LINE_MESSAGES.url, field);
  return value.trim();
}

const DOC_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A warranty document: pdf, doc or docx by name AND by content (server.md section 9). Returns its extension and type. */
export function warrantyDocument(file: FormFile, field: string): {ext: string; type: string} {
  const ext = /\.([a-z]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const head = file.data.subarray(0, 8);
  const byContent =
    ext === 'pdf'
      ? head.subarray(0, 5).toString('latin1') === '%PDF-'
      : ext === 'doc'
        ? head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
        : ext === 'docx' && head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (!DOC_TYPES[ext] || !byContent) throw fail(PRODUCT_LINE_MESSAGES.fileType, field);
  return {ext, type: DOC_TYPES[ext]};
}

/** The logo: any image a browser shows safely (no SVG: it can carry script), judged by content. */
export function logoImage(file: FormFile): {ext: string; type: string} {
  const d = file.data;
  if (d.length > 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff) return {ext: 'jpg', type: 'image/jpeg'};
  if (d.length > 8 && d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return {ext: 'png', type: 'image/png'};
  if (d.length > 6 && /^GIF8[79]a$/.test(d.subarray(0, 6).toString('latin1'))) return {ext: 'gif', type: 'image/gif'};
  if (
    d.length > 12 &&
    d.subarray(0, 4).toString('latin1') === 'RIFF' &&
    d.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return {ext: 'webp', type: 'image/webp'};
  throw fail(PRODUCT_LINE_MESSAGES.logo, 'ProductLineLogo');
}

/** The ids of an assign or unassign call: ProductId as an array (or one id), each a positive integer. */
export function productIds(value: unknown): number[] {
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  const ids = list.map(Number);
  if (ids.some(id => !Number.isSafeInteger(id) || id <= 0)) throw fail('ProductId: give model ids.', 'ProductId');
  return [...new Set(ids)];
}

/** The name a file was uploaded under, without any folder or control character, at most 200 characters (extension kept). */
export function uploadedName(filename: string): string | null {
  const base = [...(filename.split(/[\\/]/).pop() ?? '')]
    .filter(ch => ch >= ' ' && ch !== '\x7f')
    .join('')
    .trim();
  if (!base) return null;
  if (base.length <= 200) return base;
  const ext = /\.[^.]{1,10}$/.exec(base)?.[0] ?? '';
  return base.slice(0, 200 - ext.length) + ext;
}
