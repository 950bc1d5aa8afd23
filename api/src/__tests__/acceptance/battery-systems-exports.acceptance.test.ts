import {RunningServer} from '../../server';
import {downloadBytes, givenRunningApp} from '../helpers/app.helpers';
import {givenSystem, unitItem} from '../helpers/battery-system.helpers';
import {givenAdminToken} from '../helpers/token.helpers';
import {
  givenAppProvider,
  givenAppToken,
  installationOf,
  postVerification,
  verificationRequest,
} from '../helpers/verification.helpers';

describe('Exports of failed serials: modules installers asked about carry their unit (parent serial)', () => {
  let server: RunningServer;
  let admin: string;
  let token: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
    token = await givenAppToken(server, await givenAppProvider(server));
  });
  afterAll(() => server.stop());

  it('a module refused in an installation is a failed serial; both exports name its unit', async () => {
    const first = await givenSystem(server, 2);
    await postVerification(server, token, {
      ...verificationRequest([], {requestType: 1, installation: installationOf()}),
      items: [unitItem(first.unit, first.linked)],
    }).expect(200);
    // Another unit sent with a module already installed under the first: that module's log fails.
    const second = await givenSystem(server, 0, 1);
    const res = await postVerification(server, token, {
      ...verificationRequest([], {requestType: 1, installation: installationOf('2151')}),
      items: [unitItem(second.unit, [second.loose[0], first.linked[0]])],
    }).expect(200);
    expect(res.body.results[0].modules[1].reason).toBe('ALREADY_INSTALLED');

    const serialsCsv = (
      await downloadBytes(server, `/api/serials/failed/export?format=csv&filter=${first.linked[0]}`, admin).expect(200)
    ).body.toString();
    const [header, line] = serialsCsv.trim().split(/\r?\n/);
    expect(header.split(',').at(-1)).toBe('Parent Serial');
    expect(line.startsWith(first.linked[0])).toBe(true);
    expect(line.split(',').at(-1)).toBe(first.unit);

    const {rows} = await server.pool.query(`SELECT manufacturer_id AS id FROM product_serial WHERE serial = $1`, [
      first.unit,
    ]);
    const downloadCsv = (
      await downloadBytes(server, `/api/admin/manufacturers/${rows[0].id}/failed-serials?format=csv`, admin).expect(200)
    ).body.toString();
    const lines = downloadCsv.trim().split(/\r?\n/);
    expect(lines[0].split(',').at(-1)).toBe('Parent Serial');
    const moduleLine = lines.find((l: string) => l.startsWith(`${first.linked[0]},`));
    expect(moduleLine?.split(',').at(-1)).toBe(first.unit);
  });
});
