import {BindingScope, injectable} from '@loopback/core';
import type {MailKind} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {
  GROUP_SELECT,
  GroupFields,
  MANUFACTURERS_WITH_RECIPIENTS,
  NotificationGroupEntry,
  NotificationGroupRow,
  NotificationUserEntry,
  Recipient,
  RECIPIENTS,
  toGroup,
  toUser,
  USER_COLUMNS,
  UserFields,
} from './notification-group.sql';

/**
 * A manufacturer's notification groups (notification_group), their contacts (notification_user) and who is in
 * which group (notification_group_user): the screens' reads and changes, who receives each kind of mail, and the
 * contacts' unsubscribe links. Statements that join the caller's transaction take its client first.
 */
@injectable({scope: BindingScope.SINGLETON})
export class NotificationGroupRepository extends SqlRepository {
  /** The manufacturer's contacts that are not deleted, by email. */
  async users(manufacturerId: number, db: Queryable = this.pool): Promise<NotificationUserEntry[]> {
    const {rows} = await db.query(
      `SELECT ${USER_COLUMNS} FROM notification_user u WHERE u.manufacturer_id = $1 AND NOT u.deleted ORDER BY u.email`,
      [manufacturerId],
    );
    return rows.map(r => toUser(r));
  }

  /** The manufacturer's groups that are not deleted, by name, each with its contacts and the others available. */
  async groups(manufacturerId: number): Promise<NotificationGroupEntry[]> {
    const [groups, users, members] = await Promise.all([
      this.pool.query(
        `${GROUP_SELECT} WHERE g.manufacturer_id = $1 AND NOT g.deleted ORDER BY lower(g.group_name), g.id`,
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

  async group(id: number): Promise<NotificationGroupRow | null> {
    const {rows} = await this.pool.query(`${GROUP_SELECT} WHERE g.id = $1`, [id]);
    return rows[0] ? toGroup(rows[0]) : null;
  }

  async user(id: number): Promise<NotificationUserEntry | null> {
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

  async userWithEmail(db: Queryable, manufacturerId: number, email: string): Promise<NotificationUserEntry | null> {
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

  /** Changes the group; a deleted group loses its contacts (they stay, unassigned). */
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

  /**
   * A new address is a new person: its unsubscribe (of the old address) no longer applies, and the link mailed to
   * the old address is bound to it: a new secret replaces it, so the old link does nothing any more.
   */
  async updateUser(db: Queryable, id: number, f: UserFields): Promise<void> {
    await db.query(
      `UPDATE notification_user SET phone = $3, enabled = $4, deleted = $5, updated_on = now(),
              unsubscribed_on = CASE WHEN email = $2 THEN unsubscribed_on END,
              unsubscribe_token = CASE WHEN email = $2 THEN unsubscribe_token ELSE gen_random_uuid() END, email = $2
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

  /** Enabled, subscribed contacts in at least one enabled group of the manufacturer that receives `kind` (null: any). */
  async recipients(db: Queryable, manufacturerId: number, kind: MailKind | null): Promise<Recipient[]> {
    const {rows} = await db.query(RECIPIENTS, [manufacturerId, kind]);
    return rows.map(r => ({contactId: r.id, email: r.email, unsubscribeToken: r.token}));
  }

  /** Active manufacturers that have someone to mail `kind` to. */
  async manufacturersWithRecipients(kind: MailKind): Promise<Array<{id: number; name: string}>> {
    return (await this.pool.query<{id: number; name: string}>(MANUFACTURERS_WITH_RECIPIENTS, [kind])).rows;
  }

  /** The contact of an unsubscribe link, and its manufacturer's name. */
  async contactOfToken(token: string): Promise<{email: string; manufacturer: string; unsubscribed: boolean} | null> {
    const {rows} = await this.pool.query(
      `SELECT u.email::text AS email, m.name::text AS manufacturer, u.unsubscribed_on IS NOT NULL AS unsubscribed
         FROM notification_user u JOIN manufacturer m ON m.id = u.manufacturer_id
        WHERE u.unsubscribe_token = $1 AND NOT u.deleted`,
      [token],
    );
    return rows[0] ?? null;
  }

  /** Stops every mail to the link's contact (the first time only: a second follow changes nothing). */
  async unsubscribe(token: string): Promise<boolean> {
    const {rowCount} = await this.pool.query(
      `UPDATE notification_user SET unsubscribed_on = COALESCE(unsubscribed_on, now()), updated_on = now()
        WHERE unsubscribe_token = $1 AND NOT deleted`,
      [token],
    );
    return !!rowCount;
  }
}
