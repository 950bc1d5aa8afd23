import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenSystem as givenDeStack, unitItem} from '../helpers/battery-system.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

describe('POST /api/v1/verifications: a battery system (a unit with its modules) in one request', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenAppToken(server, await givenAppProvider(server));
  });
  afterAll(() => server.stop());

  const givenSystem = (linked: number, loose = 0) => givenDeStack(server, linked, loose);
  const verify = async (items: object[], extra: Record<string, unknown> = {}) =>
    (await postVerification(server, token, {...verificationRequest([], extra), items}).expect(200)).body;

  it('VERIFIED: a unit with all its modules, each module answered, the system with its configuration and capacity; installed together', async () => {
    const s = await givenSystem(4);
    const answer = await verify([unitItem(s.unit, s.linked)], {
      requestType: 1,
      installation: installationOf('2150', '2026-11-01'),
    });
    const result = answer.results[0];
    expect(result).toMatchObject({serial: s.unit, verified: true, reason: 'VERIFIED', model: 'DE-STACK'});
    expect(result.modules).toEqual(s.linked.map(serial => ({serial, verified: true, reason: 'VERIFIED'})));
    expect(result.system).toEqual({
      moduleCount: 4,
      configuration: {moduleCount: 4, nominalKWh: 20, usableKWh: 18.4},
      nominalKWh: 20,
      usableKWh: 18.4,
      eligibleUsableKWh: 18.4,
    });
    const {rows} = await server.pool.query(
      `SELECT count(*)::int AS n FROM product_serial WHERE serial = ANY($1) AND state = 'installed' AND installation_id = $2`,
      [[s.unit, ...s.linked], answer.installationId],
    );
    expect(rows[0].n).toBe(5);
    const logs = await server.pool.query(`SELECT count(*)::int AS n FROM product_log WHERE batch_id = $1`, [
      answer.batchId,
    ]);
    expect(logs.rows[0].n).toBe(5);
  });

  it('a plain serial answers as before: no modules, no system', async () => {
    const [serial] = await givenSerials(server);
    const result = (await verify(verificationRequest([{serial}]).items)).results[0];
    expect(result.reason).toBe('VERIFIED');
    expect(result).not.toHaveProperty('modules');
    expect(result).not.toHaveProperty('system');
  });

  it('MODULES_MISSING: fewer modules than uploaded under the unit, or a modular unit sent with none', async () => {
    const s = await givenSystem(4);
    const fewer = (await verify([unitItem(s.unit, s.linked.slice(0, 3))])).results[0];
    expect(fewer).toMatchObject({verified: false, reason: 'MODULES_MISSING'});
    expect(fewer.modules.map((m: {reason: string}) => m.reason)).toEqual(['VERIFIED', 'VERIFIED', 'VERIFIED']);
    const none = (await verify([{brand: 'Demo Energy', serial: s.unit, model: 'DE-STACK'}])).results[0];
    expect(none).toMatchObject({verified: false, reason: 'MODULES_MISSING', system: {moduleCount: 0}});
  });

  it('MODULE_NOT_COMPATIBLE: a module of a model that does not fit the unit, or uploaded under another unit', async () => {
    const s = await givenSystem(2);
    const [plain] = await givenSerials(server);
    const misfit = (await verify([unitItem(s.unit, [...s.linked, plain])])).results[0];
    expect(misfit).toMatchObject({verified: false, reason: 'MODULE_NOT_COMPATIBLE'});
    expect(misfit.modules[2]).toEqual({serial: plain, verified: false, reason: 'MODULE_NOT_COMPATIBLE'});
    const other = await givenSystem(2);
    const borrowed = (await verify([unitItem(s.unit, [...s.linked, other.linked[0]])])).results[0];
    expect(borrowed).toMatchObject({verified: false, reason: 'MODULE_NOT_COMPATIBLE'});
  });

  it('MODULE_COUNT_NOT_APPROVED and CAPACITY_OUT_OF_RANGE (nominal above 100 kWh), with the capacity answered', async () => {
    const one = await givenSystem(0, 1);
    const single = (await verify([unitItem(one.unit, one.loose)])).results[0];
    expect(single).toMatchObject({
      verified: false,
      reason: 'MODULE_COUNT_NOT_APPROVED',
      system: {moduleCount: 1, configuration: null, nominalKWh: 5, usableKWh: 4.6, eligibleUsableKWh: 4.6},
    });
    const big = await givenSystem(0, 21);
    const tooBig = (await verify([unitItem(big.unit, big.loose)])).results[0];
    expect(tooBig).toMatchObject({
      verified: false,
      reason: 'CAPACITY_OUT_OF_RANGE',
      system: {moduleCount: 21, nominalKWh: 105, usableKWh: 96.6, eligibleUsableKWh: 50},
    });
  });

  it('an installation records modules sent without a unit under it; a module cannot be installed twice', async () => {
    const s = await givenSystem(0, 2);
    const first = await verify([unitItem(s.unit, s.loose)], {
      requestType: 1,
      installation: installationOf('2151', '2026-11-01'),
    });
    expect(first.results[0].reason).toBe('VERIFIED');
    const {rows} = await server.pool.query(
      `SELECT count(*)::int AS n FROM product_serial m JOIN product_serial u ON u.id = m.parent_serial_id
        WHERE u.serial = $1 AND m.state = 'installed'`,
      [s.unit],
    );
    expect(rows[0].n).toBe(2);
    const again = await givenSystem(0, 1);
    const second = (
      await verify([unitItem(again.unit, [...again.loose, s.loose[0]])], {
        requestType: 1,
        installation: installationOf('2152', '2026-11-01'),
      })
    ).results[0];
    expect(second.verified).toBe(false);
    expect(second.modules[1]).toMatchObject({serial: s.loose[0], reason: 'ALREADY_INSTALLED'});
  });

  it('XML: <modules><module><serial> in an item; the answer has <modules> and <system> with the JSON names', async () => {
    const s = await givenSystem(2);
    const xml = `<?xml version="1.0"?><verificationRequest><requestId>${unique('x-')}</requestId><requestType>3</requestType>
      <requester><name>Test</name></requester><items><item><serial>${s.unit}</serial><brand>Demo Energy</brand><model>DE-STACK</model>
      <modules>${s.linked.map(m => `<module><serial>${m}</serial><model>DE-M5</model></module>`).join('')}</modules></item></items>
      </verificationRequest>`;
    const res = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/xml')
      .send(xml)
      .expect(200);
    const text = res.text;
    expect(text).toContain(
      `<modules><module><serial>${s.linked[0]}</serial><verified>true</verified><reason>VERIFIED</reason></module>`,
    );
    expect(text).toMatch(
      /<system><moduleCount>2<\/moduleCount><configuration><moduleCount>2<\/moduleCount><nominalKWh>10<\/nominalKWh><usableKWh>9.2<\/usableKWh><\/configuration><nominalKWh>10<\/nominalKWh><usableKWh>9.2<\/usableKWh><eligibleUsableKWh>9.2<\/eligibleUsableKWh><\/system>/,
    );
    expect(text).toContain('<reason>VERIFIED</reason>');
  });
});
