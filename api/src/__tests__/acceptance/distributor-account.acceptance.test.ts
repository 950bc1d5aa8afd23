import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';

const roleOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {role: string}).role;

/** An administrator registers a distributor (not only a supplier) with its first account, from the console. */
describe('Distributor accounts registered by an administrator', () => {
  let server: RunningServer;
  let admin: string;
  let importer: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
    const importers = await client(server)
      .get('/api/importers?brand=Demo%20Energy')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    importer = (importers.body as Array<{importerName: string}>)[0].importerName;
  });
  afterAll(() => server.stop());

  const account = (fields: object) => ({
    Password: 'Secret@1',
    FirstName: 'Dana',
    LastName: 'Dist',
    Email: 'dana@example.test',
    AbnNo: '',
    Name: importer,
    ...fields,
  });
  const register = (token: string, body: object) =>
    client(server).post('/api/admin/suppliers').set('Authorization', `Bearer ${token}`).send(body);

  it('creates the distributor and its account (role mdistributor), which signs in, and audits it as a sentence', async () => {
    await register(admin, account({Username: 'dana.dist', Type: 'distributor'})).expect(200, {status: true});
    const {rows} = await server.pool.query(
      `SELECT u.role, u.email_confirmed, d.name FROM app_user u JOIN distributor d ON d.id = u.distributor_id
        WHERE u.username = 'dana.dist'`,
    );
    expect(rows).toEqual([{role: 'mdistributor', email_confirmed: true, name: importer}]);
    expect(roleOf(await givenToken(server, 'dana.dist', 'Secret@1'))).toBe('mdistributor');
    const audit = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .send({query: `{ allAuditLogs(filter: {action: "supplier.register"}) { action sentence } }`})
      .expect(200);
    expect(audit.body.data.allAuditLogs).toContainEqual({
      action: 'supplier.register',
      sentence: `Registered distributor ${importer} with its account dana.dist`,
    });
  });

  it('keeps supplier the default type', async () => {
    await register(admin, account({Username: 'sam.supplier', Email: 'sam@example.test'})).expect(200);
    const {rows} = await server.pool.query(`SELECT role FROM app_user WHERE username = 'sam.supplier'`);
    expect(rows[0].role).toBe('supplier');
  });

  it('refuses any other type, creating nothing', async () => {
    const bad = await register(admin, account({Username: 'root.maker', Type: 'admin'})).expect(400);
    expect(bad.body).toEqual([{code: 'InvalidType', description: 'The type must be supplier or distributor.'}]);
    const again = await register(admin, account({Username: 'root.maker', Type: 'mdistributor'})).expect(400);
    expect(again.body.map((p: {code: string}) => p.code)).toEqual(['InvalidType']);
    const {rowCount} = await server.pool.query(`SELECT 1 FROM app_user WHERE username = 'root.maker'`);
    expect(rowCount).toBe(0);
  });

  it('refuses non-administrators, the distributors themselves included', async () => {
    for (const username of ['madmin', 'distributor', 'supplier']) {
      const token = await givenSignedToken(server, username);
      await register(token, account({Username: `by.${username}`, Type: 'distributor'})).expect(403);
    }
    const {rowCount} = await server.pool.query(`SELECT 1 FROM app_user WHERE username LIKE 'by.%'`);
    expect(rowCount).toBe(0);
  });
});
