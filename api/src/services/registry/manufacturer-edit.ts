import {
  abn as abnRule,
  Check,
  clean,
  companyPhone,
  email as emailRule,
  required,
  ruleError,
  uploadFrequency as frequencyRule,
} from '../kernel/account-rules';

/**
 * What an administrator may change of a manufacturer (document 002 section 2.6's Edit, on the fields of
 * section 3): the company's details as its registration gave them (document 000). The brand the
 * manufacturer owns (verification matches on it), its accounts and its active flag are not edited here.
 */
export interface ManufacturerChanges {
  name?: string | null;
  abn?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  uploadFrequency?: number | null;
}

export type ManufacturerColumn = 'name' | 'abn' | 'phone' | 'email' | 'address' | 'upload_frequency';

const MAX_TEXT = 200;
const bounded =
  (check: Check): Check =>
  value =>
    check(value) ?? (clean.text(value).length > MAX_TEXT ? `At most ${MAX_TEXT} characters.` : undefined);

/** Each editable field: its rule (the registration's, message for message), its column and its stored value. */
const FIELDS: Record<
  keyof ManufacturerChanges,
  {check: Check; column: ManufacturerColumn; value: (v: unknown) => unknown}
> = {
  name: {check: bounded(required), column: 'name', value: clean.text},
  abn: {check: abnRule, column: 'abn', value: clean.digits},
  phone: {check: companyPhone, column: 'phone', value: clean.digits},
  email: {check: bounded(emailRule), column: 'email', value: clean.text},
  address: {check: bounded(required), column: 'address', value: clean.text},
  uploadFrequency: {check: frequencyRule, column: 'upload_frequency', value: v => Number(v)},
};

/**
 * The changes given (a field left out, or null, keeps its value), checked and normalised: the columns to
 * set. Throws the first broken rule, naming its field.
 */
export function manufacturerUpdates(changes: ManufacturerChanges): Map<ManufacturerColumn, unknown> {
  const updates = new Map<ManufacturerColumn, unknown>();
  for (const [field, rule] of Object.entries(FIELDS) as Array<[keyof ManufacturerChanges, (typeof FIELDS)['name']]>) {
    const value = changes[field];
    if (value === undefined || value === null) continue;
    const message = rule.check(value);
    if (message) throw ruleError(message, field);
    updates.set(rule.column, rule.value(value));
  }
  return updates;
}

/** A second manufacturer may not take a registered name (the column is unique, case-insensitively). */
export const NAME_TAKEN = 'Another manufacturer already has this name.';
