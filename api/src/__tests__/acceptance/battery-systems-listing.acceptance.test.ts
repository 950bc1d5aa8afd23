import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {givenSystem, unitItem} from '../helpers/battery-system.helpers';
import {gqlAs} from '../helpers/oversight.helpers';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';
import {
  givenAppProvider,
  givenAppToken,
  installationOf,
  postVerification,
  verificationRequest,
} from '../helpers/verification.helpers';

const QUERY = `query ($search: String, $manufacturerId: ID, $state: String, $first: Int, $skip: Int) {
  batterySystems(search: $search, manufacturerId: $manufacturerId, state: $state, first: $first, skip: $skip) {
    count list { serial model brand manufacturerName state nmi moduleCount nominalKWh usableKWh modules { serial model state } }
    manufacturers { id name } } }`;

describe('GraphQL batterySystems: the console list of units with their modules', () => {
  let server: RunningServer;
  let admin: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(() => server.stop());
  const list = async (variables: object, token = admin) =>
    (await gqlAs(server, token, QUERY, variables).expect(200)).body;

  it('9 units per page by default, newest first, each with its modules and their capacity', async () => {
    const s = await givenSystem(server, 3);
    const page = (await list({})).data.batterySystems;
    expect(page.list.length).toBeLessThanOrEqual(9);
    expect(page.count).toBeGreaterThanOrEqual(101);
    expect(page.list[0]).toEqual({
      serial: s.unit,
      model: 'DE-STACK',
      brand: 'Demo Energy',
      manufacturerName: expect.any(String),
      state: 'available',
      nmi: null,
      moduleCount: 3,
      nominalKWh: 15,
      usableKWh: 13.8,
      modules: s.linked.map(serial => ({serial, model: 'DE-M5', state: 'available'})),
    });
    expect(page.manufacturers.map((m: {name: string}) => m.name)).toContain(page.list[0].manufacturerName);
  });

  it('searches by a unit serial or a module serial, and filters by state and manufacturer', async () => {
    const s = await givenSystem(server, 2);
    const byModule = (await list({search: s.linked[1].toLowerCase()})).data.batterySystems;
    expect(byModule.list.map((u: {serial: string}) => u.serial)).toEqual([s.unit]);
    expect((await list({search: s.unit})).data.batterySystems.count).toBe(1);
    const sandbox = (await list({search: 'DEM5-000001'})).data.batterySystems;
    expect(sandbox.list.map((u: {serial: string}) => u.serial)).toEqual(['DESTACK-000001']);
    const token = await givenAppToken(server, await givenAppProvider(server));
    await postVerification(server, token, {
      ...verificationRequest([], {requestType: 1, installation: installationOf()}),
      items: [unitItem(s.unit, s.linked)],
    }).expect(200);
    const installed = (await list({state: 'installed', search: s.unit})).data.batterySystems.list;
    expect(installed).toHaveLength(1);
    expect(installed[0].nmi).toMatch(/^\d{11}$/);
    expect((await list({state: 'available', search: s.unit})).data.batterySystems.count).toBe(0);
    const other = (await list({manufacturerId: '999999'})).data.batterySystems;
    expect(other.count).toBe(0);
    expect((await list({state: 'lost'})).errors[0].message).toMatch(/state must be one of/);
  });

  it("the serials tabs give a unit its modules and a module its unit (the manufacturer's own listing)", async () => {
    const query = `query ($filter: String) { ProductSerialListing(type: 2, filter: $filter, first: 10) {
      list { serial parentSerial modules } } }`;
    const token = await givenSignedToken(server, 'madmin');
    const listed = async (filter: string) =>
      (await gqlAs(server, token, query, {filter}).expect(200)).body.data.ProductSerialListing.list;
    expect(await listed('DESTACK-000001')).toEqual([
      {
        serial: 'DESTACK-000001',
        parentSerial: null,
        modules: ['DEM5-000001', 'DEM5-000002', 'DEM5-000003', 'DEM5-000004'],
      },
    ]);
    expect(await listed('DEM5-000004')).toEqual([{serial: 'DEM5-000004', parentSerial: 'DESTACK-000001', modules: []}]);
  });

  it('the installation view gives a unit its system (modules, capacity, approved configuration) and a module its unit', async () => {
    const s = await givenSystem(server, 4);
    const token = await givenAppToken(server, await givenAppProvider(server));
    const answer = await postVerification(server, token, {
      ...verificationRequest([], {requestType: 1, installation: installationOf()}),
      items: [unitItem(s.unit, s.linked)],
    }).expect(200);
    const query = `query ($id: ID!) { installationSerialDetails(installationId: $id) { serial parentSerial
      system { moduleCount nominalKWh usableKWh configuration { moduleCount nominalKWh usableKWh } } } }`;
    const res = await gqlAs(server, await givenSignedToken(server, 'madmin'), query, {id: answer.body.installationId});
    const rows = res.body.data.installationSerialDetails as Array<{serial: string}>;
    expect(rows.find(r => r.serial === s.unit)).toEqual({
      serial: s.unit,
      parentSerial: null,
      system: {
        moduleCount: 4,
        nominalKWh: 20,
        usableKWh: 18.4,
        configuration: {moduleCount: 4, nominalKWh: 20, usableKWh: 18.4},
      },
    });
    expect(rows.find(r => r.serial === s.linked[0])).toEqual({serial: s.linked[0], parentSerial: s.unit, system: null});
  });

  it('is for administrators only', async () => {
    const res = (await gqlAs(server, await givenSignedToken(server, 'madmin'), QUERY, {})).body;
    expect(res.data).toBeNull();
    expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
