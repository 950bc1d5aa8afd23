import {RunningServer} from '../../server';
import {givenAccount} from '../helpers/account.helpers';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenManufacturer} from '../helpers/security/cast';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';

const UPDATE = `mutation($id: ID!, $name: String, $abn: String, $phone: String, $email: String, $address: String,
  $uploadFrequency: Int) {
  updateManufacturer(id: $id, name: $name, abn: $abn, phone: $phone, email: $email, address: $address,
    uploadFrequency: $uploadFrequency) { id name abn phone email address uploadFrequency }
}`;

/**
 * Document 002 section 2.6's Edit (company details of section 3, the registration's rules of document 000)
 * and section 2.7's tabs read for one manufacturer by an administrator.
 */
describe('Admin console: editing a manufacturer and reading its detail tabs', () => {
  let server: RunningServer;
  let admin: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(() => server.stop());

  const gql = (token: string, query: string, variables: object = {}) =>
    client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables}).expect(200);

  it('changes the given details only, normalised, and audits the change with before and after', async () => {
    const maker = await givenManufacturer(server, 'Edit Brand');
    const res = await gql(admin, UPDATE, {
      id: maker.id,
      phone: '02 9876 5432',
      abn: '51 824 753 556',
      address: '  1 George Street, Sydney NSW 2000 ',
      uploadFrequency: 2,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateManufacturer).toMatchObject({
      name: maker.brand,
      phone: '0298765432',
      abn: '51824753556',
      address: '1 George Street, Sydney NSW 2000',
      uploadFrequency: 2,
    });
    const audit = await gql(
      admin,
      `{ allAuditLogs(filter: {entity: "Manufacturer", entityId: "${maker.id}"}) { action before after userName } }`,
    );
    expect(audit.body.data.allAuditLogs).toEqual([
      {
        action: 'manufacturer.update',
        before: {abn: null, phone: null, address: null, uploadFrequency: 6},
        after: {
          abn: '51824753556',
          phone: '0298765432',
          address: '1 George Street, Sydney NSW 2000',
          uploadFrequency: 2,
        },
        userName: 'admin',
      },
    ]);
    // The same values again change nothing and write no second entry.
    await gql(admin, UPDATE, {id: maker.id, phone: '0298765432', uploadFrequency: 2});
    const again = await gql(
      admin,
      `{ allAuditLogs(filter: {entity: "Manufacturer", entityId: "${maker.id}"}) { id } }`,
    );
    expect(again.body.data.allAuditLogs).toHaveLength(1);
  });

  it('refuses broken details with the registration messages, naming the field, and changes nothing', async () => {
    const maker = await givenManufacturer(server, 'Edit Rules');
    const other = await givenManufacturer(server, 'Edit Taken');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{abn: '12345678901'}, 'Please provide valid ABN no', 'abn'],
      [{email: 'not-an-email'}, 'Please enter valid email address', 'email'],
      [{phone: '12'}, 'Phone should be 10 digit and must start from 04 or 06', 'phone'],
      [{uploadFrequency: 0}, 'Please select upload frequency', 'uploadFrequency'],
      [{name: '   '}, 'This field is required', 'name'],
      [{name: other.brand.toUpperCase()}, 'Another manufacturer already has this name.', 'name'],
    ];
    for (const [changes, message, field] of cases) {
      const res = await gql(admin, UPDATE, {id: maker.id, ...changes});
      expect(res.body.errors[0].message).toBe(message);
      expect(res.body.errors[0].extensions.field).toBe(field);
    }
    const {rows} = await server.pool.query(`SELECT name, abn, email FROM manufacturer WHERE id = $1`, [maker.id]);
    expect(rows[0]).toEqual({name: maker.brand, abn: null, email: expect.stringContaining('@brand.example')});
    const unknown = await gql(admin, UPDATE, {id: '2147483640', phone: '0298765432'});
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses the edit to every non-administrator', async () => {
    const maker = await givenManufacturer(server, 'Edit Refused');
    for (const username of ['madmin', 'mstaff', 'supplier', 'distributor', 'diststaff']) {
      const token = await givenSignedToken(server, username);
      const res = await gql(token, UPDATE, {id: maker.id, phone: '0298765432'});
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const {rows} = await server.pool.query(`SELECT phone FROM manufacturer WHERE id = $1`, [maker.id]);
    expect(rows[0].phone).toBeNull();
  });

  it("answers the detail tabs' queries (models, serials, notification groups) for the manufacturer named", async () => {
    const maker = await givenManufacturer(server, 'Detail Tabs');
    const res = await gql(
      admin,
      `query($m: ID) {
        products(manufacturerId: $m, first: 25) { count list { model productType serialStats { pending installed failed } } }
        ProductSerialListing(manufacturerId: $m, first: 25) { count list { serial } }
        notificationGroups(manufacturerId: $m) { id groupName }
      }`,
      {m: String(maker.id)},
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.products).toEqual({
      count: 1,
      list: [{model: maker.model, productType: 'battery', serialStats: {pending: 0, installed: 0, failed: 0}}],
    });
    expect(res.body.data.ProductSerialListing).toEqual({count: 0, list: []});
    expect(res.body.data.notificationGroups).toEqual([]);
  });

  it("audits an administrator's reset of a staff member's password (the admin view of staff)", async () => {
    const maker = await givenManufacturer(server, 'Staff Reset');
    const staff = await givenAccount(server, {role: 'mstaff', manufacturer: maker.brand});
    const res = await gql(
      admin,
      `mutation($u: ID!) { resetStaffPassword(userId: $u, password: "Reset@123", confirmPassword: "Reset@123") }`,
      {u: String(staff.id)},
    );
    expect(res.body.data.resetStaffPassword).toBe('Account Reset succesfully');
    const audit = await gql(
      admin,
      `{ allAuditLogs(filter: {entity: "User", entityId: "${staff.id}"}) { action after userName } }`,
    );
    expect(audit.body.data.allAuditLogs).toEqual([
      {action: 'user.resetPassword', after: {passwordReset: true}, userName: 'admin'},
    ]);
  });
});
