import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAdminToken, givenSignedToken, givenUser} from '../helpers/token.helpers';

describe('GraphQL admin: users, manufacturers and dashboard counts', () => {
  let server: RunningServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    adminToken = await givenAdminToken(server);
  });
  afterAll(() => server.stop());

  function gql(query: string, variables: object = {}, token: string | null = adminToken) {
    const req = client(server).post('/graphql');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({query, variables});
  }

  const LIST_USERS = `query ($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: UserFilter) {
    items: allUsers(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      id username email firstName lastName role companyName isActive emailConfirmed locked lockoutEnd createdAt
    }
    total: _allUsersMeta(filter: $filter) { count }
  }`;

  it('lists users with paging, sorting and a count', async () => {
    const all = await gql(LIST_USERS, {perPage: 500, sortField: 'username', sortOrder: 'ASC'}).expect(200);
    const {rows} = await server.pool.query<{username: string}>('SELECT username FROM app_user ORDER BY username, id');
    expect(all.body.data.total.count).toBe(rows.length);
    expect(all.body.data.items.map((u: {username: string}) => u.username)).toEqual(rows.map(r => r.username));

    const page0 = await gql(LIST_USERS, {page: 0, perPage: 2, sortField: 'id', sortOrder: 'DESC'}).expect(200);
    const page1 = await gql(LIST_USERS, {page: 1, perPage: 2, sortField: 'id', sortOrder: 'DESC'}).expect(200);
    const ids = [...page0.body.data.items, ...page1.body.data.items].map((u: {id: string}) => Number(u.id));
    expect(ids).toHaveLength(4);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters users by text, role and active flag, and shows the company', async () => {
    const res = await gql(LIST_USERS, {filter: {q: 'demo energy'}}).expect(200);
    const names = res.body.data.items.map((u: {username: string}) => u.username);
    expect(names).toEqual(expect.arrayContaining(['madmin', 'mstaff']));
    expect(res.body.data.items.find((u: {username: string}) => u.username === 'madmin').companyName).toBe(
      'Demo Energy',
    );
    expect(res.body.data.total.count).toBe(names.length);

    const byRole = await gql(LIST_USERS, {filter: {role: 'superadmin', isActive: true}}).expect(200);
    expect(byRole.body.data.items.map((u: {username: string}) => u.username)).toContain('admin');
    expect(byRole.body.data.items.every((u: {role: string}) => u.role === 'superadmin')).toBe(true);

    const none = await gql(LIST_USERS, {filter: {q: '%_nobody_%'}}).expect(200);
    expect(none.body.data).toEqual({items: [], total: {count: 0}});
  });

  it('ignores a sort field outside the whitelist', async () => {
    const res = await gql(LIST_USERS, {sortField: 'password_hash; DROP TABLE app_user', perPage: 3}).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.items).toHaveLength(3);
  });

  it('reads one user and the many-users filter by ids', async () => {
    const {rows} = await server.pool.query<{id: number}>(
      `SELECT id FROM app_user WHERE username IN ('admin','madmin') ORDER BY id`,
    );
    const one = await gql(`query ($id: ID!) { User(id: $id) { id username role } }`, {id: String(rows[1].id)}).expect(
      200,
    );
    expect(one.body.data.User).toEqual({id: String(rows[1].id), username: 'madmin', role: 'madmin'});
    const many = await gql(LIST_USERS, {filter: {ids: rows.map(r => String(r.id))}}).expect(200);
    expect(many.body.data.items.map((u: {username: string}) => u.username).sort()).toEqual(['admin', 'madmin']);
    const missing = await gql(`{ User(id: "999999") { id } }`).expect(200);
    expect(missing.body.data.User).toBeNull();
  });

  it('lists manufacturers with search, sort, paging and counts', async () => {
    const q = `query ($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: ManufacturerFilter) {
      items: allManufacturers(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
        id name abn email uploadFrequency isActive userCount supplierCount createdAt
      }
      total: _allManufacturersMeta(filter: $filter) { count }
    }`;
    // A page that holds every manufacturer: other test files register theirs in the same database.
    const all = await gql(q, {sortField: 'name', sortOrder: 'DESC', perPage: 500}).expect(200);
    const {rows} = await server.pool.query<{n: number}>('SELECT count(*)::int AS n FROM manufacturer');
    expect(all.body.data.total.count).toBe(rows[0].n);
    const demo = all.body.data.items.find((m: {name: string}) => m.name === 'Demo Energy');
    expect(demo).toMatchObject({abn: '51 824 753 556', uploadFrequency: 2, isActive: true});
    // The two demo suppliers, and those other test files link to Demo Energy.
    expect(demo.supplierCount).toBeGreaterThanOrEqual(2);
    expect(demo.userCount).toBeGreaterThanOrEqual(2);

    const found = await gql(q, {filter: {q: 'austral'}}).expect(200);
    expect(found.body.data.items.map((m: {name: string}) => m.name)).toEqual(['Austral Demo Batteries']);
    expect(found.body.data.total.count).toBe(1);

    const paged = await gql(q, {page: 1, perPage: 1, sortField: 'name', sortOrder: 'ASC'}).expect(200);
    expect(paged.body.data.items).toHaveLength(rows[0].n > 1 ? 1 : 0);

    const one = await gql(`query ($id: ID!) { Manufacturer(id: $id) { name } }`, {id: demo.id}).expect(200);
    expect(one.body.data.Manufacturer.name).toBe('Demo Energy');
  });

  it('answers the dashboard counts', async () => {
    const res = await gql(`{ adminStats { totalUsers usersByRole { role count } totalManufacturers totalDistributors
      pendingActivation lockedAccounts deactivatedUsers } }`).expect(200);
    const s = res.body.data.adminStats;
    expect(s.usersByRole).toHaveLength(8);
    expect(s.usersByRole.reduce((n: number, r: {count: number}) => n + r.count, 0)).toBe(s.totalUsers);
    expect(s.usersByRole.find((r: {role: string}) => r.role === 'superadmin').count).toBeGreaterThanOrEqual(1);
    expect(s.totalManufacturers).toBeGreaterThanOrEqual(2);
    expect(s.totalDistributors).toBeGreaterThanOrEqual(2);
  });

  it('refuses a caller without a token: UNAUTHENTICATED', async () => {
    const res = await gql('{ allUsers { id } }', {}, null);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a non-administrator: FORBIDDEN', async () => {
    const madmin = await givenSignedToken(server, 'madmin');
    for (const query of [
      '{ allUsers { id } }',
      '{ allManufacturers { id } }',
      '{ adminStats { totalUsers } }',
      '{ User(id: "1") { id } }',
    ]) {
      const res = await gql(query, {}, madmin);
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(res.body.data?.allUsers ?? null).toBeNull();
    }
    const res = await gql('mutation { updateUser(id: "1", isActive: false) { id } }', {}, madmin);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it("deactivates a user: audited, and that user's token is refused at once", async () => {
    const user = await givenUser(server, {role: 'admin'});
    const token = await givenSignedToken(server, user.username);
    await gql('{ adminStats { totalUsers } }', {}, token).expect(200);

    const res = await gql(`mutation ($id: ID!) { updateUser(id: $id, isActive: false) { id isActive } }`, {
      id: String(user.id),
    }).expect(200);
    expect(res.body.data.updateUser).toEqual({id: String(user.id), isActive: false});

    const {rows} = await server.pool.query(
      `SELECT a.action, a.entity, a.entity_id, a.before, a.after, u.username AS actor
         FROM audit_log a JOIN app_user u ON u.id = a.user_id WHERE a.entity = 'User' AND a.entity_id = $1`,
      [String(user.id)],
    );
    expect(rows).toEqual([
      {
        action: 'user.deactivate',
        entity: 'User',
        entity_id: String(user.id),
        before: {isActive: true},
        after: {isActive: false},
        actor: 'admin',
      },
    ]);

    const refused = await gql('{ allUsers { id } }', {}, token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    await gql(`mutation ($id: ID!) { updateUser(id: $id, isActive: true) { isActive } }`, {id: String(user.id)}).expect(
      200,
    );
    await gql('{ adminStats { totalUsers } }', {}, token).expect(200);
  });

  it('unlocks a locked account and writes no audit row when nothing changes', async () => {
    const user = await givenUser(server, {lockoutEnd: new Date(Date.now() + 10 * 60000), failedLogins: 5});
    const locked = await gql(LIST_USERS, {filter: {locked: true, q: user.username}}).expect(200);
    expect(locked.body.data.items).toHaveLength(1);

    const res = await gql(
      `mutation ($id: ID!) { updateUser(id: $id, unlock: true) { locked lockoutEnd failedLogins } }`,
      {id: String(user.id)},
    );
    expect(res.body.data.updateUser).toEqual({locked: false, lockoutEnd: null, failedLogins: 0});
    await gql(`mutation ($id: ID!) { updateUser(id: $id, unlock: true, isActive: true) { id } }`, {
      id: String(user.id),
    }).expect(200);
    const {rows} = await server.pool.query(
      `SELECT action, after FROM audit_log WHERE entity = 'User' AND entity_id = $1`,
      [String(user.id)],
    );
    expect(rows).toEqual([{action: 'user.unlock', after: {lockoutEnd: null, failedLogins: 0}}]);
  });

  it("refuses to deactivate the caller's own account, or a superadmin for an admin", async () => {
    const {rows} = await server.pool.query<{id: number}>(`SELECT id FROM app_user WHERE username = 'admin'`);
    const own = await gql(`mutation ($id: ID!) { updateUser(id: $id, isActive: false) { id } }`, {
      id: String(rows[0].id),
    });
    expect(own.body.errors[0]).toMatchObject({
      message: 'You cannot deactivate your own account.',
      extensions: {code: 'BAD_USER_INPUT'},
    });

    const plainAdmin = await givenUser(server, {role: 'admin'});
    const res = await gql(
      `mutation ($id: ID!) { updateUser(id: $id, isActive: false) { id } }`,
      {id: String(rows[0].id)},
      await givenSignedToken(server, plainAdmin.username),
    );
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const missing = await gql(`mutation { updateUser(id: "999999", isActive: false) { id } }`);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
