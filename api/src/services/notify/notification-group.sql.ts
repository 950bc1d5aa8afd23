import type {MailKind, NotificationGroup, NotificationUser} from '../../models';
import {MAIL_KINDS} from '../../models';

/** A contact as the screens and the API read it (document 002's "notification user"). */
export type NotificationUserEntry = Required<
  Pick<NotificationUser, 'email' | 'phone' | 'manufacturerId' | 'enabled' | 'deleted'>
> & {
  notificationUserId: number;
  createdOn: string;
  updatedOn: string;
  /** The group it is listed under (null in a list of contacts). */
  groupId: number | null;
  /** When the contact followed its unsubscribe link: it receives nothing since. */
  unsubscribedOn: string | null;
};

/** A group as the screens read it: updatedBy is the username of the last account that changed it. */
export type NotificationGroupRow = Required<
  Pick<NotificationGroup, 'id' | 'groupName' | 'manufacturerId' | 'enabled' | 'deleted' | 'description' | 'mailKinds'>
> & {createdOn: string; updatedOn: string; updatedBy: string | null};

/** A group with its contacts, and the manufacturer's contacts not in it (the transfer list's left side). */
export type NotificationGroupEntry = NotificationGroupRow & {
  notificationGroupUsers: NotificationUserEntry[];
  availableUsers: NotificationUserEntry[];
};

/** What a group is saved with. */
export type GroupFields = Pick<NotificationGroup, 'groupName' | 'description' | 'mailKinds' | 'enabled' | 'deleted'>;

/** What a contact is saved with. */
export type UserFields = Required<Pick<NotificationUser, 'email' | 'phone' | 'enabled' | 'deleted'>>;

/** One address a manufacturer's mail goes to, with the secret of its unsubscribe link. */
export interface Recipient {
  contactId: number;
  email: string;
  unsubscribeToken: string;
}

export const USER_COLUMNS =
  'u.id, u.email, u.phone, u.manufacturer_id, u.created_on, u.updated_on, u.enabled, u.deleted, u.unsubscribed_on';

export const GROUP_SELECT = `SELECT g.*, a.username AS updated_by_name FROM notification_group g
  LEFT JOIN app_user a ON a.id = g.updated_by`;

/**
 * The contacts of the manufacturer ($1) that receive `kind` ($2): enabled, subscribed, in an enabled group of it.
 * `kind` null (a recall): the contacts of every enabled group, whatever routine mails the group chose.
 */
export const RECIPIENTS = `SELECT DISTINCT u.id, u.email::text AS email, u.unsubscribe_token::text AS token
         FROM notification_user u
         JOIN notification_group_user gu ON gu.user_id = u.id
         JOIN notification_group g ON g.id = gu.group_id
        WHERE u.manufacturer_id = $1 AND u.enabled AND NOT u.deleted AND u.unsubscribed_on IS NULL
          AND g.enabled AND NOT g.deleted AND ($2::text IS NULL OR $2 = ANY (g.mail_kinds))
        ORDER BY email`;

/** Active manufacturers with someone to mail `kind` ($1) to. */
export const MANUFACTURERS_WITH_RECIPIENTS = `SELECT m.id, m.name::text AS name FROM manufacturer m
        WHERE m.is_active AND EXISTS (
          SELECT 1 FROM notification_user u
            JOIN notification_group_user gu ON gu.user_id = u.id
            JOIN notification_group g ON g.id = gu.group_id
           WHERE u.manufacturer_id = m.id AND u.enabled AND NOT u.deleted AND u.unsubscribed_on IS NULL
             AND g.enabled AND NOT g.deleted AND $1 = ANY (g.mail_kinds))
        ORDER BY m.id`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));

export function toUser(r: Record<string, unknown>, groupId: number | null = null): NotificationUserEntry {
  return {
    notificationUserId: r.id as number,
    email: r.email as string,
    phone: r.phone as string | null,
    manufacturerId: r.manufacturer_id as number,
    createdOn: iso(r.created_on)!,
    updatedOn: iso(r.updated_on)!,
    enabled: r.enabled as boolean,
    deleted: r.deleted as boolean,
    groupId,
    unsubscribedOn: iso(r.unsubscribed_on),
  };
}

export function toGroup(g: Record<string, unknown>): NotificationGroupRow {
  return {
    id: g.id as number,
    groupName: g.group_name as string,
    manufacturerId: g.manufacturer_id as number,
    createdOn: iso(g.created_on)!,
    updatedOn: iso(g.updated_on)!,
    updatedBy: (g.updated_by_name as string | null) ?? null,
    enabled: g.enabled as boolean,
    deleted: g.deleted as boolean,
    description: g.description as string,
    // In MAIL_KINDS' order, whatever order they were chosen in.
    mailKinds: MAIL_KINDS.filter(k => (g.mail_kinds as MailKind[]).includes(k)),
  };
}
