import {NotificationGroupRepository} from '../../services/notify';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount, givenContact, givenGroup} from '../helpers/registry-rows.helpers';
import {givenManufacturer} from '../helpers/serial-rows.helpers';

describe('NotificationGroupRepository (groups, contacts, membership, recipients, unsubscribe links)', () => {
  let db: MigratedDatabase;
  let repo: NotificationGroupRepository;
  let maker: number;
  let quiet: number;
  let editor: number;
  let ops: number;
  let sales: number;
  let ann: {id: number; token: string};
  let bob: {id: number; token: string};

  beforeAll(async () => {
    db = await givenMigratedDatabase('notification_group_repo');
    repo = new NotificationGroupRepository(db.pool);
    maker = (await givenManufacturer(db.pool, 'Maker With Contacts')).manufacturerId;
    quiet = (await givenManufacturer(db.pool, 'Quiet Maker')).manufacturerId;
    editor = await givenAccount(db.pool, {role: 'madmin', manufacturerId: maker, username: 'group-editor'});
    ops = await givenGroup(db.pool, {manufacturerId: maker, groupName: 'ops', mailKinds: ['ledger', 'digest']});
    sales = await givenGroup(db.pool, {manufacturerId: maker, groupName: 'Sales', mailKinds: ['overdue']});
    await givenGroup(db.pool, {manufacturerId: maker, groupName: 'Old', deleted: true});
    ann = await givenContact(db.pool, {manufacturerId: maker, email: 'ann@example.com', groupIds: [ops, sales]});
    bob = await givenContact(db.pool, {
      manufacturerId: maker,
      email: 'bob@example.com',
      groupIds: [ops],
      unsubscribed: true,
    });
    await givenContact(db.pool, {manufacturerId: maker, email: 'cat@example.com'});
    await givenContact(db.pool, {manufacturerId: quiet, email: 'quiet@example.com'});
    await db.pool.query('UPDATE notification_group SET updated_by = $1 WHERE id = $2', [editor, ops]);
  });
  afterAll(() => db.drop());

  it('lists a manufacturer’s live groups by name, each with its contacts and the others available', async () => {
    const groups = await repo.groups(maker);
    expect(groups.map(g => g.groupName)).toEqual(['ops', 'Sales']);
    expect(groups[0]).toEqual({
      id: ops,
      groupName: 'ops',
      manufacturerId: maker,
      createdOn: expect.any(String),
      updatedOn: expect.any(String),
      updatedBy: 'group-editor',
      enabled: true,
      deleted: false,
      description: 'A group',
      mailKinds: ['digest', 'ledger'],
      notificationGroupUsers: [
        expect.objectContaining({notificationUserId: ann.id, groupId: ops, unsubscribedOn: null}),
        expect.objectContaining({notificationUserId: bob.id, groupId: ops, unsubscribedOn: expect.any(String)}),
      ],
      availableUsers: [expect.objectContaining({email: 'cat@example.com', groupId: null})],
    });
    expect(groups[1].notificationGroupUsers.map(u => u.email)).toEqual(['ann@example.com']);
    expect(await repo.groups(quiet)).toEqual([]);
  });

  it('reads contacts, a group and a contact by id, and a live contact by email', async () => {
    expect((await repo.users(maker)).map(u => u.email)).toEqual([
      'ann@example.com',
      'bob@example.com',
      'cat@example.com',
    ]);
    expect(await repo.user(ann.id)).toEqual({
      notificationUserId: ann.id,
      email: 'ann@example.com',
      phone: null,
      manufacturerId: maker,
      createdOn: expect.any(String),
      updatedOn: expect.any(String),
      enabled: true,
      deleted: false,
      groupId: null,
      unsubscribedOn: null,
    });
    expect(await repo.group(sales)).toMatchObject({groupName: 'Sales', updatedBy: null, mailKinds: ['overdue']});
    expect(await repo.group(999999)).toBeNull();
    expect(await repo.user(999999)).toBeNull();
    expect((await repo.userWithEmail(db.pool, maker, 'ANN@example.com'))?.notificationUserId).toBe(ann.id);
    expect(await repo.userWithEmail(db.pool, quiet, 'ann@example.com')).toBeNull();
  });

  it('knows a live group’s name in any case, other than the one being changed', async () => {
    expect(await repo.groupNamed(db.pool, maker, 'OPS', null)).toBe(true);
    expect(await repo.groupNamed(db.pool, maker, 'ops', ops)).toBe(false);
    expect(await repo.groupNamed(db.pool, maker, 'old', null)).toBe(false);
  });

  it('creates and changes groups; a deleted group loses its contacts', async () => {
    const fields = {
      groupName: 'Support',
      description: 'Desk',
      mailKinds: ['digest' as const],
      enabled: true,
      deleted: false,
    };
    const id = await repo.transaction(tx => repo.insertGroup(tx, maker, fields, editor));
    await repo.transaction(tx => repo.addToGroup(tx, id, ann.id));
    await repo.transaction(tx => repo.addToGroup(tx, id, ann.id));
    expect((await repo.groups(maker)).find(g => g.id === id)?.notificationGroupUsers).toHaveLength(1);
    await repo.transaction(tx => repo.updateGroup(tx, id, {...fields, enabled: false, deleted: true}, editor));
    expect(await repo.group(id)).toMatchObject({enabled: false, deleted: true, updatedBy: 'group-editor'});
    const members = await db.pool.query('SELECT count(*)::int AS n FROM notification_group_user WHERE group_id = $1', [
      id,
    ]);
    expect(members.rows[0].n).toBe(0);
  });

  const tokenOf = async (id: number): Promise<string> =>
    (await db.pool.query('SELECT unsubscribe_token::text AS t FROM notification_user WHERE id = $1', [id])).rows[0].t;

  it('creates and changes contacts; a new address lifts its unsubscribe, a deleted contact leaves its groups', async () => {
    const id = await repo.transaction(tx =>
      repo.insertUser(tx, maker, {email: 'dan@example.com', phone: '+61412345678', enabled: true, deleted: false}),
    );
    expect(await repo.user(id)).toMatchObject({email: 'dan@example.com', phone: '+61412345678'});
    await repo.transaction(tx =>
      repo.updateUser(tx, bob.id, {email: 'bob@example.com', phone: null, enabled: true, deleted: false}),
    );
    expect((await repo.user(bob.id))?.unsubscribedOn).not.toBeNull();
    const oldLink = await tokenOf(bob.id);
    await repo.transaction(tx =>
      repo.updateUser(tx, bob.id, {email: 'rob@example.com', phone: null, enabled: true, deleted: false}),
    );
    expect(await repo.user(bob.id)).toMatchObject({email: 'rob@example.com', unsubscribedOn: null});
    // The link mailed to the old address is bound to it: it names no one and unsubscribes no one now.
    expect(await tokenOf(bob.id)).not.toBe(oldLink);
    expect(await repo.contactOfToken(oldLink)).toBeNull();
    expect(await repo.unsubscribe(oldLink)).toBe(false);
    expect((await repo.user(bob.id))?.unsubscribedOn).toBeNull();
    // The same address again (any case) keeps its link.
    const link = await tokenOf(bob.id);
    await repo.transaction(tx =>
      repo.updateUser(tx, bob.id, {email: 'rob@example.com', phone: '+61412345678', enabled: true, deleted: false}),
    );
    expect(await tokenOf(bob.id)).toBe(link);
    await repo.transaction(tx =>
      repo.updateUser(tx, id, {email: 'dan@example.com', phone: null, enabled: true, deleted: true}),
    );
    expect((await repo.users(maker)).map(u => u.email)).not.toContain('dan@example.com');
  });

  it('makes a group’s contacts exactly those given, answering how many were not its manufacturer’s', async () => {
    const cat = (await repo.users(maker)).find(u => u.email === 'cat@example.com')!.notificationUserId;
    const stranger = (await repo.users(quiet))[0].notificationUserId;
    const missed = await repo.transaction(tx => repo.setMembers(tx, sales, maker, [cat, stranger, cat]));
    expect(missed).toBe(1);
    expect((await repo.groups(maker)).find(g => g.id === sales)?.notificationGroupUsers.map(u => u.email)).toEqual([
      'cat@example.com',
    ]);
  });

  it('answers who receives each kind of mail, and which manufacturers have someone to mail', async () => {
    await db.pool.query('UPDATE notification_user SET unsubscribed_on = now() WHERE id = $1', [bob.id]);
    expect(await repo.recipients(db.pool, maker, 'ledger')).toEqual([
      {contactId: ann.id, email: 'ann@example.com', unsubscribeToken: ann.token},
    ]);
    expect((await repo.recipients(db.pool, maker, 'overdue')).map(r => r.email)).toEqual(['cat@example.com']);
    expect(await repo.manufacturersWithRecipients('digest')).toEqual([{id: maker, name: 'Maker With Contacts'}]);
    await db.pool.query('UPDATE manufacturer SET is_active = false WHERE id = $1', [maker]);
    expect(await repo.manufacturersWithRecipients('digest')).toEqual([]);
    await db.pool.query('UPDATE manufacturer SET is_active = true WHERE id = $1', [maker]);
  });

  it('reads the contact of an unsubscribe link, and unsubscribes it once', async () => {
    expect(await repo.contactOfToken(ann.token)).toEqual({
      email: 'ann@example.com',
      manufacturer: 'Maker With Contacts',
      unsubscribed: false,
    });
    expect(await repo.unsubscribe(ann.token)).toBe(true);
    const first = (await repo.user(ann.id))?.unsubscribedOn;
    expect(await repo.unsubscribe(ann.token)).toBe(true);
    expect((await repo.user(ann.id))?.unsubscribedOn).toBe(first);
    expect(await repo.contactOfToken(ann.token)).toMatchObject({unsubscribed: true});
    expect(await repo.contactOfToken('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await repo.unsubscribe('00000000-0000-0000-0000-000000000000')).toBe(false);
  });
});
