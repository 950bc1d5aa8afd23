import {ServiceError} from '../kernel/service-error';
import {MAIL_KINDS, MailKind} from '../../models';
import {GroupFields, NotificationUserEntry, UserFields} from './notification-group.sql';

/** Document 002's messages (section 5) word for word, and the server's own where it is silent. */
export const NOTIFY_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter valid email address',
  phone: 'Phone number should be between 6-12 characters',
  groupExists: 'A group with this name already exists.',
  contactExists: 'A contact with this email address already exists.',
  unknownLink: 'This unsubscribe link is not valid.',
  unsubscribed: 'You have been unsubscribed.',
  mailKinds: 'Choose at least one kind of mail.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const invalid = (message: string, field: string) => new ServiceError(message, 'VALIDATION', {field});

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Group: name and description required; on an update, what is not sent stays. */
export function checkGroup(
  input: {
    groupName?: string | null;
    description?: string | null;
    mailKinds?: readonly string[] | null;
    enabled?: boolean | null;
    deleted?: boolean | null;
  },
  existing: {groupName: string; description: string; enabled: boolean; mailKinds: MailKind[]} | null,
): GroupFields {
  const groupName =
    input.groupName === undefined || input.groupName === null ? existing?.groupName : text(input.groupName);
  const description =
    input.description === undefined || input.description === null ? existing?.description : text(input.description);
  if (!groupName) throw invalid(NOTIFY_MESSAGES.required, 'groupName');
  if (groupName.length > 100) throw invalid('groupName: at most 100 characters.', 'groupName');
  if (!description) throw invalid(NOTIFY_MESSAGES.required, 'description');
  if (description.length > 500) throw invalid('description: at most 500 characters.', 'description');
  return {
    groupName,
    description,
    mailKinds: checkMailKinds(input.mailKinds, existing?.mailKinds),
    enabled: input.enabled ?? existing?.enabled ?? true,
    deleted: input.deleted ?? false,
  };
}

/** The kinds a group receives: all three for a new group that names none, what it had when an update names none. */
function checkMailKinds(kinds: readonly string[] | null | undefined, existing: MailKind[] | undefined): MailKind[] {
  if (kinds === undefined || kinds === null) return existing ?? [...MAIL_KINDS];
  const unknown = kinds.find(k => !(MAIL_KINDS as readonly string[]).includes(k));
  if (unknown !== undefined) throw invalid(`mailKinds: unknown kind of mail '${unknown}'.`, 'mailKinds');
  const chosen = MAIL_KINDS.filter(k => kinds.includes(k));
  if (!chosen.length) throw invalid(NOTIFY_MESSAGES.mailKinds, 'mailKinds');
  return chosen;
}

/** Contact: email required and valid; phone optional, 6 to 12 digits (spaces and a leading + tolerated). */
export function checkContact(
  input: {email?: string | null; phone?: string | null; enabled?: boolean | null; deleted?: boolean | null},
  existing: NotificationUserEntry | null,
): UserFields {
  const email = input.email === undefined || input.email === null ? (existing?.email ?? '') : text(input.email);
  if (!email) throw invalid(NOTIFY_MESSAGES.required, 'email');
  if (email.length > 254 || !EMAIL.test(email)) throw invalid(NOTIFY_MESSAGES.email, 'email');
  const rawPhone = input.phone === undefined ? (existing?.phone ?? '') : text(input.phone);
  const phone = rawPhone.replace(/[\s()-]/g, '');
  if (phone && !/^\+?\d{6,12}$/.test(phone)) throw invalid(NOTIFY_MESSAGES.phone, 'phone');
  return {
    email: email.toLowerCase(),
    phone: phone || null,
    enabled: input.enabled ?? existing?.enabled ?? true,
    deleted: input.deleted ?? false,
  };
}
