/** The notification forms' rules and messages (document 002 section 5), checked as the user types. */
export const FORM_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter valid email address',
  phone: 'Phone number should be between 6-12 characters',
  deleteGroup: 'Do you want to delete this group?',
  mailKinds: 'Choose at least one kind of mail.',
} as const;

/** The kinds of mail a group may receive (server.md section 8), in the order the forms list them. */
export const MAIL_KIND_LABELS = {
  DIGEST: 'Daily digest of failed serials',
  OVERDUE: 'Overdue upload reminder',
  LEDGER: 'Ledger failures',
} as const;
export type MailKind = keyof typeof MAIL_KIND_LABELS;
export const MAIL_KINDS = Object.keys(MAIL_KIND_LABELS) as MailKind[];

export function groupErrors(form: {
  groupName: string;
  description: string;
  mailKinds: readonly string[];
}): Partial<Record<'groupName' | 'description' | 'mailKinds', string>> {
  return {
    ...(form.groupName.trim() ? {} : {groupName: FORM_MESSAGES.required}),
    ...(form.description.trim() ? {} : {description: FORM_MESSAGES.required}),
    ...(form.mailKinds.length ? {} : {mailKinds: FORM_MESSAGES.mailKinds}),
  };
}

/** The chosen kinds with `kind` switched on or off, in the forms' order. */
export function toggleKind(kinds: readonly MailKind[], kind: MailKind, on: boolean): MailKind[] {
  return MAIL_KINDS.filter(k => (k === kind ? on : kinds.includes(k)));
}

export function contactErrors(form: {email: string; phone: string}): Partial<Record<'email' | 'phone', string>> {
  const email = form.email.trim();
  const phone = form.phone.replace(/[\s()-]/g, '');
  return {
    ...(!email
      ? {email: FORM_MESSAGES.required}
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
        ? {}
        : {email: FORM_MESSAGES.email}),
    ...(phone && !/^\+?\d{6,12}$/.test(phone) ? {phone: FORM_MESSAGES.phone} : {}),
  };
}

/** The two transfer lists after moving `moving` (ids) to the assigned side (`toAssigned`) or back. */
export function transfer(assigned: string[], moving: string[], toAssigned: boolean): string[] {
  if (toAssigned) return [...assigned, ...moving.filter(id => !assigned.includes(id))];
  return assigned.filter(id => !moving.includes(id));
}
