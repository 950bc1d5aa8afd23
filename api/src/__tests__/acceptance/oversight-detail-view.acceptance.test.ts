import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {givenApp, givenInstallation, gqlAs, uniqueCode} from '../helpers/oversight.helpers';
import {givenAdminToken} from '../helpers/token.helpers';

const FILTERED = `query ($fromDate: String, $toDate: String, $stateId: ID, $retailerId: ID, $manufacturerId: ID, $installerId: ID, $cityId: ID) {
  filteredInstallations(fromDate: $fromDate, toDate: $toDate, stateId: $stateId, retailerId: $retailerId, manufacturerId: $manufacturerId, installerId: $installerId, cityId: $cityId) {
  totalInstallations perDay { day totalInstallations } listCapped list { installationDate cityName retailerName } } }`;

// The Detail View's chart with several filters reads maintained counts (migration 080), or, with a city or
// installer among them, counts the installations only once the maintained counts show they are few.
describe('Detail View: combined filters from maintained counts', () => {
  let server: RunningServer;
  let admin: string;
  let manufacturerId: string;
  let cityId: string;
  let installerId: string;
  const retailer = uniqueCode('Detail R ');
  const installer = uniqueCode('DVI');
  const city = uniqueCode('Detailton ');
  // August 2024: no other test file records installations in it.
  const range = {fromDate: '2024-08-01', toDate: '2024-08-31'};
  const filtered = (vars: object) => gqlAs(server, admin, FILTERED, {...range, ...vars}).expect(200);

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
    const app = await givenApp(server);
    const at = (date: string, state: string, postcode: string, extra: object = {}) =>
      givenInstallation(server, app.token, {date, state, postcode, retailer, ...extra});
    await at('2024-08-05', 'VIC', '3999', {city, installer});
    await at('2024-08-05', 'VIC', '3999', {city});
    await at('2024-08-06', 'VIC', '3000', {installer});
    await at('2024-08-07', 'NSW', '2150', {installer});
    const made = await gqlAs(
      server,
      admin,
      `mutation ($n: String!) { createCity(cityName: $n, stateId: 4129, postalCode: "3999") { cityId } }`,
      {n: city},
    ).expect(200);
    cityId = made.body.data.createCity.cityId;
    const ids = await server.pool.query(`SELECT id AS m FROM manufacturer WHERE name = 'Demo Energy'`);
    manufacturerId = String(ids.rows[0].m);
    const registered = await server.pool.query(
      `INSERT INTO installer (first_name, last_name, acc_code) VALUES ('Dee', 'Vee', $1) RETURNING id`,
      [installer],
    );
    installerId = String(registered.rows[0].id);
  });
  afterAll(async () => {
    await server.pool.query(`DELETE FROM installer WHERE acc_code = $1`, [installer]);
    await server.pool.query(`DELETE FROM postcode WHERE id = $1`, [cityId]);
    await server.stop();
  });

  it('counts state, retailer and manufacturer together', async () => {
    const vic = await filtered({retailerId: retailer, stateId: '4129', manufacturerId});
    expect(vic.body.data.filteredInstallations).toMatchObject({
      totalInstallations: 3,
      perDay: [
        {day: '2024-08-05', totalInstallations: 2},
        {day: '2024-08-06', totalInstallations: 1},
      ],
      listCapped: false,
    });
    expect(vic.body.data.filteredInstallations.list).toHaveLength(3);
    const nsw = await filtered({retailerId: retailer, stateId: '4127'});
    expect(nsw.body.data.filteredInstallations.perDay).toEqual([{day: '2024-08-07', totalInstallations: 1}]);
  });

  it('reads the combined counts, not the installations (a count added to the tally shows)', async () => {
    const key = `${manufacturerId}\u001fVIC\u001f${retailer}`;
    await server.pool.query(
      `INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
       VALUES ('manufacturer+state+retailer', $1, '2024-08-20', 5, 0)`,
      [key],
    );
    const res = await filtered({retailerId: retailer, stateId: '4129', manufacturerId});
    expect(res.body.data.filteredInstallations.totalInstallations).toBe(8);
    expect(res.body.data.filteredInstallations.listCapped).toBe(true);
    for (const table of ['installation_day_tally_delta', 'installation_day_tally'])
      await server.pool.query(`DELETE FROM ${table} WHERE key = $1 AND day = '2024-08-20'`, [key]);
  });

  it('filters by city alone and with an installer', async () => {
    const byCity = await filtered({cityId});
    expect(byCity.body.data.filteredInstallations.perDay).toEqual([{day: '2024-08-05', totalInstallations: 2}]);
    const both = await filtered({cityId, installerId});
    expect(both.body.data.filteredInstallations).toMatchObject({
      totalInstallations: 1,
      list: [{installationDate: '2024-08-05', cityName: city, retailerName: retailer}],
    });
    const withState = await filtered({installerId, stateId: '4127'});
    expect(withState.body.data.filteredInstallations.perDay).toEqual([{day: '2024-08-07', totalInstallations: 1}]);
  });

  it('answers nothing for an unknown city or installer', async () => {
    const res = await filtered({cityId: '999999999'});
    expect(res.body.data.filteredInstallations).toMatchObject({totalInstallations: 0, perDay: [], list: []});
    const none = await filtered({installerId: '999999999', stateId: '4129'});
    expect(none.body.data.filteredInstallations.totalInstallations).toBe(0);
  });

  it('asks for a shorter range when a narrow filter among others covers too many installations', async () => {
    await server.pool.query(
      `INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
       VALUES ('installer', $1, '2024-08-21', 30000, 0)`,
      [installer],
    );
    try {
      const res = await filtered({installerId, stateId: '4129'});
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].message).toBe(
        'The installer chosen has 30,003 installations in this range, more than the 20,000 the Detail View counts when it is combined with other filters: choose a shorter date range.',
      );
      const alone = await filtered({installerId});
      expect(alone.body.data.filteredInstallations.totalInstallations).toBe(30003);
    } finally {
      for (const table of ['installation_day_tally_delta', 'installation_day_tally'])
        await server.pool.query(`DELETE FROM ${table} WHERE key = $1 AND day = '2024-08-21'`, [installer]);
    }
  });
});
