import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {givenManufacturer, givenMember} from '../helpers/notify.helpers';
import {postAs} from '../helpers/recall.helpers';
import {gql} from '../helpers/staff.helpers';
import {givenAdminToken} from '../helpers/token.helpers';
import {givenSerials, unique} from '../helpers/verification.helpers';

const LISTING = `query($status: String, $type: Int, $manufacturerId: ID) {
  ProductSerialListing(status: $status, type: $type, first: 100, manufacturerId: $manufacturerId) {
    count list { serial status } } }`;
const OF_MODEL = (name: string) => `query($id: ID!, $status: String) {
  ${name}(id: $id, status: $status, first: 100) { count list { serial status } } }`;

describe('serial listings filtered by status', () => {
  let server: RunningServer;
  let admin: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(() => server.stop());

  /** A manufacturer with 5 serials of one model: 2 recalled, 1 ineligible, 1 installed (available), 1 available. */
  async function givenStatuses() {
    const m = await givenManufacturer(server);
    const token = await givenMember(server, m, 'madmin');
    const serials = await givenSerials(server, {brand: m.name, model: m.model, count: 4});
    const [installed] = await givenSerials(server, {brand: m.name, model: m.model, state: 'installed'});
    const recall = {title: unique('Filter '), hazard: 'Heat', remedy: 'Replace', noticeUrl: 'https://x.example/n'};
    await postAs(server, token, '/api/recalls', {...recall, contact: '1800', serials: serials.slice(0, 2)}).expect(201);
    await postAs(server, token, '/api/serials/status', {
      serials: [serials[2]],
      status: 'ineligible',
      reason: 'Not approved for the scheme',
    }).expect(200);
    const {rows} = await server.pool.query<{id: number}>('SELECT id FROM product WHERE model = $1', [m.model]);
    return {
      m,
      token,
      productId: rows[0].id,
      recalled: serials.slice(0, 2).sort(),
      ineligible: [serials[2]],
      available: [serials[3], installed].sort(),
      installed,
    };
  }

  const listed = (res: {body: {data?: Record<string, {count: number; list: Array<{serial: string}>}>}}) => {
    const page = Object.values(res.body.data ?? {})[0];
    return {count: page.count, serials: page.list.map(s => s.serial).sort()};
  };

  it('all serials, available and installed listings and a model’s tabs narrow to the status, counts included', async () => {
    const s = await givenStatuses();
    const list = async (variables: Record<string, unknown>) =>
      listed(await gql(server, s.token, LISTING, variables).expect(200));
    expect(await list({status: 'recalled'})).toEqual({count: 2, serials: s.recalled});
    expect(await list({status: 'ineligible'})).toEqual({count: 1, serials: s.ineligible});
    expect(await list({status: 'available'})).toEqual({count: 2, serials: s.available});
    expect((await list({})).count).toBe(5);
    expect(await list({status: 'available', type: 1})).toEqual({count: 1, serials: [s.installed]});
    expect(await list({status: 'recalled', type: 2})).toEqual({count: 2, serials: s.recalled});
    expect(await list({status: 'recalled', type: 1})).toEqual({count: 0, serials: []});

    const ofModel = async (name: string, status: string) =>
      listed(await gql(server, s.token, OF_MODEL(name), {id: s.productId, status}).expect(200));
    expect(await ofModel('ProductAvailableSerialsByProductId', 'recalled')).toEqual({count: 2, serials: s.recalled});
    expect(await ofModel('ProductAvailableSerialsByProductId', 'available')).toEqual({
      count: 1,
      serials: s.available.filter(x => x !== s.installed),
    });
    expect(await ofModel('ProductInstalledSerialsByProductId', 'available')).toEqual({
      count: 1,
      serials: [s.installed],
    });
    expect(await ofModel('ProductInstalledSerialsByProductId', 'ineligible')).toEqual({count: 0, serials: []});
  });

  it('tenancy: another manufacturer sees none of them; an administrator sees them across manufacturers', async () => {
    const s = await givenStatuses();
    const other = await givenStatuses();
    const mine = listed(await gql(server, other.token, LISTING, {status: 'recalled'}).expect(200));
    expect(mine.serials).toEqual(other.recalled);
    const foreign = await gql(server, other.token, LISTING, {status: 'recalled', manufacturerId: s.m.id}).expect(200);
    expect(foreign.body.data?.ProductSerialListing ?? null).toBeNull();
    const model = await gql(server, other.token, OF_MODEL('ProductAvailableSerialsByProductId'), {
      id: s.productId,
      status: 'recalled',
    }).expect(200);
    expect(model.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const scoped = listed(await gql(server, admin, LISTING, {status: 'recalled', manufacturerId: s.m.id}).expect(200));
    expect(scoped).toEqual({count: 2, serials: s.recalled});
    const all = listed(await gql(server, admin, LISTING, {status: 'recalled'}).expect(200));
    expect(all.serials).toEqual(expect.arrayContaining([...s.recalled, ...other.recalled]));
    expect(all.serials.every(serial => !s.available.includes(serial))).toBe(true);
  });

  it('an unknown status is refused, naming the field', async () => {
    const s = await givenStatuses();
    const res = await gql(server, s.token, LISTING, {status: 'lost'}).expect(200);
    expect(res.body.errors[0].message).toMatch(/^status: /);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
