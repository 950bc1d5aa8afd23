import {RunningServer} from '../../server';
import {givenAccount, waitForMails} from '../helpers/account.helpers';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenDistributor, givenManufacturer} from '../helpers/security/cast';
import {gql} from '../helpers/staff.helpers';

const MANUFACTURERS = `query($s: String) { linkableManufacturers(search: $s) { id name linked hasPortalAccount openRequestId } }`;
const MINE = `{ mySupplierLinkRequests { id manufacturerId brandName description status reviewApproved isMerged state } }`;
const REQUEST = `mutation($m: ID!, $msg: String) { requestSupplierLink(manufacturerId: $m, message: $msg) { id brandName state } }`;
const REVIEW = `query($id: ID!) { PullRequest(id: $id) { createdBy approvalBlocker mayApproveAlone } }`;

/** A newly registered supplier asks to be linked to a manufacturer from its first screen, and is told when linked. */
describe('supplier link requests: the supplier side of change requests', () => {
  let server: RunningServer;
  let admin: string;
  let brand: {id: number; brand: string};
  let orphan: {id: number; brand: string};
  let supplier: {token: string; email: string; distributorId: number};

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenToken(server, 'admin');
    brand = await givenManufacturer(server, 'Link Brand');
    orphan = await givenManufacturer(server, 'Orphan Brand');
    await givenAccount(server, {role: 'madmin', manufacturer: brand.brand});
    // A supplier company linked to nothing yet, as registration leaves it.
    const company = await givenDistributor(server, []);
    const account = await givenAccount(server, {role: 'supplier', distributor: company.name});
    supplier = {
      token: await givenToken(server, account.username, account.password),
      email: account.email,
      distributorId: company.id,
    };
  });
  afterAll(() => server.stop());

  it('lists manufacturers to ask for, says which have no portal account, and opens one request per manufacturer', async () => {
    const found = (await gql(server, supplier.token, MANUFACTURERS, {s: 'Link Brand'}).expect(200)).body.data;
    expect(found.linkableManufacturers).toContainEqual({
      id: String(brand.id),
      name: brand.brand,
      linked: false,
      hasPortalAccount: true,
      openRequestId: null,
    });
    const none = (await gql(server, supplier.token, MANUFACTURERS, {s: orphan.brand}).expect(200)).body.data;
    expect(none.linkableManufacturers[0]).toMatchObject({hasPortalAccount: false});

    const asked = await gql(server, supplier.token, REQUEST, {m: brand.id, msg: ' We import their batteries. '});
    expect(asked.body.data.requestSupplierLink).toMatchObject({brandName: brand.brand, state: 'Waiting for approval'});
    const again = await gql(server, supplier.token, REQUEST, {m: brand.id});
    expect(again.body.errors[0]).toMatchObject({
      message: 'A request to link your account to this manufacturer is already open.',
      extensions: {code: 'CONFLICT'},
    });
    const unknown = await gql(server, supplier.token, REQUEST, {m: 999999});
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const mine = (await gql(server, supplier.token, MINE).expect(200)).body.data.mySupplierLinkRequests;
    expect(mine).toEqual([
      expect.objectContaining({
        brandName: brand.brand,
        description: 'We import their batteries.',
        state: 'Waiting for approval',
      }),
    ]);
    const audit = await server.pool.query(
      `SELECT action FROM audit_log WHERE entity = 'ChangeRequest' AND entity_id = $1`,
      [mine[0].id],
    );
    expect(audit.rows.map(r => r.action)).toEqual(['changeRequest.request']);
  });

  it('only supplier and distributor accounts ask; others are refused on every operation', async () => {
    for (const username of ['madmin', 'mstaff', 'diststaff', 'admin']) {
      const token = await givenToken(server, username);
      for (const [query, variables] of [
        [MINE, {}],
        [MANUFACTURERS, {}],
        [REQUEST, {m: brand.id}],
      ] as const) {
        const {body} = await gql(server, token, query, variables);
        expect([username, body.errors?.[0]?.extensions?.code]).toEqual([username, 'FORBIDDEN']);
      }
    }
  });

  it('an administrator approves and merges: the supplier sees it linked and is mailed', async () => {
    const [request] = (await gql(server, supplier.token, MINE).expect(200)).body.data.mySupplierLinkRequests;
    // The supplier created it, so one administrator may approve it: nothing stands in the way.
    const review = (await gql(server, admin, REVIEW, {id: request.id}).expect(200)).body.data.PullRequest;
    expect(review).toMatchObject({approvalBlocker: null, mayApproveAlone: false});
    await gql(server, admin, `mutation($id: ID!) { approvePullRequest(id: $id) { id } }`, {id: request.id}).expect(200);
    const approved = (await gql(server, supplier.token, MINE).expect(200)).body.data.mySupplierLinkRequests[0];
    expect(approved.state).toBe('Approved');
    await gql(server, admin, `mutation($id: ID!) { mergePullRequest(id: $id) { id } }`, {id: request.id}).expect(200);
    const linked = (await gql(server, supplier.token, MINE).expect(200)).body.data.mySupplierLinkRequests[0];
    expect(linked).toMatchObject({state: 'Linked', isMerged: true});
    const [mail] = await waitForMails(server, supplier.email);
    expect(mail).toContain(`Subject: Your account is linked to ${brand.brand}`);
    const found = (await gql(server, supplier.token, MANUFACTURERS, {s: brand.brand}).expect(200)).body.data;
    expect(found.linkableManufacturers[0]).toMatchObject({linked: true});
    const linkedAgain = await gql(server, supplier.token, REQUEST, {m: brand.id});
    expect(linkedAgain.body.errors[0].message).toBe('Your account is already linked to this manufacturer.');
  });

  it("renews the supplier's token with the manufacturer it was linked to since it signed in, keeping its expiry", async () => {
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const before = claims(supplier.token);
    expect(before.ManufacturerIdList.split(',')).not.toContain(String(brand.id));
    const res = await client(server)
      .post('/api/account/token/renew')
      .set('Authorization', `Bearer ${supplier.token}`)
      .expect(200);
    const after = claims(res.body.token);
    expect(after.ManufacturerIdList.split(',')).toContain(String(brand.id));
    expect(after).toMatchObject({sub: before.sub, role: 'supplier', exp: before.exp, tv: before.tv});
    await client(server).get('/api/profile/profile').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    await client(server).post('/api/account/token/renew').expect(401);
  });

  it('an administrator sees why it cannot approve its own request while another administrator is active', async () => {
    // A second administrator makes the plain rule hold whatever else the run has (approving alone: the unit test).
    await givenAccount(server, {role: 'admin'});
    const distributor = await givenDistributor(server, []);
    const {body} = await gql(
      server,
      admin,
      `mutation($m: ID!, $d: ID!) { createPullRequest(manufacturerId: $m, distributorId: $d, startDate: "2026-01-01") { id } }`,
      {m: orphan.id, d: distributor.id},
    ).expect(200);
    const id = body.data.createPullRequest.id;
    const review = (await gql(server, admin, REVIEW, {id}).expect(200)).body.data.PullRequest;
    expect(review).toMatchObject({
      approvalBlocker: 'You created this change request: another administrator must approve it.',
      mayApproveAlone: false,
    });
    const alone = await gql(
      server,
      admin,
      `mutation($id: ID!) { approvePullRequestAlone(id: $id, reason: "x") { id } }`,
      {
        id,
      },
    );
    expect(alone.body.errors[0]).toMatchObject({
      message: 'Another administrator is active: ask them to approve it.',
      extensions: {code: 'CONFLICT'},
    });
    const blank = await gql(
      server,
      admin,
      `mutation($id: ID!) { approvePullRequestAlone(id: $id, reason: " ") { id } }`,
      {
        id,
      },
    );
    expect(blank.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
