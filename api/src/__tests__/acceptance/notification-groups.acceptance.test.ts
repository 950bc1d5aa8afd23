import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {givenAccount} from '../helpers/account.helpers';
import {givenDistributor} from '../helpers/security/cast';
import {
  ASSIGN,
  GROUPS,
  givenGroupWithContacts,
  givenManufacturer,
  givenMember,
  notifyGql,
  SAVE_GROUP,
  SAVE_USER,
  USERS,
} from '../helpers/notify.helpers';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';

type Body = {data?: Record<string, unknown> | null; errors?: Array<{message: string; extensions?: {code?: string}}>};
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code ?? 'OK';

describe('notification groups and contacts (document 002 section 2.16): calls per role', () => {
  let server: RunningServer;
  let admin: string;
  let brandA: {id: number; name: string};
  let tokens: Record<string, string>;

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
    brandA = await givenManufacturer(server);
    const brandB = await givenManufacturer(server);
    // A supplier of brand A of its own: the demo supplier's links stay as the other test files expect them.
    const company = await givenDistributor(server, [brandA.id]);
    const supplier = await givenAccount(server, {role: 'supplier', distributor: company.name});
    tokens = {
      admin,
      madmin: await givenMember(server, brandA, 'madmin'),
      staffManage: await givenMember(server, brandA, 'mstaff', [1, 5]),
      staffRead: await givenMember(server, brandA, 'mstaff', [1]),
      supplier: await givenSignedToken(server, supplier.username),
      otherBrand: await givenMember(server, brandB, 'madmin'),
    };
  });
  afterAll(() => server.stop());

  /** What each role is answered: data, or the error code. */
  async function asEveryRole(call: (token: string, role: string) => Promise<Body>): Promise<Record<string, string>> {
    const answers: Record<string, string> = {};
    for (const [role, token] of Object.entries(tokens)) answers[role] = codeOf(await call(token, role));
    return answers;
  }

  it('notificationGroups and notificationUsers: the owners read, suppliers are refused, another brand is unknown', async () => {
    const {groupId} = await givenGroupWithContacts(server, admin, brandA.id, ['read-a@notify.example']);
    for (const query of [GROUPS, USERS]) {
      const answers = await asEveryRole(async token => {
        const res = await notifyGql(server, token, query, {manufacturerId: brandA.id});
        return res.body as Body;
      });
      expect(answers).toEqual({
        admin: 'OK',
        madmin: 'OK',
        staffManage: 'OK',
        staffRead: 'OK',
        supplier: 'FORBIDDEN',
        otherBrand: 'NOT_FOUND',
      });
    }
    const own = await notifyGql(server, tokens.madmin, GROUPS);
    const group = own.body.data.notificationGroups.find((g: {id: string}) => g.id === groupId);
    expect(group.notificationGroupUsers.map((u: {email: string}) => u.email)).toEqual(['read-a@notify.example']);
    expect(group.updatedBy).toBe('admin');
    const unknown = await notifyGql(server, admin, GROUPS, {manufacturerId: 99999999});
    expect(unknown.body.data.notificationGroups).toEqual([]);
  });

  it('saveGroup: administrators, the manufacturer and staff with Manage Profile; the rest refused or unknown', async () => {
    const answers = await asEveryRole(async (token, role) => {
      const res = await notifyGql(server, token, SAVE_GROUP, {
        manufacturerId: brandA.id,
        groupName: `Group of ${role}`,
        description: 'Who hears about failures',
      });
      return res.body as Body;
    });
    expect(answers).toEqual({
      admin: 'OK',
      madmin: 'OK',
      staffManage: 'OK',
      staffRead: 'FORBIDDEN',
      supplier: 'FORBIDDEN',
      otherBrand: 'NOT_FOUND',
    });
    const names = (
      await notifyGql(server, admin, GROUPS, {manufacturerId: brandA.id})
    ).body.data.notificationGroups.map((g: {groupName: string}) => g.groupName);
    expect(names).toEqual(expect.arrayContaining(['Group of admin', 'Group of madmin', 'Group of staffManage']));
    expect(names).not.toContain('Group of staffRead');
  });

  it("editing, deleting and assigning another brand's group answers as an unknown id", async () => {
    const {groupId, contactIds} = await givenGroupWithContacts(server, admin, brandA.id, ['edit-a@notify.example']);
    const unknownId = '99999999';
    // Each call, with another brand's record and with an id nobody has: the same answer.
    const calls: Array<[string, object, object]> = [
      [SAVE_GROUP, {id: groupId, groupName: 'Taken over', description: 'x'}, {id: unknownId}],
      [SAVE_GROUP, {id: groupId, deleted: true}, {id: unknownId}],
      [ASSIGN, {groupId, userIds: []}, {groupId: unknownId}],
      [SAVE_USER, {notificationUserId: contactIds[0], email: 'stolen@notify.example'}, {notificationUserId: unknownId}],
      [SAVE_USER, {email: 'sneaky@notify.example', groupId}, {groupId: unknownId}],
    ];
    for (const [query, variables, unknown] of calls) {
      const res = await notifyGql(server, tokens.otherBrand, query, variables);
      const asUnknown = await notifyGql(server, tokens.otherBrand, query, {...variables, ...unknown});
      expect(codeOf(res.body)).toBe('NOT_FOUND');
      expect(res.body.errors).toEqual(asUnknown.body.errors);
    }
    const after = await notifyGql(server, admin, GROUPS, {manufacturerId: brandA.id});
    const group = after.body.data.notificationGroups.find((g: {id: string}) => g.id === groupId);
    expect(group.groupName).not.toBe('Taken over');
    expect(group.notificationGroupUsers.map((u: {email: string}) => u.email)).toEqual(['edit-a@notify.example']);
  });

  it('saveNotificationUser and assignNotificationUser per role', async () => {
    const {groupId} = await givenGroupWithContacts(server, admin, brandA.id, []);
    const saved = await asEveryRole(async (token, role) => {
      const res = await notifyGql(server, token, SAVE_USER, {
        manufacturerId: brandA.id,
        email: `${role}@contacts.example`,
        phone: '0412 345 678',
      });
      return res.body as Body;
    });
    expect(saved).toEqual({
      admin: 'OK',
      madmin: 'OK',
      staffManage: 'OK',
      staffRead: 'FORBIDDEN',
      supplier: 'FORBIDDEN',
      otherBrand: 'NOT_FOUND',
    });
    const users = (await notifyGql(server, admin, USERS, {manufacturerId: brandA.id})).body.data.notificationUsers;
    const ids = users.filter((u: {email: string}) => u.email.endsWith('@contacts.example'));
    expect(ids.map((u: {phone: string}) => u.phone)).toEqual(['0412345678', '0412345678', '0412345678']);
    const userIds = ids.map((u: {notificationUserId: string}) => u.notificationUserId);
    const assigned = await asEveryRole(async token => {
      const res = await notifyGql(server, token, ASSIGN, {groupId, userIds});
      return res.body as Body;
    });
    expect(assigned).toEqual({
      admin: 'OK',
      madmin: 'OK',
      staffManage: 'OK',
      staffRead: 'FORBIDDEN',
      supplier: 'FORBIDDEN',
      otherBrand: 'NOT_FOUND',
    });
  });

  it('moves contacts between Available and Assigned, and keeps another brand’s contacts out', async () => {
    const {groupId, contactIds} = await givenGroupWithContacts(server, admin, brandA.id, [
      'one@move.example',
      'two@move.example',
    ]);
    const listed = async () => {
      const res = await notifyGql(server, tokens.madmin, GROUPS);
      const g = res.body.data.notificationGroups.find((x: {id: string}) => x.id === groupId);
      return {
        assigned: g.notificationGroupUsers.map((u: {email: string}) => u.email),
        available: g.availableUsers
          .map((u: {email: string}) => u.email)
          .filter((e: string) => e.endsWith('move.example')),
      };
    };
    expect(await listed()).toEqual({assigned: ['one@move.example', 'two@move.example'], available: []});
    await notifyGql(server, tokens.madmin, ASSIGN, {groupId, userIds: [contactIds[1]]}).expect(200);
    expect(await listed()).toEqual({assigned: ['two@move.example'], available: ['one@move.example']});

    const other = await givenManufacturer(server);
    const foreign = await givenGroupWithContacts(server, admin, other.id, ['foreign@move.example']);
    const res = await notifyGql(server, admin, ASSIGN, {groupId, userIds: [contactIds[0], foreign.contactIds[0]]});
    expect(codeOf(res.body)).toBe('NOT_FOUND');
    expect(await listed()).toEqual({assigned: ['two@move.example'], available: ['one@move.example']});
  });

  it('checks the forms: required fields, email, phone, duplicates, and deletes', async () => {
    const messages = async (query: string, variables: object) =>
      (await notifyGql(server, tokens.madmin, query, variables)).body.errors?.map((e: {message: string}) => e.message);
    expect(await messages(SAVE_GROUP, {groupName: ' ', description: 'x'})).toEqual(['This field is required']);
    expect(await messages(SAVE_GROUP, {groupName: 'Name', description: ''})).toEqual(['This field is required']);
    expect(await messages(SAVE_USER, {email: ''})).toEqual(['This field is required']);
    expect(await messages(SAVE_USER, {email: 'not-an-address'})).toEqual(['Please enter valid email address']);
    expect(await messages(SAVE_USER, {email: 'ok@form.example', phone: '12345'})).toEqual([
      'Phone number should be between 6-12 characters',
    ]);
    expect(await messages(SAVE_USER, {email: 'ok@form.example', phone: '1234567890123'})).toEqual([
      'Phone number should be between 6-12 characters',
    ]);
    const group = await notifyGql(server, tokens.madmin, SAVE_GROUP, {groupName: 'Dup check', description: 'd'});
    expect(group.body.data.saveGroup.manufacturerId).toBe(String(brandA.id));
    expect(await messages(SAVE_GROUP, {groupName: 'DUP CHECK', description: 'd'})).toEqual([
      'A group with this name already exists.',
    ]);

    // The kinds of mail: all three unless chosen; at least one; an update that names none keeps them.
    expect(group.body.data.saveGroup.mailKinds).toEqual(['DIGEST', 'OVERDUE', 'LEDGER']);
    const kinds = {id: group.body.data.saveGroup.id};
    expect(await messages(SAVE_GROUP, {...kinds, mailKinds: []})).toEqual(['Choose at least one kind of mail.']);
    expect((await notifyGql(server, tokens.madmin, SAVE_GROUP, {...kinds, mailKinds: ['SMS']})).status).toBe(400);
    const chosen = await notifyGql(server, tokens.madmin, SAVE_GROUP, {...kinds, mailKinds: ['LEDGER', 'DIGEST']});
    expect(chosen.body.data.saveGroup.mailKinds).toEqual(['DIGEST', 'LEDGER']);
    const renamed = await notifyGql(server, tokens.madmin, SAVE_GROUP, {
      ...kinds,
      groupName: 'Dup check',
      enabled: false,
    });
    expect(renamed.body.data.saveGroup.mailKinds).toEqual(['DIGEST', 'LEDGER']);
    const listed = (await notifyGql(server, tokens.madmin, GROUPS)).body.data.notificationGroups;
    expect(listed.find((g: {id: string}) => g.id === kinds.id).mailKinds).toEqual(['DIGEST', 'LEDGER']);

    const first = await notifyGql(server, tokens.madmin, SAVE_USER, {email: 'Same@Form.example'});
    const again = await notifyGql(server, tokens.madmin, SAVE_USER, {email: 'same@form.example', phone: '0299998888'});
    expect(again.body.data.saveNotificationUser.notificationUserId).toBe(
      first.body.data.saveNotificationUser.notificationUserId,
    );
    const other = await notifyGql(server, tokens.madmin, SAVE_USER, {email: 'other@form.example'});
    expect(
      await messages(SAVE_USER, {
        notificationUserId: other.body.data.saveNotificationUser.notificationUserId,
        email: 'same@form.example',
      }),
    ).toEqual(['A contact with this email address already exists.']);

    const groupId = group.body.data.saveGroup.id;
    const deleted = await notifyGql(server, tokens.madmin, SAVE_GROUP, {id: groupId, deleted: true});
    expect(deleted.body).toEqual({data: {saveGroup: null}});
    const groups = (await notifyGql(server, tokens.madmin, GROUPS)).body.data.notificationGroups;
    expect(groups.map((g: {id: string}) => g.id)).not.toContain(groupId);
    const audit = await server.pool.query(
      `SELECT action FROM audit_log WHERE entity = 'NotificationGroup' AND entity_id = $1 ORDER BY id`,
      [groupId],
    );
    expect(audit.rows.map(r => r.action)).toEqual([
      'notificationGroup.create',
      'notificationGroup.update',
      'notificationGroup.update',
      'notificationGroup.delete',
    ]);
  });
});
