import {RunningServer} from '../../server';
import {givenAccount} from '../helpers/account.helpers';
import {givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenDistributor, givenManufacturer} from '../helpers/security/cast';
import {givenStaff, gql} from '../helpers/staff.helpers';

const LIST = `query($m: ID, $s: String) { supplierLinkRequests(manufacturerId: $m, status: $s) {
  id number manufacturerId distributorName status reviewApproved isMerged } }`;
const APPROVE = `mutation($id: ID!) { approveSupplierLinkRequest(id: $id) { id status reviewApproved isMerged } }`;

/** Permission 3, Approve Supplier: a manufacturer approves the requests that link a supplier to it. */
describe('Approve Supplier (permission 3): supplierLinkRequests and approveSupplierLinkRequest', () => {
  let server: RunningServer;
  let admin: string;
  let brand: {id: number; brand: string};
  let other: {id: number; brand: string};
  let madmin: string;
  let approver: string;
  let reader: {id: number; token: string};
  let supplier: string;
  let mine: string;
  let theirs: string;

  const request = async (manufacturerId: number) => {
    const distributor = await givenDistributor(server, []);
    const {body} = await gql(
      server,
      admin,
      `mutation($m: ID!, $d: ID!) { createPullRequest(manufacturerId: $m, distributorId: $d, startDate: "2025-01-01") { id } }`,
      {m: manufacturerId, d: distributor.id},
    ).expect(200);
    return body.data.createPullRequest.id as string;
  };

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenToken(server, 'admin');
    supplier = await givenToken(server, 'supplier');
    brand = await givenManufacturer(server, 'Approve Brand');
    other = await givenManufacturer(server, 'Other Brand');
    const owner = await givenAccount(server, {role: 'madmin', manufacturer: brand.brand});
    madmin = await givenToken(server, owner.username, owner.password);
    approver = (await givenStaff(server, {role: 'mstaff', manufacturer: brand.brand}, {[brand.brand]: [1, 3]})).token;
    reader = await givenStaff(server, {role: 'mstaff', manufacturer: brand.brand}, {[brand.brand]: [1, 2, 4, 5, 6]});
    mine = await request(brand.id);
    theirs = await request(other.id);
  });
  afterAll(() => server.stop());

  it("lists only the caller's manufacturer's requests, without the administrators' names", async () => {
    const {body} = await gql(server, madmin, LIST).expect(200);
    const ids = body.data.supplierLinkRequests.map((r: {id: string}) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(body.data.supplierLinkRequests[0]).toMatchObject({status: 'Open', reviewApproved: false});
    const open = await gql(server, approver, LIST, {s: 'Closed'}).expect(200);
    expect(open.body.data.supplierLinkRequests.map((r: {id: string}) => r.id)).not.toContain(mine);
    const typeFields = await gql(server, madmin, `{ __type(name: "SupplierLinkRequest") { fields { name } } }`);
    const names = typeFields.body.data.__type.fields.map((f: {name: string}) => f.name);
    expect(names).not.toContain('createdBy');
    expect(names).not.toContain('comments');
  });

  it('refuses staff without Approve Supplier (403), whatever other permissions they hold', async () => {
    const listed = await gql(server, reader.token, LIST).expect(200);
    expect(listed.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const approved = await gql(server, reader.token, APPROVE, {id: mine}).expect(200);
    expect(approved.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses suppliers, distributors and administrators at the door (they have no manufacturer to approve for)', async () => {
    for (const token of [supplier, admin, await givenToken(server, 'distributor')]) {
      const {body} = await gql(server, token, APPROVE, {id: mine}).expect(200);
      expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });

  it("answers another manufacturer's request, and an unknown one, as not found", async () => {
    for (const id of [theirs, '99999999', 'x']) {
      const {body} = await gql(server, approver, APPROVE, {id}).expect(200);
      expect(body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const foreign = await gql(server, madmin, LIST, {m: other.id}).expect(200);
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('lets staff with the permission approve; the administrator then merges it', async () => {
    const id = await request(brand.id);
    const {body} = await gql(server, approver, APPROVE, {id}).expect(200);
    expect(body.data.approveSupplierLinkRequest).toMatchObject({status: 'Open', reviewApproved: true, isMerged: false});
    const again = await gql(server, madmin, APPROVE, {id}).expect(200);
    expect(again.body.data.approveSupplierLinkRequest.reviewApproved).toBe(true);
    const merged = await gql(server, admin, `mutation($id: ID!) { mergePullRequest(id: $id) { isMerged } }`, {id});
    expect(merged.body.data.mergePullRequest.isMerged).toBe(true);
    const closed = await gql(server, approver, APPROVE, {id}).expect(200);
    expect(closed.body.errors[0]).toMatchObject({message: 'The change request is closed.'});
    const {rows} = await server.pool.query(
      `SELECT action FROM audit_log WHERE entity = 'ChangeRequest' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map(r => r.action)).toEqual(['changeRequest.create', 'changeRequest.approve', 'changeRequest.merge']);
  });

  it('takes a removed permission into account on the next call', async () => {
    const staff = await givenStaff(server, {role: 'mstaff', manufacturer: brand.brand}, {[brand.brand]: [3]});
    await gql(server, staff.token, LIST).expect(200);
    await server.pool.query(`DELETE FROM staff_permission WHERE user_id = $1`, [staff.id]);
    const {body} = await gql(server, staff.token, LIST).expect(200);
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
