import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {gqlAs, uniqueCode} from '../helpers/oversight.helpers';
import {givenAdminToken} from '../helpers/token.helpers';

const REFERENCE = `{ referenceData { manufacturers { name brand totalSuppliers suppliers { name } }
  vsps { id name url version updatedOn } appProviders { name enabled } } }`;

// Reference Data (document 002, section 2.24): the VSPs tab lists the endpoints the Reference Data sync stored.
describe('Reference Data: manufacturers, VSP endpoints and app providers', () => {
  let server: RunningServer;
  let admin: string;
  const vsp = uniqueCode('VSP ');

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(async () => {
    await server.pool.query(`DELETE FROM vsp_endpoint WHERE name = $1`, [vsp]);
    await server.stop();
  });

  it('lists a VSP endpoint the registry brought, with its url, version and when it was read', async () => {
    const before = await gqlAs(server, admin, REFERENCE).expect(200);
    expect(before.body.data.referenceData.vsps.map((v: {name: string}) => v.name)).not.toContain(vsp);
    await server.pool.query(
      `INSERT INTO vsp_endpoint (name, url, version, updated_on) VALUES ($1, 'https://vsp.example.com/api', '2.1', '2026-11-20T01:02:03Z')`,
      [vsp],
    );
    const after = await gqlAs(server, admin, REFERENCE).expect(200);
    expect(after.body.data.referenceData.vsps).toContainEqual({
      id: expect.any(String),
      name: vsp,
      url: 'https://vsp.example.com/api',
      version: '2.1',
      updatedOn: '2026-11-20T01:02:03.000Z',
    });
    expect(after.body.data.referenceData.manufacturers).toContainEqual(
      expect.objectContaining({name: 'Demo Energy', brand: 'Demo Energy'}),
    );
  });
});
