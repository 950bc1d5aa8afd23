import {RunningServer} from '../../server';
import {
  claimsOf,
  givenBrand,
  givenImporter,
  givenRegistration,
  linkIn,
  signIn,
  uniqueName,
  waitForMails,
} from '../helpers/account.helpers';
import {client, givenRunningApp} from '../helpers/app.helpers';

const SUCCESS = {status: true, message: 'Registration successful. Please check your email to activate your account.'};

describe('POST /api/account/register', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  const register = (body: object) => client(server).post('/api/account/register').send(body);

  async function expectRefused(body: object, status: number, message: string, field: string) {
    const res = await register(body).expect(status);
    expect(res.body).toMatchObject({status: false, message, field});
  }

  it('registers a manufacturer, emails the activation link, and signs in only after activation', async () => {
    const brand = await givenBrand(server);
    const body = givenRegistration(brand.toUpperCase(), {AbnNo: '51824753556', Mobile: '04 1234 5678'});
    const res = await register(body).expect(200);
    expect(res.body).toEqual(SUCCESS);

    const {rows} = await server.pool.query(
      `SELECT u.id, u.role, u.email_confirmed, u.mobile, u.first_name, m.name, m.abn, m.phone, m.upload_frequency, m.address,
              m.address_line1, m.place_id, m.brand_id = b.id AS brand_matches
         FROM app_user u JOIN manufacturer m ON m.id = u.manufacturer_id JOIN brand b ON b.name = m.name
        WHERE u.username = $1`,
      [body.Username],
    );
    expect(rows[0]).toMatchObject({
      role: 'madmin',
      email_confirmed: false,
      mobile: '0412345678',
      first_name: 'Reg',
      name: brand,
      abn: '51824753556',
      phone: '0298765432',
      upload_frequency: 2,
      address: 'Parramatta NSW 2150',
      address_line1: '1 George Street',
      place_id: 'au-2150-parramatta',
      brand_matches: true,
    });
    const tokens = await server.pool.query(
      `SELECT token_hash, expires_at - now() > interval '23 hours' AS fresh FROM user_token WHERE user_id = $1`,
      [rows[0].id],
    );
    expect(tokens.rows).toHaveLength(1);
    expect(tokens.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.rows[0].fresh).toBe(true);

    await signIn(server, body.Username as string, body.Password as string).expect(401);

    const [mail] = await waitForMails(server, body.Email as string);
    const link = linkIn(mail, 'activate');
    expect(`${link.origin}${link.pathname}`).toBe(`${server.config.publicUrl}/activate`);
    expect(link.searchParams.get('uid')).toBe(String(rows[0].id));
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const activated = await client(server)
      .post('/api/account/activate')
      .send({UserId: rows[0].id, Token: token})
      .expect(200);
    expect(activated.body).toEqual({
      status: true,
      message: 'Account activated succesfully, please Login to start uploading the product serials.',
    });

    const signedIn = await signIn(server, body.Username as string, body.Password as string).expect(200);
    const {rows: m} = await server.pool.query('SELECT id FROM manufacturer WHERE name = $1', [brand]);
    expect(claimsOf(signedIn.body.token)).toMatchObject({role: 'madmin', ManufacturerIdList: String(m[0].id)});
    const profile = await client(server)
      .get('/api/profile/profile')
      .auth(signedIn.body.token, {type: 'bearer'})
      .expect(200);
    expect(profile.body).toMatchObject({
      displayName: brand,
      isDistributor: false,
      manufacturerId: m[0].id,
      uploadFrequency: 2,
    });

    // The link works once.
    const again = await client(server)
      .post('/api/account/activate')
      .send({UserId: rows[0].id, Token: token})
      .expect(400);
    expect(again.body).toMatchObject({status: false, message: 'Your account is already activated, please Login.'});
  });

  it('registers a supplier from the importer list, or from the brand list', async () => {
    for (const name of [await givenImporter(server), await givenBrand(server)]) {
      const body = givenRegistration(name, {Supplier: true, Phone: '+61 2 9876 5432'});
      await register(body).expect(200);
      const {rows} = await server.pool.query(
        `SELECT u.role, u.manufacturer_id, d.name, d.phone FROM app_user u JOIN distributor d ON d.id = u.distributor_id WHERE u.username = $1`,
        [body.Username],
      );
      expect(rows[0]).toEqual({role: 'supplier', manufacturer_id: null, name, phone: '+61298765432'});
    }
  });

  it('lets a supplier register the name of a registered manufacturer, but not twice', async () => {
    const brand = await givenBrand(server);
    await register(givenRegistration(brand)).expect(200);
    await register(givenRegistration(brand, {Supplier: true})).expect(200);
    await expectRefused(
      givenRegistration(brand.toLowerCase(), {Supplier: true}),
      409,
      'Manufacturer is already registered, Please use forgot password to reset your password.',
      'CompanyName',
    );
  });

  it.each([
    'Username',
    'FirstName',
    'LastName',
    'Email',
    'Mobile',
    'CompanyName',
    'AbnNo',
    'Phone',
    'Address',
    'AddressLine1',
  ])('requires %s', async field => {
    const brand = await givenBrand(server);
    await expectRefused(givenRegistration(brand, {[field]: '  '}), 400, 'This field is required', field);
    const missing = givenRegistration(brand);
    delete missing[field];
    await expectRefused(missing, 400, 'This field is required', field);
  });

  it('enforces the password rule', async () => {
    const brand = await givenBrand(server);
    await expectRefused(givenRegistration(brand, {Password: ''}), 400, '* Password is required', 'Password');
    const rule =
      'Password must be combination of upper case,digit and special characters and should have minimum 6 characters';
    for (const weak of ['Ab@1', 'secret@123', 'SECRET@123', 'Secret@abc', 'Secret123']) {
      await expectRefused(givenRegistration(brand, {Password: weak}), 400, rule, 'Password');
    }
    await register(givenRegistration(brand, {Password: 'Ab!1cd'})).expect(200);
  });

  it('checks the email, mobile and company phone formats', async () => {
    const brand = await givenBrand(server);
    for (const Email of ['nobody', 'a@b', 'a b@example.com', 'a@example.']) {
      await expectRefused(givenRegistration(brand, {Email}), 400, 'Please enter valid email address', 'Email');
    }
    for (const Mobile of ['0312345678', '041234567', '04123456789', '+61412345678', '04abcdefgh']) {
      await expectRefused(
        givenRegistration(brand, {Mobile}),
        400,
        'Mobile should be 10 digit and must start from 02 or 04',
        'Mobile',
      );
    }
    for (const Phone of ['0098765432', '029876543', '+610298765432', '612098765432', 'phone']) {
      await expectRefused(
        givenRegistration(brand, {Phone}),
        400,
        'Phone should be 10 digit and must start from 04 or 06',
        'Phone',
      );
    }
    for (const [i, Phone] of ['0298765432', '+61298765432', '61298765432', '298765432', '02 9876 5432'].entries()) {
      const ok = await givenBrand(server);
      await register(givenRegistration(ok, {Phone, Mobile: i % 2 ? '0298765432' : '0412345678'})).expect(200);
    }
  });

  it('checks the ABN checksum', async () => {
    const brand = await givenBrand(server);
    for (const AbnNo of ['51824753557', '5182475355', '518247535566', 'ABN51824753', '00000000000', '10000000000']) {
      await expectRefused(givenRegistration(brand, {AbnNo}), 400, 'Please provide valid ABN no', 'AbnNo');
    }
    for (const AbnNo of ['53 004 085 616', '33051775556', ' 83 914 571 673 ']) {
      await register(givenRegistration(await givenBrand(server), {AbnNo})).expect(200);
    }
  });

  it('requires an upload frequency from 1 to 9', async () => {
    const brand = await givenBrand(server);
    for (const UploadFrequency of [0, 10, -1]) {
      await expectRefused(
        givenRegistration(brand, {UploadFrequency}),
        400,
        'Please select upload frequency',
        'UploadFrequency',
      );
    }
    const missing = givenRegistration(brand);
    delete missing.UploadFrequency;
    await expectRefused(missing, 400, 'Please select upload frequency', 'UploadFrequency');
    await register(givenRegistration(brand, {UploadFrequency: 9})).expect(200);
  });

  it('refuses a taken user name, whatever its case', async () => {
    const brand = await givenBrand(server);
    await expectRefused(givenRegistration(brand, {Username: 'MADMIN'}), 409, 'User name already taken', 'Username');
  });

  it('refuses a registered manufacturer', async () => {
    await expectRefused(
      givenRegistration('demo energy'),
      409,
      'Manufacturer is already registered, Please use forgot password to reset your password.',
      'CompanyName',
    );
    await expectRefused(
      givenRegistration('Demo Supply Co', {Supplier: true}),
      409,
      'Manufacturer is already registered, Please use forgot password to reset your password.',
      'CompanyName',
    );
  });

  it('refuses a company that is not on the approved list', async () => {
    const message = 'Manufacturer name does not match with CEC list.';
    await expectRefused(givenRegistration(uniqueName('Unknown Co')), 400, message, 'CompanyName');
    await expectRefused(givenRegistration(uniqueName('Unknown Co'), {Supplier: true}), 400, message, 'CompanyName');
    // An importer is on the supplier list only.
    await expectRefused(givenRegistration(await givenImporter(server)), 400, message, 'CompanyName');
    // A brand that is no longer approved.
    const withdrawn = await givenBrand(server);
    await server.pool.query('UPDATE brand SET approved = false WHERE name = $1', [withdrawn]);
    await expectRefused(givenRegistration(withdrawn), 400, message, 'CompanyName');
  });

  it('answers the first broken rule in form order', async () => {
    await expectRefused(
      givenRegistration('nope', {Username: '', Password: '', Email: 'x'}),
      400,
      'This field is required',
      'Username',
    );
  });

  it('keeps one registration when two race for the same user name and company', async () => {
    const brand = await givenBrand(server);
    const body = givenRegistration(brand);
    const results = await Promise.all([register(body), register({...body, Email: 'other@example.test'})]);
    expect(results.map(r => r.status).sort()).toEqual([200, 409]);
    const {rows} = await server.pool.query('SELECT count(*)::int AS n FROM manufacturer WHERE name = $1', [brand]);
    expect(rows[0].n).toBe(1);
  });

  it('accepts the upload frequency as text, and refuses text that is not an option', async () => {
    await register(givenRegistration(await givenBrand(server), {UploadFrequency: '3'})).expect(200);
    await expectRefused(
      givenRegistration(await givenBrand(server), {UploadFrequency: 'weekly'}),
      400,
      'Please select upload frequency',
      'UploadFrequency',
    );
  });

  it('refuses a body of the wrong type with the field named', async () => {
    const res = await register(givenRegistration('x', {Supplier: 'maybe'})).expect(422);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toContain('Supplier');
  });
});
