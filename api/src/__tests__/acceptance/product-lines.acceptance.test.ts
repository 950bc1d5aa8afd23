import {RunningServer} from '../../server';
import {givenAccount} from '../helpers/account.helpers';
import {givenStaff} from '../helpers/staff.helpers';
import {client, downloadBytes, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {
  givenAppToken,
  givenModel,
  givenSerials,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const LINE = `query($id: ID!) { productLine(id: $id) { productLineId lineName logo totalProduct
  productWarranty { productWarrantyId componentInYears componentWarrantyLink performanceInYears performanceWarrantyLink } } }`;
const LINES = `query($filter: String, $manufacturerId: ID) { productLines(filter: $filter, skip: 0, first: 100, manufacturerId: $manufacturerId) { lineName totalProduct }
  productLineCount(filter: $filter, manufacturerId: $manufacturerId) }`;
const MODELS = `query($id: ID!, $filter: String) { productsByProductline(id: $id, filter: $filter, first: 8) { count list { productId model } }
  productNotHavingProductline(filter: $filter, first: 8) { count list { productId model } } }`;

describe('product lines and warranties (document 000)', () => {
  let server: RunningServer;
  let austral: number;
  const tokens: Record<string, string> = {};

  const gql = async (username: string, query: string, variables: Record<string, unknown> = {}) =>
    (
      await client(server)
        .post('/graphql')
        .set('Authorization', `Bearer ${tokens[username]}`)
        .send({query, variables})
        .expect(200)
    ).body;
  const post = (username: string, path: string, body: object) =>
    client(server).post(`/api/productline/${path}`).set('Authorization', `Bearer ${tokens[username]}`).send(body);
  const addLine = (username: string, fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) => {
    const req = client(server)
      .post('/api/productline/addproductline')
      .set('Authorization', `Bearer ${tokens[username]}`);
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    for (const [k, [data, name]] of Object.entries(files)) void req.attach(k, data, name);
    return req;
  };
  const validFields = (title: string) => ({
    Title: title,
    ComponentWarrantyInYears: '10',
    ComponentWarrantyUrl: 'https://demo-energy.com.au/component.pdf',
    PerformanceWarrantyInYears: '12.5',
  });

  beforeAll(async () => {
    server = await givenRunningApp();
    for (const u of ['madmin', 'mstaff', 'supplier', 'distributor', 'diststaff', 'admin'])
      tokens[u] = await givenToken(server, u);
    // Staff holding Manage Profile (which governs product lines) and staff holding every other permission.
    const staff = {role: 'mstaff', manufacturer: 'Demo Energy'} as const;
    tokens.keeper = (await givenStaff(server, staff, {'Demo Energy': [1, 5]})).token;
    tokens.others = (await givenStaff(server, staff, {'Demo Energy': [1, 2, 3, 4, 6]})).token;
    austral = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Austral Demo Batteries'`)).rows[0].id;
  });
  afterAll(() => server.stop());

  it('add checks the form word for word, stores the files, and answers the new id', async () => {
    const title = unique('Line ');
    const missing = await addLine('madmin', {...validFields(title), Title: ' '}).expect(400);
    expect(missing.body).toMatchObject({status: false, message: 'This field is required', field: 'Title'});
    const cases: Array<[Record<string, string>, string]> = [
      [{ComponentWarrantyInYears: 'ten'}, 'Input should be number only'],
      [{ComponentWarrantyInYears: '0'}, 'Years should be greater than 0'],
      [{PerformanceWarrantyInYears: '51'}, 'Years should be less than 50'],
      [{ComponentWarrantyUrl: 'ftp://x'}, 'please enter valid url'],
    ];
    for (const [change, message] of cases)
      expect((await addLine('madmin', {...validFields(title), ...change}).expect(400)).body.message).toBe(message);
    expect((await addLine('madmin', validFields(title)).expect(400)).body.message).toBe(
      'Performace warranty is required',
    );
    const wrongType = await addLine('madmin', validFields(title), {
      PerformanceWarrantyFile: [Buffer.from('hello'), 'w.pdf'],
    });
    expect(wrongType.body.message).toBe('file with .doc or .pdf extensions are allowed');

    const res = await addLine('madmin', validFields(title), {
      PerformanceWarrantyFile: [PDF, 'Garantie de performance, Août 2026.pdf'],
      ProductLineLogo: [PNG, 'logo.png'],
    }).expect(200);
    expect(res.body).toMatchObject({status: true, productLineId: expect.any(Number)});
    const line = (await gql('madmin', LINE, {id: res.body.productLineId})).data.productLine;
    expect(line).toMatchObject({lineName: title, totalProduct: 0});
    expect(line.productWarranty).toMatchObject({
      componentInYears: 10,
      componentWarrantyLink: 'https://demo-energy.com.au/component.pdf',
      performanceInYears: 12.5,
    });
    // The stored document is served to those who see the manufacturer, and to no one else.
    const link: string = line.productWarranty.performanceWarrantyLink;
    expect(link).toMatch(/^\/api\/productline\/file\//);
    const document = await downloadBytes(server, link, tokens.supplier).expect(200);
    expect(document.body.equals(PDF)).toBe(true);
    // ... under the name it was uploaded as, safely encoded (RFC 6266), not the stored key.
    expect(document.headers['content-disposition']).toBe(
      `attachment; filename="Garantie de performance, Aout 2026.pdf"; ` +
        `filename*=UTF-8''Garantie%20de%20performance%2C%20Ao%C3%BBt%202026.pdf`,
    );
    await downloadBytes(server, `/api/productline/file/${line.logo}`, tokens.madmin).expect(200);
    await client(server).get(link).expect(401);
    // Another brand's manufacturer, and a supplier linked to no manufacturer, hear what an unknown file answers.
    const unknown = (await downloadBytes(server, '/api/productline/file/no-such-file.pdf', tokens.madmin).expect(404))
      .body;
    for (const other of [
      await givenAccount(server, {manufacturer: 'Austral Demo Batteries'}),
      await givenAccount(server, {role: 'supplier'}),
    ]) {
      const token = await givenToken(server, other.username, other.password);
      expect((await downloadBytes(server, link, token).expect(404)).body).toEqual(unknown);
    }
    await post('madmin', 'delete', {ProductLineId: 0}).expect(404);
    expect((await addLine('madmin', validFields(title), {PerformanceWarrantyFile: [PDF, 'p.pdf']})).status).toBe(409);
  });

  it('supplier-type roles cannot change product lines (403); lines of another brand answer 404', async () => {
    for (const u of ['supplier', 'distributor', 'diststaff']) {
      await addLine(u, validFields(unique('X ')), {PerformanceWarrantyFile: [PDF, 'p.pdf']}).expect(403);
      await post(u, 'delete', {ProductLineId: 1}).expect(403);
      await post(u, 'assignproductline', {ProductLineId: 1, ProductId: [1]}).expect(403);
    }
    const adb = (await server.pool.query(`SELECT id FROM product_line WHERE line_name = 'ADB Residential'`)).rows[0].id;
    await post('madmin', 'delete', {ProductLineId: adb}).expect(404);
    await post('madmin', 'assignproductline', {ProductLineId: adb, AssignAll: true}).expect(404);
    expect((await gql('madmin', LINE, {id: adb})).errors[0]).toMatchObject({message: 'Product Line Not Found'});
    expect((await gql('madmin', LINES, {manufacturerId: austral})).errors[0].extensions.code).toBe('NOT_FOUND');
    // Administrators see every manufacturer's lines.
    expect((await gql('admin', LINE, {id: adb})).data.productLine.lineName).toBe('ADB Residential');
  });

  it('assign, unassign and the warranty in the verification answer', async () => {
    const title = unique('Assign ');
    const {productLineId} = (
      await addLine('keeper', {
        ...validFields(title),
        PerformanceWarrantyUrl: 'https://demo-energy.com.au/perf.pdf',
      }).expect(200)
    ).body;
    const model = await givenModel(server, '2000-01-01', '2100-01-01');
    const free = (await gql('madmin', MODELS, {id: productLineId, filter: model})).data;
    expect(free.productsByProductline.count).toBe(0);
    expect(free.productNotHavingProductline.list.map((m: {model: string}) => m.model)).toEqual([model]);
    const productId = Number(free.productNotHavingProductline.list[0].productId);

    // Another brand's model is not this manufacturer's to assign.
    const adbModel = (await server.pool.query(`SELECT id FROM product WHERE model = 'ADB-13.5'`)).rows[0].id;
    await post('madmin', 'assignproductline', {ProductLineId: productLineId, ProductId: [adbModel]}).expect(404);
    expect(
      (await post('madmin', 'assignproductline', {ProductLineId: productLineId, ProductId: [productId]}).expect(200))
        .body,
    ).toMatchObject({status: true, count: 1});
    const assigned = (await gql('madmin', MODELS, {id: productLineId, filter: model})).data;
    expect(assigned.productsByProductline.count).toBe(1);
    expect(assigned.productNotHavingProductline.count).toBe(0);
    expect((await gql('madmin', LINES, {filter: title})).data).toEqual({
      productLines: [{lineName: title, totalProduct: 1}],
      productLineCount: 1,
    });

    const [serial] = await givenSerials(server, {model});
    const app = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    const answer = (await postVerification(server, app, verificationRequest([{serial, model}])).expect(200)).body
      .results[0];
    expect(JSON.stringify(answer)).toContain(title);
    expect(JSON.stringify(answer)).toContain('https://demo-energy.com.au/perf.pdf');

    await post('madmin', 'unassignproductline', {ProductLineId: productLineId, UnAssignAll: true}).expect(200);
    expect((await gql('madmin', MODELS, {id: productLineId, filter: model})).data.productsByProductline.count).toBe(0);
    await post('madmin', 'assignmodel', {ProductLineId: productLineId, ProductId: [productId]}).expect(200);
    await post('madmin', 'delete', {ProductLineId: productLineId}).expect(200);
    expect((await gql('madmin', LINE, {id: productLineId})).errors[0].message).toBe('Product Line Not Found');
    const {rows} = await server.pool.query('SELECT product_line_id FROM product WHERE id = $1', [productId]);
    expect(rows[0].product_line_id).toBeNull();
  });

  it("the verification answer links a stored warranty document that the app's token fetches", async () => {
    const title = unique('Stored ');
    const {productLineId} = (
      await addLine('madmin', validFields(title), {
        PerformanceWarrantyFile: [PDF, 'performance.pdf'],
        ProductLineLogo: [PNG, 'logo.png'],
      }).expect(200)
    ).body;
    const line = (await gql('madmin', LINE, {id: productLineId})).data.productLine;
    const model = await givenModel(server, '2000-01-01', '2100-01-01');
    const productId = (await server.pool.query('SELECT id FROM product WHERE model = $1', [model])).rows[0].id;
    await post('madmin', 'assignmodel', {ProductLineId: productLineId, ProductId: [productId]}).expect(200);
    const [serial] = await givenSerials(server, {model});
    const app = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    const {warranty} = (await postVerification(server, app, verificationRequest([{serial, model}])).expect(200)).body
      .results[0];
    const name = line.productWarranty.performanceWarrantyLink.split('/').pop();
    expect(warranty).toMatchObject({
      componentWarrantyLink: 'https://demo-energy.com.au/component.pdf',
      performanceWarrantyLink: `/api/v1/warranty-documents/${name}`,
    });
    const fetched = await downloadBytes(server, warranty.performanceWarrantyLink, app).expect(200);
    expect(fetched.body.equals(PDF)).toBe(true);
    expect(fetched.headers['content-type']).toBe('application/pdf');
    expect(fetched.headers['content-disposition']).toMatch(/^attachment; filename="performance\.pdf"; filename\*=/);
    // Only with an app token, only warranty documents (no answer carries a logo), unknown names answer 404.
    await client(server).get(warranty.performanceWarrantyLink).expect(401);
    await downloadBytes(server, warranty.performanceWarrantyLink, tokens.madmin).expect(401);
    await downloadBytes(server, `/api/v1/warranty-documents/${line.logo}`, app).expect(404);
    await downloadBytes(server, '/api/v1/warranty-documents/no-such-file.pdf', app).expect(404);
  });

  it('edit keeps what is not replaced; a URL replaces a stored file', async () => {
    const title = unique('Edit ');
    const {productLineId} = (
      await addLine('madmin', validFields(title), {PerformanceWarrantyFile: [PDF, 'p.pdf']}).expect(200)
    ).body;
    const before = (await gql('madmin', LINE, {id: productLineId})).data.productLine;
    const edit = client(server)
      .post('/api/productline/updateproductline')
      .set('Authorization', `Bearer ${tokens.madmin}`)
      .field('ProductLineId', String(productLineId))
      .field('ProductWarrantyId', before.productWarranty.productWarrantyId)
      .field('Title', `${title} v2`)
      .field('ComponentWarrantyInYears', '11')
      .field('ComponentWarrantyUrl', before.productWarranty.componentWarrantyLink)
      .field('PerformanceWarrantyInYears', '12.5');
    expect((await edit.expect(200)).body.status).toBe(true);
    const after = (await gql('madmin', LINE, {id: productLineId})).data.productLine;
    expect(after.lineName).toBe(`${title} v2`);
    expect(after.productWarranty.componentInYears).toBe(11);
    expect(after.productWarranty.performanceWarrantyLink).toBe(before.productWarranty.performanceWarrantyLink);
    await client(server)
      .post('/api/productline/updateproductline')
      .set('Authorization', `Bearer ${tokens.supplier}`)
      .field('ProductLineId', String(productLineId))
      .expect(403);
  });

  it('staff change product lines only with Manage Profile: every other permission is refused (403)', async () => {
    const title = unique('Kept ');
    for (const u of ['mstaff', 'others'])
      await addLine(u, validFields(title), {PerformanceWarrantyFile: [PDF, 'p.pdf']}).expect(403);
    const {productLineId} = (
      await addLine('keeper', validFields(title), {PerformanceWarrantyFile: [PDF, 'p.pdf']}).expect(200)
    ).body;
    const model = await givenModel(server, '2000-01-01', '2100-01-01');
    const productId = Number(
      (await gql('madmin', MODELS, {id: productLineId, filter: model})).data.productNotHavingProductline.list[0]
        .productId,
    );
    for (const u of ['mstaff', 'others']) {
      const refused = await post(u, 'assignproductline', {ProductLineId: productLineId, ProductId: [productId]});
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'You do not have permission to do this. It needs the Manage Profile permission.',
      );
      await post(u, 'delete', {ProductLineId: productLineId}).expect(403);
    }
    await post('keeper', 'assignproductline', {ProductLineId: productLineId, ProductId: [productId]}).expect(200);
    await post('keeper', 'delete', {ProductLineId: productLineId}).expect(200);
  });
});
