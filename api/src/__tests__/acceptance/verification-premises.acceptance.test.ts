import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenSystem, unitItem} from '../helpers/battery-system.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenNmi,
  installationOf,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

describe('POST /api/v1/verifications: the site NMI and one battery system per premises', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenAppToken(server, await givenAppProvider(server));
  });
  afterAll(() => server.stop());

  const install = (items: object[], nmi: string, postcode = '2150', date = '2026-11-01') =>
    postVerification(server, token, {
      ...verificationRequest([], {requestType: 1, installation: installationOf(postcode, date, nmi)}),
      items,
    });
  const installed = async (serials: string[]) =>
    (
      await server.pool.query(
        `SELECT count(*)::int AS n FROM product_serial WHERE serial = ANY($1) AND state = 'installed'`,
        [serials],
      )
    ).rows[0].n;

  it('422 naming installation.nmi when it is missing, of the wrong length or with a wrong checksum (JSON)', async () => {
    const {nmi: _nmi, ...without} = installationOf();
    const refused = async (installation: object) =>
      (
        await postVerification(
          server,
          token,
          verificationRequest([{serial: 'X'}], {requestType: 1, installation}),
        ).expect(422)
      ).body.errors;
    expect(await refused(without)).toEqual([{field: 'installation.nmi', message: 'is required'}]);
    expect(await refused({...without, nmi: '2001985732'})).toEqual([
      {
        field: 'installation.nmi',
        message: 'must be the 10-character NMI followed by its checksum digit (11 characters)',
      },
    ]);
    expect(await refused({...without, nmi: '20019857329'})).toEqual([
      {field: 'installation.nmi', message: 'checksum digit is wrong (AEMO NMI checksum)'},
    ]);
    // AEMO's examples pass, sent in lower case too.
    const ok = await postVerification(
      server,
      token,
      verificationRequest([{serial: unique('NONE-')}], {
        requestType: 1,
        installation: {...without, nmi: 'qcdww000102'},
      }),
    ).expect(200);
    expect(ok.body.results[0].reason).toBe('NOT_FOUND');
  });

  it('422 naming installation.nmi in XML too', async () => {
    const doc = (nmi: string) =>
      `<?xml version="1.0"?><verificationRequest><requestId>${unique('nmi-')}</requestId><requestType>1</requestType>
       <requester><name>Test</name></requester><installation><date>2026-11-01</date>${nmi}
       <installerAccreditationCode>A1</installerAccreditationCode><address><postcode>2150</postcode></address></installation>
       <items><item><serial>NONE-1</serial><brand>Demo Energy</brand><model>DE-10</model></item></items></verificationRequest>`;
    const post = (nmi: string) =>
      client(server)
        .post('/api/v1/verifications')
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', 'application/xml')
        .send(doc(nmi));
    const wrong = await post('<nmi>VAAA0000673</nmi>').expect(422);
    expect(wrong.headers['content-type']).toMatch(/^application\/problem\+xml/);
    expect(wrong.text).toContain('installation.nmi');
    expect((await post('').expect(422)).text).toContain('installation.nmi');
    await post('<nmi>VAAA0000672</nmi>').expect(200);
  });

  it('PREMISES_ALREADY_CLAIMED: a second system at an NMI with a verified system; nothing of it installed', async () => {
    const nmi = givenNmi();
    const first = await givenSystem(server, 2);
    const claimed = await install([unitItem(first.unit, first.linked)], nmi).expect(200);
    expect(claimed.body.results[0].reason).toBe('VERIFIED');
    const second = await givenSystem(server, 2);
    const refused = await install([unitItem(second.unit, second.linked)], nmi, '2151').expect(200);
    expect(refused.body.results[0]).toMatchObject({verified: false, reason: 'PREMISES_ALREADY_CLAIMED'});
    expect(refused.body.installationId).toBeNull();
    expect(await installed([second.unit, ...second.linked])).toBe(0);
    // Elsewhere the same system is fine; the first one sent again for the same installation stays VERIFIED.
    expect((await install([unitItem(second.unit, second.linked)], givenNmi()).expect(200)).body.results[0].reason).toBe(
      'VERIFIED',
    );
  });

  it('the system of an NMI sent again for its same installation stays VERIFIED', async () => {
    const nmi = givenNmi();
    const s = await givenSystem(server, 2);
    const installation = installationOf('2150', '2026-11-01', nmi);
    const send = () =>
      postVerification(server, token, {
        ...verificationRequest([], {requestType: 1, installation}),
        items: [unitItem(s.unit, s.linked)],
      }).expect(200);
    const first = await send();
    const again = await send();
    expect(again.body.results[0].reason).toBe('VERIFIED');
    expect(again.body.installationId).toBe(first.body.installationId);
  });

  it('PREMISES_ALREADY_CLAIMED for a second system in the same request', async () => {
    const a = await givenSystem(server, 2);
    const b = await givenSystem(server, 2);
    const res = await install([unitItem(a.unit, a.linked), unitItem(b.unit, b.linked)], givenNmi()).expect(200);
    expect(res.body.results.map((r: {reason: string}) => r.reason)).toEqual(['VERIFIED', 'PREMISES_ALREADY_CLAIMED']);
  });

  it('an upgrade: modules added to the same unit, approved, +5 kWh or more: VERIFIED, naming the configuration before', async () => {
    const nmi = givenNmi();
    const s = await givenSystem(server, 2, 3);
    expect((await install([unitItem(s.unit, s.linked)], nmi).expect(200)).body.results[0].reason).toBe('VERIFIED');
    const upgraded = await install(
      [unitItem(s.unit, [...s.linked, ...s.loose.slice(0, 2)])],
      nmi,
      '2150',
      '2026-11-10',
    );
    const result = upgraded.body.results[0];
    expect(result).toMatchObject({verified: true, reason: 'VERIFIED'});
    expect(result.modules.map((m: {reason: string}) => m.reason)).toEqual(Array(4).fill('VERIFIED'));
    expect(result.system).toEqual({
      moduleCount: 4,
      configuration: {moduleCount: 4, nominalKWh: 20, usableKWh: 18.4},
      nominalKWh: 20,
      usableKWh: 18.4,
      eligibleUsableKWh: 18.4,
      upgradedFrom: {moduleCount: 2, nominalKWh: 10, usableKWh: 9.2},
    });
    const {rows} = await server.pool.query(
      `SELECT m.serial, m.state, m.installation_id AS "installationId" FROM product_serial m JOIN product_serial u ON u.id = m.parent_serial_id
        WHERE u.serial = $1 ORDER BY m.serial`,
      [s.unit],
    );
    expect(rows.map(r => r.serial)).toEqual([...s.linked, ...s.loose.slice(0, 2)]);
    expect(rows.slice(2).every(r => r.installationId === upgraded.body.installationId && r.state === 'installed')).toBe(
      true,
    );
    // The same modules again claim nothing new; a unit elsewhere cannot take this premises either.
    const unchanged = await install(
      [unitItem(s.unit, [...s.linked, ...s.loose.slice(0, 2)])],
      nmi,
      '2150',
      '2026-11-12',
    );
    expect(unchanged.body.results[0].reason).toBe('ALREADY_INSTALLED');
  });

  it('an upgrade whose final configuration is not approved, or over 100 kWh, answers that reason', async () => {
    const nmi = givenNmi();
    const s = await givenSystem(server, 2, 7);
    await install([unitItem(s.unit, s.linked)], nmi).expect(200);
    const nine = await install([unitItem(s.unit, [...s.linked, ...s.loose])], nmi, '2150', '2026-11-10').expect(200);
    expect(nine.body.results[0]).toMatchObject({verified: false, reason: 'MODULE_COUNT_NOT_APPROVED'});
    expect(nine.body.results[0].system.moduleCount).toBe(9);
    expect(await installed(s.loose)).toBe(0);
  });

  it('a module listed twice in a check follows the items rule: both answered VERIFIED, not ALREADY_INSTALLED', async () => {
    const s = await givenSystem(server, 0, 2);
    const res = await postVerification(server, token, {
      ...verificationRequest([]),
      items: [unitItem(s.unit, [s.loose[0], s.loose[0], s.loose[1]])],
    }).expect(200);
    expect(res.body.results[0].modules.map((m: {reason: string}) => m.reason)).toEqual([
      'VERIFIED',
      'VERIFIED',
      'VERIFIED',
    ]);
  });

  it('two installations racing for one NMI: exactly one system wins', async () => {
    const nmi = givenNmi();
    const a = await givenSystem(server, 2);
    const b = await givenSystem(server, 2);
    const answers = await Promise.all([
      install([unitItem(a.unit, a.linked)], nmi, '2150'),
      install([unitItem(b.unit, b.linked)], nmi, '2151'),
    ]);
    expect(answers.map(r => r.status)).toEqual([200, 200]);
    expect(answers.map(r => r.body.results[0].reason).sort()).toEqual(['PREMISES_ALREADY_CLAIMED', 'VERIFIED']);
    const {rows} = await server.pool.query(`SELECT count(*)::int AS n FROM premises_system WHERE nmi = $1`, [nmi]);
    expect(rows[0].n).toBe(1);
    expect((await installed([a.unit, b.unit])) as number).toBe(1);
  });

  it('two installations racing for one module: exactly one wins', async () => {
    const shared = await givenSystem(server, 0, 1);
    const a = await givenSystem(server, 0, 1);
    const b = await givenSystem(server, 0, 1);
    const answers = await Promise.all([
      install([unitItem(a.unit, [a.loose[0], shared.loose[0]])], givenNmi(), '2150'),
      install([unitItem(b.unit, [b.loose[0], shared.loose[0]])], givenNmi(), '2151'),
    ]);
    const reasons = answers.map(r => r.body.results[0].reason).sort();
    expect(reasons).toEqual(['ALREADY_INSTALLED', 'VERIFIED']);
    const {rows} = await server.pool.query(
      `SELECT count(DISTINCT installation_id)::int AS n FROM product_serial WHERE serial = $1 AND state = 'installed'`,
      [shared.loose[0]],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a released installation frees its premises', async () => {
    const nmi = givenNmi();
    const s = await givenSystem(server, 2);
    const claim = await install([unitItem(s.unit, s.linked)], nmi).expect(200);
    await client(server)
      .post(`/api/v1/installations/${claim.body.installationId}/release`)
      .set('Authorization', `Bearer ${token}`)
      .send({reason: 'Typed at the wrong site'})
      .expect(200);
    const other = await givenSystem(server, 2);
    expect((await install([unitItem(other.unit, other.linked)], nmi, '2152').expect(200)).body.results[0].reason).toBe(
      'VERIFIED',
    );
  });
});
