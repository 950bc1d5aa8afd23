import {RunningServer} from '../../server';
import {givenAccount, givenBrand, uniqueName} from './account.helpers';
import {client} from './app.helpers';
import {givenSignedToken} from './token.helpers';

/** A registered manufacturer of a fresh brand (with one model), registered `ageDays` ago. */
export async function givenManufacturer(
  server: RunningServer,
  opts: {uploadFrequency?: number; ageDays?: number} = {},
): Promise<{id: number; name: string; model: string}> {
  const name = await givenBrand(server, uniqueName('Notify Brand'));
  const model = uniqueName('NB-M');
  const {rows} = await server.pool.query<{id: number}>(
    `INSERT INTO manufacturer (brand_id, name, email, upload_frequency, created_at)
     SELECT id, name, 'office@notify.example', $2, now() - make_interval(days => $3) FROM brand WHERE name = $1
     RETURNING id`,
    [name, opts.uploadFrequency ?? 2, opts.ageDays ?? 0],
  );
  await server.pool.query(
    `INSERT INTO product (brand_id, model, product_type, approved_date) SELECT id, $2, 'battery', '2024-01-01' FROM brand WHERE name = $1`,
    [name, model],
  );
  return {id: rows[0].id, name, model};
}

/** An account of `role` for the manufacturer (staff with `permissions`), and its token. */
export async function givenMember(
  server: RunningServer,
  manufacturer: {id: number; name: string},
  role: 'madmin' | 'mstaff',
  permissions: number[] = [],
): Promise<string> {
  const account = await givenAccount(server, {role, manufacturer: manufacturer.name});
  for (const p of permissions)
    await server.pool.query(
      'INSERT INTO staff_permission (user_id, manufacturer_id, permission_id) VALUES ($1, $2, $3)',
      [account.id, manufacturer.id, p],
    );
  return givenSignedToken(server, account.username);
}

export function notifyGql(server: RunningServer, token: string, query: string, variables: object = {}) {
  return client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables});
}

export const GROUPS = `query($manufacturerId: ID) {
  notificationGroups(manufacturerId: $manufacturerId, type: 3) {
    id groupName description enabled deleted manufacturerId updatedBy mailKinds
    notificationGroupUsers { notificationUserId email groupId }
    availableUsers { notificationUserId email }
  }
}`;
export const USERS = `query($manufacturerId: ID) { notificationUsers(manufacturerId: $manufacturerId) {
  notificationUserId email phone enabled unsubscribedOn } }`;
export const SAVE_GROUP = `mutation($id: ID, $groupName: String, $description: String, $manufacturerId: ID,
                                    $mailKinds: [NotificationMailKind!], $enabled: Boolean, $deleted: Boolean) {
  saveGroup(id: $id, groupName: $groupName, description: $description, manufacturerId: $manufacturerId,
            mailKinds: $mailKinds, enabled: $enabled, deleted: $deleted) {
    id groupName description enabled manufacturerId mailKinds
  }
}`;
export const SAVE_USER = `mutation($notificationUserId: ID, $email: String, $phone: String, $manufacturerId: ID, $groupId: ID, $enabled: Boolean, $deleted: Boolean) {
  saveNotificationUser(notificationUserId: $notificationUserId, email: $email, phone: $phone, manufacturerId: $manufacturerId,
                       groupId: $groupId, enabled: $enabled, deleted: $deleted) {
    notificationUserId email phone groupId enabled deleted
  }
}`;
export const ASSIGN = `mutation($userIds: [ID!]!, $groupId: ID!, $manufacturerId: ID) {
  assignNotificationUser(userIds: $userIds, groupId: $groupId, manufacturerId: $manufacturerId) { status }
}`;

/** A group with the given contacts assigned (through the calls themselves), as an administrator. */
export async function givenGroupWithContacts(
  server: RunningServer,
  adminToken: string,
  manufacturerId: number,
  emails: string[],
  mailKinds?: Array<'DIGEST' | 'OVERDUE' | 'LEDGER'>,
): Promise<{groupId: string; contactIds: string[]}> {
  const group = await notifyGql(server, adminToken, SAVE_GROUP, {
    manufacturerId,
    groupName: uniqueName('Group'),
    description: 'Operations team',
    mailKinds,
  });
  const groupId = group.body.data.saveGroup.id as string;
  const contactIds: string[] = [];
  for (const email of emails) {
    const res = await notifyGql(server, adminToken, SAVE_USER, {manufacturerId, email, groupId});
    contactIds.push(res.body.data.saveNotificationUser.notificationUserId);
  }
  return {groupId, contactIds};
}
