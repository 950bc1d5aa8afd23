import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {toDbId, toDbIds} from '../kernel/sql-list';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {NotificationGroupRepository} from './notification-group.repository';
import {NotificationGroupEntry, NotificationUserEntry} from './notification-group.sql';
import {checkContact, checkGroup, NOTIFY_MESSAGES} from './notify-rules';

export interface SaveGroupInput {
  id?: unknown;
  groupName?: string | null;
  description?: string | null;
  manufacturerId?: unknown;
  /** The kinds of mail the group receives; unset: all three for a new group, unchanged for an existing one. */
  mailKinds?: readonly string[] | null;
  enabled?: boolean | null;
  deleted?: boolean | null;
}

export interface SaveUserInput {
  notificationUserId?: unknown;
  email?: string | null;
  phone?: string | null;
  manufacturerId?: unknown;
  groupId?: unknown;
  enabled?: boolean | null;
  deleted?: boolean | null;
}

const notFound = (what: string, field: string) => new ServiceError(`No ${what} has this id.`, 'NOT_FOUND', {field});

/**
 * Notification groups and their contacts (document 002 section 2.16): administrators for any manufacturer,
 * a manufacturer's own accounts for it; staff read with Read and change with Manage Profile. Another
 * manufacturer's groups and contacts answer as unknown ids. Every change is audited.
 */
@injectable({scope: BindingScope.SINGLETON})
export class NotificationGroupService {
  constructor(
    @service(NotificationGroupRepository) private readonly records: NotificationGroupRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  /** The manufacturer the caller asks about, as tenancy allows it (the caller's own when it has one). */
  private async manufacturerOf(caller: Caller, manufacturerId: unknown, permission: number): Promise<number> {
    const asked = manufacturerId === undefined || manufacturerId === null ? undefined : toDbId(manufacturerId);
    if (asked === null) throw notFound('manufacturer', 'manufacturerId');
    const scope = await this.tenancy.scopeOf(caller, asked, permission);
    if (scope.manufacturerId === undefined)
      throw new ServiceError('manufacturerId: choose a manufacturer.', 'VALIDATION', {field: 'manufacturerId'});
    return scope.manufacturerId;
  }

  async groups(caller: Caller, manufacturerId: unknown): Promise<NotificationGroupEntry[]> {
    return this.records.groups(await this.manufacturerOf(caller, manufacturerId, PERMISSION.read));
  }

  async users(caller: Caller, manufacturerId: unknown): Promise<NotificationUserEntry[]> {
    return this.records.users(await this.manufacturerOf(caller, manufacturerId, PERMISSION.read));
  }

  /** A group the caller may change (asking as `manufacturerId` when given), or NOT_FOUND. */
  private async changeableGroup(caller: Caller, id: unknown, manufacturerId: unknown) {
    const groupId = toDbId(id);
    const group = groupId === null ? null : await this.records.group(groupId);
    const asked = manufacturerId === undefined || manufacturerId === null ? undefined : toDbId(manufacturerId);
    if (!group || group.deleted || asked === null) throw notFound('group', 'groupId');
    if (!(await this.tenancy.sees(caller, group, PERMISSION.manageProfile, asked))) throw notFound('group', 'groupId');
    return group;
  }

  private async changeableUser(caller: Caller, id: unknown, manufacturerId: unknown) {
    const userId = toDbId(id);
    const user = userId === null ? null : await this.records.user(userId);
    const asked = manufacturerId === undefined || manufacturerId === null ? undefined : toDbId(manufacturerId);
    if (!user || user.deleted || asked === null) throw notFound('contact', 'notificationUserId');
    if (!(await this.tenancy.sees(caller, user, PERMISSION.manageProfile, asked)))
      throw notFound('contact', 'notificationUserId');
    return user;
  }

  /** Creates a group (no id) or changes one; `deleted: true` deletes it (its contacts stay, unassigned). */
  async saveGroup(caller: Caller, input: SaveGroupInput): Promise<NotificationGroupEntry | null> {
    const existing =
      input.id === undefined || input.id === null
        ? null
        : await this.changeableGroup(caller, input.id, input.manufacturerId);
    const manufacturerId =
      existing?.manufacturerId ?? (await this.manufacturerOf(caller, input.manufacturerId, PERMISSION.manageProfile));
    const fields = checkGroup(input, existing);
    const id = await this.records.transaction(async db => {
      if (
        !fields.deleted &&
        (await this.records.groupNamed(db, manufacturerId, fields.groupName, existing?.id ?? null))
      )
        throw new ServiceError(NOTIFY_MESSAGES.groupExists, 'CONFLICT', {field: 'groupName'});
      const groupId = existing
        ? (await this.records.updateGroup(db, existing.id, fields, caller.id), existing.id)
        : await this.records.insertGroup(db, manufacturerId, fields, caller.id);
      await recordAudit(db, {
        userId: caller.id,
        action: existing
          ? fields.deleted
            ? 'notificationGroup.delete'
            : 'notificationGroup.update'
          : 'notificationGroup.create',
        entity: 'NotificationGroup',
        entityId: groupId,
        before: existing ?? undefined,
        after: {manufacturerId, ...fields},
      });
      return groupId;
    });
    return (await this.records.groups(manufacturerId)).find(g => g.id === id) ?? null;
  }

  /**
   * Creates a contact (no notificationUserId; an address already listed is that contact) or changes one;
   * with groupId it is also assigned to that group. `deleted: true` removes it from every group.
   */
  async saveUser(caller: Caller, input: SaveUserInput): Promise<NotificationUserEntry> {
    const hasId = input.notificationUserId !== undefined && input.notificationUserId !== null;
    const existing = hasId ? await this.changeableUser(caller, input.notificationUserId, input.manufacturerId) : null;
    const group =
      input.groupId === undefined || input.groupId === null
        ? null
        : await this.changeableGroup(caller, input.groupId, existing?.manufacturerId ?? input.manufacturerId);
    const manufacturerId =
      existing?.manufacturerId ??
      group?.manufacturerId ??
      (await this.manufacturerOf(caller, input.manufacturerId, PERMISSION.manageProfile));
    const fields = checkContact(input, existing);
    const id = await this.records.transaction(async db => {
      const same = fields.deleted ? null : await this.records.userWithEmail(db, manufacturerId, fields.email);
      if (same && existing && same.notificationUserId !== existing.notificationUserId)
        throw new ServiceError(NOTIFY_MESSAGES.contactExists, 'CONFLICT', {field: 'email'});
      const target = existing ?? same;
      const userId = target
        ? (await this.records.updateUser(db, target.notificationUserId, fields), target.notificationUserId)
        : await this.records.insertUser(db, manufacturerId, fields);
      if (group && !fields.deleted) await this.records.addToGroup(db, group.id, userId);
      await recordAudit(db, {
        userId: caller.id,
        action: target
          ? fields.deleted
            ? 'notificationUser.delete'
            : 'notificationUser.update'
          : 'notificationUser.create',
        entity: 'NotificationUser',
        entityId: userId,
        before: target ?? undefined,
        after: {manufacturerId, groupId: group?.id ?? null, ...fields},
      });
      return userId;
    });
    const saved = (await this.records.user(id))!;
    return {...saved, groupId: group?.id ?? null};
  }

  /** Makes the group's contacts exactly `userIds` (the transfer list saves at once); an id not the group's manufacturer's contact is unknown. */
  async assign(
    caller: Caller,
    userIds: readonly unknown[],
    groupId: unknown,
    manufacturerId: unknown,
  ): Promise<boolean> {
    const group = await this.changeableGroup(caller, groupId, manufacturerId);
    const ids = toDbIds(userIds);
    if (ids.length !== userIds.length) throw notFound('contact', 'userIds');
    await this.records.transaction(async db => {
      if (await this.records.setMembers(db, group.id, group.manufacturerId, ids)) throw notFound('contact', 'userIds');
      await recordAudit(db, {
        userId: caller.id,
        action: 'notificationGroup.assign',
        entity: 'NotificationGroup',
        entityId: group.id,
        after: {userIds: ids},
      });
    });
    return true;
  }
}
