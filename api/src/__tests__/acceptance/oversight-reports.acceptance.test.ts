import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {givenApp, givenInstallation, gqlAs, uniqueCode} from '../helpers/oversight.helpers';
import {givenAdminToken} from '../helpers/token.helpers';

const REPORTS = `query ($fromDate: String, $toDate: String) { reports(fromDate: $fromDate, toDate: $toDate) {
  fromDate toDate topManufacturers { displayName totalInstallations } installationsByArea { stateName totalInstallations }
  topInstallers { accCode firstName lastName totalInstallations } topRetailers { retailerName totalInstallations }
  installationsByAppProvider { iRequesterAppName totalInstallations } } }`;
const LEADERSHIP = `query ($search: String, $from: String, $to: String) { leadershipStats(search: $search, from: $from, to: $to) {
  from to manufacturers { displayName from to totalInstallations totalRatedPower_kW } appProviders { appProvider totalInstallations totalRatedPower_kW } } }`;
const FILTERED = `query ($fromDate: String, $toDate: String, $stateId: ID, $retailerId: ID, $manufacturerId: ID, $installerId: ID, $cityId: ID) {
  filteredInstallations(fromDate: $fromDate, toDate: $toDate, stateId: $stateId, retailerId: $retailerId, manufacturerId: $manufacturerId, installerId: $installerId, cityId: $cityId) {
  totalInstallations perDay { day totalInstallations } listCapped list { installationDate stateName cityName retailerName manufacturerName totalRatedPower } } }`;

describe('Reports, leadership board and detail view: figures from the maintained counts', () => {
  let server: RunningServer;
  let admin: string;
  let appName: string;
  const retailerA = uniqueCode('Retail A ');
  const retailerB = uniqueCode('Retail B ');
  const installer = uniqueCode('ACC');
  // A month no other test records installations in.
  const range = {fromDate: '2025-03-01', toDate: '2025-03-31'};

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
    const app = await givenApp(server);
    appName = app.provider.name;
    await givenInstallation(server, app.token, {
      date: '2025-03-02',
      state: 'NSW',
      retailer: retailerA,
      installer,
      ratedPower: 5000,
    });
    await givenInstallation(server, app.token, {
      date: '2025-03-02',
      state: 'NSW',
      retailer: retailerA,
      ratedPower: 6000,
      serials: 2,
    });
    await givenInstallation(server, app.token, {
      date: '2025-03-10',
      state: 'VIC',
      postcode: '3000',
      retailer: retailerB,
      installer,
      ratedPower: 7000,
    });
    await givenInstallation(server, app.token, {
      date: '2025-04-10',
      state: 'VIC',
      postcode: '3000',
      retailer: retailerB,
      installer,
    });
  });
  afterAll(() => server.stop());

  it('counts installations per manufacturer, state, installer, retailer and app over the range', async () => {
    const res = await gqlAs(server, admin, REPORTS, range).expect(200);
    const r = res.body.data.reports;
    expect(r).toMatchObject({fromDate: '2025-03-01', toDate: '2025-03-31'});
    expect(r.topManufacturers).toEqual([{displayName: 'Demo Energy', totalInstallations: 3}]);
    expect(r.installationsByArea).toEqual([
      {stateName: 'NSW', totalInstallations: 2},
      {stateName: 'VIC', totalInstallations: 1},
    ]);
    expect(r.topRetailers).toEqual([
      {retailerName: retailerA, totalInstallations: 2},
      {retailerName: retailerB, totalInstallations: 1},
    ]);
    expect(r.topInstallers).toContainEqual({
      accCode: installer,
      firstName: installer,
      lastName: '',
      totalInstallations: 2,
    });
    expect(r.installationsByAppProvider).toEqual([{iRequesterAppName: appName, totalInstallations: 3}]);
  });

  it('reads the same figures after the deltas are folded', async () => {
    await server.pool.query('SELECT fold_installation_tallies()');
    const res = await gqlAs(server, admin, REPORTS, range).expect(200);
    expect(res.body.data.reports.topManufacturers).toEqual([{displayName: 'Demo Energy', totalInstallations: 3}]);
    const {rows} = await server.pool.query(
      `SELECT count(*)::int AS n FROM installation_day_tally_delta WHERE day < '2025-05-01'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('defaults to one month back to today and refuses a bad date', async () => {
    const res = await gqlAs(server, admin, REPORTS).expect(200);
    expect(res.body.data.reports.toDate).toBe(new Date().toISOString().slice(0, 10));
    const bad = await gqlAs(server, admin, REPORTS, {fromDate: '2025-02-30'}).expect(200);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('ranks manufacturers and app providers on the leadership board with rated power in kW', async () => {
    const res = await gqlAs(server, admin, LEADERSHIP, {
      search: 'demo en',
      from: '2025-03-01',
      to: '2025-03-31',
    }).expect(200);
    const stats = res.body.data.leadershipStats;
    expect(stats.manufacturers).toEqual([
      {displayName: 'Demo Energy', from: '2025-03-01', to: '2025-03-31', totalInstallations: 3, totalRatedPower_kW: 18},
    ]);
    expect(stats.appProviders).toContainEqual({appProvider: appName, totalInstallations: 3, totalRatedPower_kW: 18});
    const all = await gqlAs(server, admin, LEADERSHIP, {from: '2025-03-01', to: '2025-04-30'}).expect(200);
    expect(all.body.data.leadershipStats.manufacturers[0]).toMatchObject({
      displayName: 'Demo Energy',
      totalInstallations: 4,
    });
  });

  it('filters the detail view by state, retailer, manufacturer and installer', async () => {
    const byState = await gqlAs(server, admin, FILTERED, {...range, stateId: '4129'}).expect(200);
    expect(byState.body.data.filteredInstallations).toMatchObject({
      totalInstallations: 1,
      perDay: [{day: '2025-03-10', totalInstallations: 1}],
      list: [
        {
          installationDate: '2025-03-10',
          stateName: 'VIC',
          retailerName: retailerB,
          manufacturerName: 'Demo Energy',
          totalRatedPower: 7,
        },
      ],
    });
    const byRetailer = await gqlAs(server, admin, FILTERED, {...range, retailerId: retailerA}).expect(200);
    expect(byRetailer.body.data.filteredInstallations.perDay).toEqual([{day: '2025-03-02', totalInstallations: 2}]);
    const {rows} = await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`);
    const combined = await gqlAs(server, admin, FILTERED, {
      ...range,
      retailerId: retailerA,
      manufacturerId: String(rows[0].id),
    }).expect(200);
    expect(combined.body.data.filteredInstallations.totalInstallations).toBe(2);
    const unknownState = await gqlAs(server, admin, FILTERED, {...range, stateId: '4124'}).expect(200);
    expect(unknownState.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lists every installation with its serials, searchable and filtered by state and date', async () => {
    const q = `query ($search: String, $stateId: ID, $fromDate: String, $toDate: String) { adminInstallations(search: $search, stateId: $stateId, fromDate: $fromDate, toDate: $toDate) {
      count countCapped list { installationDate stateName installerAccreditationCode serials { serial brand model } } } }`;
    const res = await gqlAs(server, admin, q, {search: installer, fromDate: '2025-01-01', toDate: '2025-12-31'}).expect(
      200,
    );
    const page = res.body.data.adminInstallations;
    expect(page.count).toBe(3);
    expect(page.list.map((i: {installationDate: string}) => i.installationDate)).toEqual([
      '2025-04-10',
      '2025-03-10',
      '2025-03-02',
    ]);
    expect(page.list[0].serials).toHaveLength(1);
    expect(page.list[0].serials[0]).toMatchObject({brand: 'Demo Energy', model: 'DE-10'});
    const vic = await gqlAs(server, admin, q, {search: installer, stateId: '4129', toDate: '2025-03-31'}).expect(200);
    expect(vic.body.data.adminInstallations.count).toBe(1);
  });

  it('lists the lookups: states, retailers, installers', async () => {
    const res = await gqlAs(
      server,
      admin,
      `{ states { stateId stateName } retailers { retailerId retailerName } installerOptions { installerId } }`,
    ).expect(200);
    expect(res.body.data.states).toHaveLength(8);
    expect(res.body.data.states).toContainEqual({stateId: 4127, stateName: 'NSW'});
    expect(res.body.data.retailers).toContainEqual({retailerId: retailerA, retailerName: retailerA});
  });
});
