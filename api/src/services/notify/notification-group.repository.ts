import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

/** The kinds of mail a group may receive (server.md section 8), as stored and as notification_sent names them. */
export const MAIL_KINDS = ['digest', 'overdue', 'ledger'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A contact of a manufacturer (document 002's "notification user"). */
export interface NotificationUser {
  notificationUserId: number;
  email: string;
  phone: string | null;
  manufacturerId: number;
  createdOn: string;
  updatedOn: string;
  enabled: boolean;
  deleted: boolean;
  /** The group it is listed under (null in a list of contacts). */
  groupId: number | null;
  /** When the contact followed its unsubscribe link: it receives nothing since. */
  unsubscribedOn: string | null;
}

export interface NotificationGroup {
  id: number;
  groupName: string;
  manufacturerId: number;
  createdOn: string;
  updatedOn: string;
  /** The username of the last account that changed it. */
  updatedBy: string | null;
  enabled: boolean;
  deleted: boolean;
  description: string;
  /** The kinds of mail the group receives (at least one). */
  mailKinds: MailKind[];
  notificationGroupUsers: NotificationUser[];
  /** The manufacturer's contacts not in the group (the transfer list's left side). */
  availableUsers: NotificationUser[];
}

export interface GroupFields {
  groupName: string;
  description: string;
  mailKinds: MailKind[];
  enabled: boolean;
  deleted: boolean;
}

export interface UserFields {
  email: string;
  phone: string | null;
  enabled: boolean;
  deleted: boolean;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));

function toUser(r: Record<string, unknown>, groupId: number | null = null): NotificationUser {
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

const USER_COLUMNS =
  'u.id, u.email, u.phone, u.manufacturer_id, u.created_on, u.updated_on, u.enabled, u.deleted, u.unsubscribed_on';

/** The SQL of notification groups and contacts. */
@injectable({scope: BindingScope.SINGLETON})
export class NotificationGroupStore extends SqlRepository {
  /** The manufacturer's contacts that are not deleted, by email. */
  async users(manufacturerId: number, db: Queryable = this.pool): Promise<NotificationUser[]> {
    const {rows} = await db.query(
      `SELECT ${USER_COLUMNS} FROM notification_user u WHERE u.manufacturer_id = $1 AND NOT u.deleted ORDER BY u.email`,
      [manufacturerId],
    );
    return rows.map(r => toUser(r));
  }

  /** The manufacturer's groups that are not deleted, by name, each with its contacts and the others available. */
  async groups(manufacturerId: number): Promise<NotificationGroup[]> {
    const [groups, users, members] = await Promise.all([
      this.pool.query(
        `SELECT g.*, a.username AS updated_by_name FROM notification_group g LEFT JOIN app_user a ON a.id = g.updated_by
          WHERE g.manufacturer_id = $1 AND NOT g.deleted ORDER BY lower(g.group_name), g.id`,
        [manufacturerId],
      ),
      this.users(manufacturerId),
      this.pool.query<{group_id: number; user_id: number}>(
        `SELECT gu.group_id, gu.user_id FROM notification_group_user gu
           JOIN notification_group g ON g.id = gu.group_id WHERE g.manufacturer_id = $1`,
        [manufacturerId],
      ),
    ]);
    return groups.rows.map(g => {
      const inGroup = new Set(members.rows.filter(m => m.group_id === g.id).map(m => m.user_id));
      return {
        ...toGroup(g),
        notificationGroupUsers: users.filter(u => inGroup.has(u.notificationUserId)).map(u => ({...u, groupId: g.id})),
        availableUsers: users.filter(u => !inGroup.has(u.notificationUserId)),
      };
    });
  }

  async group(id: number): Promise<Omit<NotificationGroup, 'notificationGroupUsers' | 'availableUsers'> | null> {
    const {rows} = await this.pool.query(
      `SELECT g.*, a.username AS updated_by_name FROM notification_group g LEFT JOIN app_user a ON a.id = g.updated_by
        WHERE g.id = $1`,
      [id],
    );
    return rows[0] ? toGroup(rows[0]) : null;
  }

  async user(id: number): Promise<NotificationUser | null> {
    const {rows} = await this.pool.query(`SELECT ${USER_COLUMNS} FROM notification_user u WHERE u.id = $1`, [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** The live group of that name (any case), other than `exceptId`. */
  async groupNamed(db: Queryable, manufacturerId: number, name: string, exceptId: number | null): Promise<boolean> {
    const {rowCount} = await db.query(
      `SELECT 1 FROM notification_group WHERE manufacturer_id = $1 AND lower(group_name) = lower($2)
          AND NOT deleted AND id IS DISTINCT FROM $3`,
      [manufacturerId, name, exceptId],
    );
    return !!rowCount;
  }

  async userWithEmail(db: Queryable, manufacturerId: number, email: string): Promise<NotificationUser | null> {
    const {rows} = await db.query(
      `SELECT ${USER_COLUMNS} FROM notification_user u WHERE u.manufacturer_id = $1 AND u.email = $2 AND NOT u.deleted`,
      [manufacturerId, email],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  async insertGroup(db: Queryable, manufacturerId: number, f: GroupFields, by: number): Promise<number> {
    const {rows} = await db.query<{id: number}>(
      `INSERT INTO notification_group (manufacturer_id, group_name, description, enabled, deleted, updated_by, mail_kinds)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [manufacturerId, f.groupName, f.description, f.enabled, f.deleted, by, f.mailKinds],
    );
    return rows[0].id;
  }

  async updateGroup(db: Queryable, id: number, f: GroupFields, by: number): Promise<void> {
    await db.query(
      `UPDATE notification_group SET group_name = $2, description = $3, enabled = $4, deleted = $5, updated_by = $6,
              mail_kinds = $7, updated_on = now() WHERE id = $1`,
      [id, f.groupName, f.description, f.enabled, f.deleted, by, f.mailKinds],
    );
    if (f.deleted) await db.query('DELETE FROM notification_group_user WHERE group_id = $1', [id]);
  }

  async insertUser(db: Queryable, manufacturerId: number, f: UserFields): Promise<number> {
    const {rows} = await db.query<{id: number}>(
      `INSERT INTO notification_user (manufacturer_id, email, phone, enabled, deleted) VALUES ($1, $2, $3, $4, $5)
       RETURNING id`,
      [manufacturerId, f.email, f.phone, f.enabled, f.deleted],
    );
    return rows[0].id;
  }

  /** A new address is a new person: its unsubscribe (of the old address) no longer applies. */
  async updateUser(db: Queryable, id: number, f: UserFields): Promise<void> {
    await db.query(
      `UPDATE notification_user SET phone = $3, enabled = $4, deleted = $5, updated_on = now(),
              unsubscribed_on = CASE WHEN email = $2 THEN unsubscribed_on END, email = $2
        WHERE id = $1`,
      [id, f.email, f.phone, f.enabled, f.deleted],
    );
    if (f.deleted) await db.query('DELETE FROM notification_group_user WHERE user_id = $1', [id]);
  }

  async addToGroup(db: Queryable, groupId: number, userId: number): Promise<void> {
    await db.query(`INSERT INTO notification_group_user (group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      groupId,
      userId,
    ]);
  }

  /**
   * Makes the group's contacts exactly `userIds` (those of the group's manufacturer that are not deleted);
   * answers how many of `userIds` were not such contacts.
   */
  async setMembers(db: Queryable, groupId: number, manufacturerId: number, userIds: number[]): Promise<number> {
    const {rows} = await db.query<{id: number}>(
      `SELECT id FROM notification_user WHERE id = ANY($1::int[]) AND manufacturer_id = $2 AND NOT deleted`,
      [userIds, manufacturerId],
    );
    const valid = rows.map(r => r.id);
    await db.query(`DELETE FROM notification_group_user WHERE group_id = $1 AND NOT (user_id = ANY($2::int[]))`, [
      groupId,
      valid,
    ]);
    await db.query(
      `INSERT INTO notification_group_user (group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [groupId, valid],
    );
    await db.query('UPDATE notification_group SET updated_on = now() WHERE id = $1', [groupId]);
    return new Set(userIds).size - valid.length;
  }
}

function toGroup(g: Record<string, unknown>): Omit<NotificationGroup, 'notificationGroupUsers' | 'availableUsers'> {
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
    mailKinds: MAIL_KINDS.filter(k => (g.mail_kinds as string[]).includes(k)),
  };
}
