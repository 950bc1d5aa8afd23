import {RunningServer} from '../../server';
import {givenAccount} from '../helpers/account.helpers';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {postUploadFile} from '../helpers/import.helpers';
import {givenDistributor} from '../helpers/security/cast';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';

/** Document 002, sections 2.4 to 2.9 and 2.17; server.md sections 7 and 10: the registry as administrators run it. */
describe('Admin registry: manufacturers, suppliers, change requests, audit', () => {
  let server: RunningServer;
  let admin: string;
  let reviewer: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
    const second = await givenAccount(server, {role: 'admin'});
    reviewer = await givenSignedToken(server, second.username);
  });
  afterAll(() => server.stop());

  const gql = (token: string, query: string, variables: object = {}) =>
    client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables}).expect(200);
  const idOf = async (table: 'manufacturer' | 'distributor', name: string) =>
    (await server.pool.query<{id: number}>(`SELECT id FROM ${table} WHERE name = $1`, [name])).rows[0].id;

  it('answers the dashboard feed from the registry', async () => {
    const res = await gql(admin, `{ adminFeed { totalInstallers totalManufacturers totalSuppliers } }`);
    const {rows} = await server.pool.query(
      `SELECT (SELECT count(*)::int FROM installer) AS i, (SELECT count(*)::int FROM manufacturer) AS m, (SELECT count(*)::int FROM distributor) AS d`,
    );
    expect(res.body.data.adminFeed).toEqual({
      totalInstallers: rows[0].i,
      totalManufacturers: rows[0].m,
      totalSuppliers: rows[0].d,
    });
  });

  it('lists manufacturers with their account, counts and upload figures, 4 a page', async () => {
    const res = await gql(
      admin,
      `query($f: String) { manufacturers(filter: $f, first: 4) { count list { manufacturerId displayName userName userId
        address email phone totalSerial totalInstalled totalPending totalRequest totalFailed recentUpload uploadFrequency uploadOverdue isActive } } }`,
      {f: 'madmin'},
    );
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.manufacturers;
    expect(page.count).toBe(1);
    expect(page.list[0]).toMatchObject({displayName: 'Demo Energy', userName: 'madmin', isActive: true});
    const {rows} = await server.pool.query(
      `SELECT COALESCE(total_serials, 0)::int AS t, COALESCE(failed, 0)::int AS f FROM manufacturer m
         LEFT JOIN manufacturer_stats_now s ON s.manufacturer_id = m.id WHERE m.name = 'Demo Energy'`,
    );
    expect(page.list[0].totalSerial).toBe(rows[0].t);
    expect(page.list[0].totalFailed).toBe(rows[0].f);
  });

  it('deactivates a manufacturer: its accounts are refused at their next call, and it is audited', async () => {
    const maker = await givenAccount(server, {role: 'madmin', manufacturer: 'Austral Demo Batteries'});
    const makerToken = await givenSignedToken(server, maker.username);
    const id = await idOf('manufacturer', 'Austral Demo Batteries');
    const ping = () => client(server).get('/api/profile/profile').set('Authorization', `Bearer ${makerToken}`);
    const before = (await ping()).status;
    expect(before).toBe(200);
    const off = await gql(
      admin,
      `mutation($id: ID!) { setManufacturerActive(manufacturerId: $id, active: false) { isActive } }`,
      {id},
    );
    expect(off.body.data.setManufacturerActive.isActive).toBe(false);
    expect((await ping()).status).toBe(401);
    const audit = await gql(
      admin,
      `{ allAuditLogs(filter: {entity: "Manufacturer", entityId: "${id}"}) { action before after userName } }`,
    );
    expect(audit.body.data.allAuditLogs[0]).toEqual({
      action: 'manufacturer.deactivate',
      before: {isActive: true},
      after: {isActive: false},
      userName: 'admin',
    });
    await client(server)
      .post('/api/admin/manufacturers/active')
      .set('Authorization', `Bearer ${admin}`)
      .send({ManufacturerId: id, Active: true})
      .expect(200, {status: true, isActive: true});
    expect((await ping()).status).toBe(200);
  });

  it('refuses activation to an administrator outside the allow-list, with Not Authorized', async () => {
    const limited = await givenRunningApp({
      adminAllowList: {manufacturers: ['someone-else'], settings: ['someone-else']},
    });
    try {
      const token = await givenAdminToken(limited);
      const id = (await limited.pool.query(`SELECT id FROM manufacturer LIMIT 1`)).rows[0].id;
      const res = await client(limited)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({query: `mutation { setManufacturerActive(manufacturerId: "${id}", active: false) { id } }`});
      expect(res.body.errors[0].message).toBe('Not Authorized');
      const can = await client(limited)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({query: '{ canActivateManufacturers hasConfigAccess }'});
      expect(can.body.data).toEqual({canActivateManufacturers: false, hasConfigAccess: false});
      await client(limited)
        .post('/api/admin/manufacturers/active')
        .set('Authorization', `Bearer ${token}`)
        .send({ManufacturerId: id, Active: false})
        .expect(403);
      const add = await client(limited).post('/graphql').set('Authorization', `Bearer ${token}`).send({
        query: `mutation { adminMutation { addAdminUser(userName: "x1", email: "x1@example.test", password: "Secret@1") { id } } }`,
      });
      expect(add.body.errors[0].message).toBe('Not Authorized');
    } finally {
      await limited.stop();
    }
  });

  it('lists suppliers with their linked manufacturers', async () => {
    const res = await gql(
      admin,
      `{ distributors(search: "Demo Distribution") { displayName userName manufacturerNames totalManufacturers isActive abn } }`,
    );
    expect(res.body.data.distributors).toEqual([
      expect.objectContaining({
        displayName: 'Demo Distribution Pty Ltd',
        userName: 'distributor',
        manufacturerNames: ['Austral Demo Batteries', 'Demo Energy'],
        totalManufacturers: 2,
        isActive: true,
      }),
    ]);
  });

  it('registers a supplier for an approved importer, and answers problems as code and description', async () => {
    const bad = await client(server)
      .post('/api/admin/suppliers')
      .set('Authorization', `Bearer ${admin}`)
      .send({Username: 'admin', Password: 'weak', Email: 'nope', Name: 'Not An Importer'})
      .expect(400);
    expect(bad.body.map((p: {code: string}) => p.code)).toEqual(
      expect.arrayContaining([
        'FirstNameRequired',
        'InvalidEmail',
        'PasswordRule',
        'UnknownSupplier',
        'DuplicateUserName',
      ]),
    );
    const importers = await client(server)
      .get('/api/importers?brand=Demo%20Energy')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(importers.body.find((i: {importerName: string}) => i.importerName === 'Solar Juice Pty Ltd')).toEqual({
      importerName: 'Solar Juice Pty Ltd',
      importerStatus: 'Approved',
      importerABN: '24 447 370 234',
    });
    await client(server)
      .post('/api/admin/suppliers')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        Username: 'solarjuice',
        Password: 'Secret@1',
        FirstName: 'Sam',
        LastName: 'Lee',
        Email: 'sam@example.test',
        AbnNo: '',
        Name: 'Solar Juice Pty Ltd',
      })
      .expect(200, {status: true});
    const {rows} = await server.pool.query(`SELECT role, email_confirmed FROM app_user WHERE username = 'solarjuice'`);
    expect(rows[0]).toEqual({role: 'supplier', email_confirmed: true});
  });

  it('links a supplier through a change request: create, approve by another admin, merge, then the supplier uploads', async () => {
    // A supplier of its own: the demo accounts' links stay as the other test files expect them.
    const manufacturerId = await idOf('manufacturer', 'Austral Demo Batteries');
    const company = await givenDistributor(server, [await idOf('manufacturer', 'Demo Energy')]);
    const distributorId = company.id;
    const account = await givenAccount(server, {role: 'supplier', distributor: company.name});
    const supplier = await givenSignedToken(server, account.username);
    const upload = () =>
      postUploadFile(server, supplier, Buffer.from('Serial Number,Model\nX1,M1\n'), 's.csv', {
        manufacturerId: String(manufacturerId),
      });
    const refused = await upload();
    expect(refused.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const created = await gql(
      admin,
      `mutation($m: ID!, $d: ID!) { createPullRequest(manufacturerId: $m, distributorId: $d, startDate: "2024-01-01") { id status reviewApproved isMerged } }`,
      {m: manufacturerId, d: distributorId},
    );
    const id = created.body.data.createPullRequest.id;
    expect(created.body.data.createPullRequest).toMatchObject({status: 'Open', reviewApproved: false, isMerged: false});
    const early = await gql(admin, `mutation($id: ID!) { mergePullRequest(id: $id) { id } }`, {id});
    expect(early.body.errors[0].extensions.code).toBe('CONFLICT');
    const self = await gql(admin, `mutation($id: ID!) { approvePullRequest(id: $id) { id } }`, {id});
    expect(self.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await gql(
      reviewer,
      `mutation($id: ID!) { commentPullRequest(id: $id, body: "Checked the importer list") { id } }`,
      {id},
    );
    const approved = await gql(
      reviewer,
      `mutation($id: ID!) { approvePullRequest(id: $id) { reviewApproved reviewers } }`,
      {id},
    );
    expect(approved.body.data.approvePullRequest.reviewApproved).toBe(true);
    const merged = await gql(
      admin,
      `mutation($id: ID!) { mergePullRequest(id: $id) { status isMerged isClosed comments { body } } }`,
      {id},
    );
    expect(merged.body.data.mergePullRequest).toEqual({
      status: 'Closed',
      isMerged: true,
      isClosed: true,
      comments: [{body: 'Checked the importer list'}],
    });

    const accepted = await upload();
    expect(accepted.body.errors).toBeUndefined();
    const listed = await gql(admin, `{ mergeRequests(filter: "Closed", search: "${company.name}") { id isMerged } }`);
    expect(listed.body.data.mergeRequests).toContainEqual({id, isMerged: true});
    const audit = await gql(admin, `{ allAuditLogs(filter: {entity: "SupplierLink"}) { action after } }`);
    expect(audit.body.data.allAuditLogs[0].action).toBe('supplierLink.create');
  });

  it('closes a change request without merging: nothing changes; an ended link ends the rights', async () => {
    const manufacturerId = await idOf('manufacturer', 'Demo Energy');
    // Linked to Austral too, so that once Demo Energy's link ends it is still a supplier, refused for Demo Energy alone.
    const company = await givenDistributor(server, [
      manufacturerId,
      await idOf('manufacturer', 'Austral Demo Batteries'),
    ]);
    const distributorId = company.id;
    const links = `SELECT start_date, end_date FROM distributor_manufacturer WHERE manufacturer_id = $1 AND distributor_id = $2`;
    const before = (await server.pool.query(links, [manufacturerId, distributorId])).rows;
    const created = await gql(
      admin,
      `mutation($m: ID!, $d: ID!) { createPullRequest(manufacturerId: $m, distributorId: $d, startDate: "2024-01-01", endDate: "2024-06-30") { id } }`,
      {m: manufacturerId, d: distributorId},
    );
    const id = created.body.data.createPullRequest.id;
    const closed = await gql(admin, `mutation($id: ID!) { closePullRequest(id: $id) { status isMerged } }`, {id});
    expect(closed.body.data.closePullRequest).toEqual({status: 'Closed', isMerged: false});
    expect((await server.pool.query(links, [manufacturerId, distributorId])).rows).toEqual(before);
    const again = await gql(reviewer, `mutation($id: ID!) { approvePullRequest(id: $id) { id } }`, {id});
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');

    const second = await gql(
      admin,
      `mutation($m: ID!, $d: ID!) { createPullRequest(manufacturerId: $m, distributorId: $d, startDate: "2024-01-01", endDate: "2024-06-30") { id } }`,
      {m: manufacturerId, d: distributorId},
    );
    const sid = second.body.data.createPullRequest.id;
    await gql(reviewer, `mutation($id: ID!) { approvePullRequest(id: $id) { id } }`, {id: sid});
    await gql(admin, `mutation($id: ID!) { mergePullRequest(id: $id) { id } }`, {id: sid});
    const account = await givenAccount(server, {role: 'mdistributor', distributor: company.name});
    const distributor = await givenSignedToken(server, account.username);
    const res = await postUploadFile(server, distributor, Buffer.from('Serial Number,Model\nX1,M1\n'), 's.csv', {
      manufacturerId: String(manufacturerId),
    });
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('manages administrator accounts: add, toggle, change password, each audited', async () => {
    const added = await gql(
      admin,
      `mutation { adminMutation { addAdminUser(userName: "second-admin", email: "second@example.test", password: "Secret@1", firstName: "Sec", lastName: "Ond") { id userName isActive lockoutEnabled } } }`,
    );
    const user = added.body.data.adminMutation.addAdminUser;
    expect(user).toMatchObject({userName: 'second-admin', isActive: true, lockoutEnabled: false});
    const off = await gql(
      admin,
      `mutation($id: ID!) { adminMutation { toggleUserStatus(userId: $id, lockoutEnabled: true) } }`,
      {id: user.id},
    );
    expect(off.body.data.adminMutation.toggleUserStatus).toBe(true);
    const listed = await gql(admin, `{ sUsers(search: "second-admin") { userName isActive lockoutEnabled } }`);
    expect(listed.body.data.sUsers).toEqual([{userName: 'second-admin', isActive: false, lockoutEnabled: true}]);
    const weak = await gql(
      admin,
      `mutation($id: ID!) { adminMutation { changePassword(userId: $id, newPassword: "weak") } }`,
      {id: user.id},
    );
    expect(weak.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const changed = await gql(
      admin,
      `mutation($id: ID!) { adminMutation { changePassword(userId: $id, newPassword: "Better@12") } }`,
      {id: user.id},
    );
    expect(changed.body.data.adminMutation.changePassword).toBe(true);
    const audit = await gql(
      admin,
      `query($id: String) { allAuditLogs(filter: {entity: "User", entityId: $id}) { action } }`,
      {id: user.id},
    );
    expect(audit.body.data.allAuditLogs.map((a: {action: string}) => a.action)).toEqual([
      'user.changePassword',
      'user.deactivate',
      'user.addAdmin',
    ]);
  });

  it("resets a manufacturer's password through the admin REST call", async () => {
    const maker = await givenAccount(server, {role: 'madmin', manufacturer: 'Demo Energy'});
    await client(server)
      .post('/api/admin/resetpassword')
      .set('Authorization', `Bearer ${admin}`)
      .send({UserId: maker.id, Password: 'Fresh@123', ConfirmPassword: 'Fresh@124'})
      .expect(400);
    await client(server)
      .post('/api/admin/resetpassword')
      .set('Authorization', `Bearer ${admin}`)
      .send({UserId: maker.id, Password: 'Fresh@123', ConfirmPassword: 'Fresh@123'})
      .expect(200, {status: true});
  });

  it('imports migrated installers, filters and exports them, and exports the audit log', async () => {
    const csv =
      'AccCode,FirstName,LastName,Email,Status,ExpiryDate,SAACode\nA900001,Ivy,Install,ivy@example.test,Current,31/12/2030,S1\nA900002,Ned,Expired,ned@example.test,Expired,2020-01-01,\n,No,Code,,,,\n';
    const res = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .field(
        'operations',
        JSON.stringify({
          query: 'mutation($file: Upload!) { migratedInstallerList(file: $file) { message code success data } }',
          variables: {file: null},
        }),
      )
      .field('map', JSON.stringify({'0': ['variables.file']}))
      .attach('0', Buffer.from(csv), 'installers.csv')
      .expect(200);
    const result = res.body.data.migratedInstallerList;
    expect(result).toMatchObject({message: 'Installer data imported successfully', success: true});
    expect(JSON.parse(result.data)).toEqual(
      expect.arrayContaining([
        {Action: 'Inserted', Count: 2},
        {Action: 'Skipped', Count: 1},
      ]),
    );

    const list = await gql(
      admin,
      `{ installers(filter: "A90000", first: 100, additionalFilter: "{\\"status\\":2,\\"installer_type\\":2}") { installerCount installerUpdatedStatus list { accCode status sAACode expiryDate } } }`,
    );
    expect(list.body.data.installers).toMatchObject({
      installerCount: 1,
      list: [{accCode: 'A900001', status: 'Current', sAACode: 'S1', expiryDate: '2030-12-31'}],
    });
    const exported = await client(server)
      .post('/api/admin/installers/export?filter=A90000&additionalFilter=%7B%22status%22%3A1%7D')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(exported.headers['content-disposition']).toContain('installers.csv');
    expect(exported.text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(exported.text).toContain('A900002');

    const audit = await client(server)
      .get('/api/admin/audit-log/export?entity=Installer')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(audit.text).toContain('installer.import');
  });

  it("downloads a manufacturer's failed, not-found and parallel-import serials", async () => {
    const id = await idOf('manufacturer', 'Demo Energy');
    const {rows} = await server.pool.query(
      `SELECT count(*)::int AS n FROM product_log WHERE manufacturer_id = $1 AND status = 0 AND resolved_on IS NULL`,
      [id],
    );
    const csv = await client(server)
      .get(`/api/admin/manufacturers/${id}/failed-serials?format=csv`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(rows[0].n + 1);
    const xlsx = await client(server)
      .get(`/api/admin/manufacturers/${id}/failed-serials?format=xlsx`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const notFound = await client(server)
      .get(`/api/admin/manufacturers/${id}/not-found-serials`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(notFound.headers['content-disposition']).toContain('Demo Energy_failed.csv');
    await client(server)
      .get(`/api/admin/manufacturers/${id}/parallel-import`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    await client(server)
      .get(`/api/admin/manufacturers/999999/parallel-import`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(404);
    const maker = await givenSignedToken(server, 'madmin');
    await client(server)
      .get(`/api/admin/manufacturers/${id}/failed-serials`)
      .set('Authorization', `Bearer ${maker}`)
      .expect(403);
    await client(server).get('/api/brands').set('Authorization', `Bearer ${maker}`).expect(403);
  });

  it('refuses every registry call to non-administrators', async () => {
    for (const username of ['madmin', 'mstaff', 'supplier', 'distributor', 'diststaff']) {
      const token = await givenSignedToken(server, username);
      for (const query of [
        '{ adminFeed { totalSuppliers } }',
        '{ sUsers { id } }',
        '{ mergeRequests { id } }',
        '{ installers { installerCount } }',
        '{ allAuditLogs { id } }',
      ]) {
        const res = await gql(token, query);
        expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
      await client(server).get('/api/admin/audit-log/export').set('Authorization', `Bearer ${token}`).expect(403);
      await client(server).post('/api/admin/suppliers').set('Authorization', `Bearer ${token}`).send({}).expect(403);
    }
  });
});
