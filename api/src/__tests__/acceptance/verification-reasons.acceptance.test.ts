import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenModel,
  givenSerials,
  installationOf,
  postVerification,
  verificationRequest,
} from '../helpers/verification.helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');

describe('POST /api/v1/verifications: every reason code and its traces', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenAppToken(server, await givenAppProvider(server));
  });
  afterAll(() => server.stop());

  const reasonOf = async (
    item: {serial: string; brand?: string; model?: string},
    extra: Record<string, unknown> = {},
  ) => {
    const res = await postVerification(server, token, verificationRequest([item], extra)).expect(200);
    return res.body.results[0];
  };

  it('VERIFIED: an available serial of that brand and model, with product, warranty and ledger details', async () => {
    const [serial] = await givenSerials(server);
    const result = await reasonOf({serial: ` ${serial.toLowerCase()} `});
    expect(result).toMatchObject({
      serial: ` ${serial.toLowerCase()} `,
      verified: true,
      reason: 'VERIFIED',
      brand: 'Demo Energy',
      model: 'DE-10',
      productLine: 'Demo Home Storage',
      approvedDate: '2024-01-15',
      expiryDate: '2029-01-15',
      ledgerStatus: 'pending',
      warranty: {componentInYears: 10, performanceInYears: 10},
    });
  });

  it('NOT_FOUND: no such serial anywhere', async () => {
    expect(await reasonOf({serial: 'NO-SUCH-SERIAL-1'})).toMatchObject({
      verified: false,
      reason: 'NOT_FOUND',
      brand: null,
      warranty: null,
    });
  });

  it('BRAND_MISMATCH: the serial exists under another brand', async () => {
    const [serial] = await givenSerials(server, {brand: 'Austral Demo Batteries', model: 'ADB-13.5'});
    expect(await reasonOf({serial})).toMatchObject({verified: false, reason: 'BRAND_MISMATCH', brand: null});
  });

  it('MODEL_MISMATCH: the serial exists under another model of the brand', async () => {
    const [serial] = await givenSerials(server);
    expect(await reasonOf({serial, model: 'DE-5'})).toMatchObject({verified: false, reason: 'MODEL_MISMATCH'});
  });

  it('WITHDRAWN: its upload was deleted', async () => {
    const [serial] = await givenSerials(server, {state: 'withdrawn'});
    expect(await reasonOf({serial})).toMatchObject({verified: false, reason: 'WITHDRAWN'});
  });

  it('MODEL_NOT_APPROVED and MODEL_EXPIRED at the installation date', async () => {
    const future = await givenModel(server, '2027-01-01', '2032-01-01');
    const expired = await givenModel(server, '2018-01-01', '2023-01-01');
    const [a] = await givenSerials(server, {model: future});
    const [b] = await givenSerials(server, {model: expired});
    expect(await reasonOf({serial: a, model: future})).toMatchObject({reason: 'MODEL_NOT_APPROVED'});
    expect(await reasonOf({serial: b, model: expired})).toMatchObject({reason: 'MODEL_EXPIRED'});
    // The same expired model was approved on an installation date inside its approval.
    const res = await postVerification(
      server,
      token,
      verificationRequest([{serial: b, model: expired}], {
        requestType: 1,
        installation: installationOf('2150', '2020-06-01'),
      }),
    ).expect(200);
    expect(res.body.results[0].reason).toBe('VERIFIED');
  });

  it('ALREADY_INSTALLED at another installation; VERIFIED again at the same installation', async () => {
    const [serial] = await givenSerials(server);
    const installation = installationOf();
    const first = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {requestType: 1, installation}),
    ).expect(200);
    expect(first.body.results[0].reason).toBe('VERIFIED');
    const again = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {requestType: 1, installation}),
    ).expect(200);
    expect(again.body.results[0].reason).toBe('VERIFIED');
    expect(again.body.installationId).toBe(first.body.installationId);
    const other = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {requestType: 1, installation: installationOf('3000')}),
    ).expect(200);
    expect(other.body.results[0].reason).toBe('ALREADY_INSTALLED');
  });

  it('the same installation is found by its whole key, the e-mail in any case; the identifying fields are required', async () => {
    const [serial, other] = await givenSerials(server, {count: 2});
    const installation = installationOf('4000', '2026-10-02');
    const first = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {requestType: 1, installation}),
    ).expect(200);
    const shouted = {...installation, ownerEmail: installation.ownerEmail.toUpperCase()};
    const again = await postVerification(
      server,
      token,
      verificationRequest([{serial}, {serial: other}], {requestType: 1, installation: shouted}),
    ).expect(200);
    expect(again.body.results.map((r: {reason: string}) => r.reason)).toEqual(['VERIFIED', 'VERIFIED']);
    expect(again.body.installationId).toBe(first.body.installationId);
    const withCode = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {
        requestType: 1,
        installation: {...installation, installerAccreditationCode: 'A7654321'},
      }),
    ).expect(200);
    expect(withCode.body.results[0].reason).toBe('ALREADY_INSTALLED');
    expect(withCode.body.installationId).toBeNull();
    // Blank identifying fields never match an earlier installation with blanks: they are refused.
    const {installerAccreditationCode: _code, ...withoutCode} = installation;
    const blank = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {
        requestType: 1,
        installation: {...withoutCode, address: {...installation.address, postcode: ' '}},
      }),
    ).expect(422);
    expect(blank.body.errors).toEqual([
      {field: 'installation.installerAccreditationCode', message: 'is required'},
      {field: 'installation.address.postcode', message: 'is required'},
    ]);
  });

  it('PHOTO_REQUIRED when the provider must send photos; a sent photo is stored and linked', async () => {
    const provider = await givenAppProvider(server, {mandatorySerialPhoto: true});
    const photoToken = await givenAppToken(server, provider);
    const [a, b] = await givenSerials(server, {count: 2});
    const res = await postVerification(
      server,
      photoToken,
      verificationRequest([{serial: a}, {serial: b, photo: PNG}]),
    ).expect(200);
    expect(res.body.results.map((r: {reason: string}) => r.reason)).toEqual(['PHOTO_REQUIRED', 'VERIFIED']);
    const {rows} = await server.pool.query(
      `SELECT si.content_type, si.file_key, l.failed_serial, ps.serial FROM serial_image si
         JOIN product_log l ON l.id = si.product_log_id JOIN product_serial ps ON ps.id = si.product_serial_id WHERE l.batch_id = $1`,
      [res.body.batchId],
    );
    expect(rows).toEqual([expect.objectContaining({content_type: 'image/png', failed_serial: b, serial: b})]);
  });

  it('an installation batch creates the installation, marks its serials installed and logs every item', async () => {
    const [s1, s2] = await givenSerials(server, {count: 2});
    const installation = installationOf('2150');
    const res = await postVerification(
      server,
      token,
      verificationRequest([{serial: s1}, {serial: s2}, {serial: 'NOPE-XYZ'}], {requestType: 1, installation}),
    ).expect(200);
    const inst = await server.pool.query('SELECT * FROM installation WHERE id = $1', [res.body.installationId]);
    expect(inst.rows[0]).toMatchObject({
      owner_email: installation.ownerEmail,
      post_code: '2150',
      state: 'NSW',
      city: 'Parramatta',
      installer_acc_code: 'A1234567',
      retailer_name: 'Sunny Retail',
      rated_power_w: 10000,
    });
    const serials = await server.pool.query(
      'SELECT state, installation_id FROM product_serial WHERE serial = ANY($1)',
      [[s1, s2]],
    );
    expect(serials.rows).toEqual([
      {state: 'installed', installation_id: res.body.installationId},
      {state: 'installed', installation_id: res.body.installationId},
    ]);
    const logs = await server.pool.query(
      'SELECT failed_serial, status, reason, requester_type FROM product_log WHERE batch_id = $1 ORDER BY id',
      [res.body.batchId],
    );
    expect(logs.rows).toEqual([
      {failed_serial: s1, status: 1, reason: 'VERIFIED', requester_type: 1},
      {failed_serial: s2, status: 1, reason: 'VERIFIED', requester_type: 1},
      {failed_serial: 'NOPE-XYZ', status: 0, reason: 'NOT_FOUND', requester_type: 1},
    ]);
  });

  it("a not-verified item of a known brand counts at once among that manufacturer's failed serials", async () => {
    const count = async () =>
      (
        await server.pool.query(
          `SELECT failed FROM manufacturer_stats_now s JOIN manufacturer m ON m.id = s.manufacturer_id WHERE m.name = 'Demo Energy'`,
        )
      ).rows[0]?.failed ?? 0;
    const before = await count();
    await postVerification(
      server,
      token,
      verificationRequest([{serial: 'UNKNOWN-1'}, {serial: 'UNKNOWN-2', brand: 'No Such Brand'}]),
    ).expect(200);
    expect(await count()).toBe(before + 1);
  });
});
