import {randomBytes} from 'node:crypto';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAdminToken} from '../helpers/token.helpers';

/**
 * Document 002, section 2.10: an installer's data packs are the installations recorded on its
 * accreditation code, kept as installations arrive (migration 090) rather than counted per listing.
 */
describe('Installers: data packs from maintained counts', () => {
  let server: RunningServer;
  let admin: string;
  const code = `D${randomBytes(4).toString('hex').toUpperCase()}`;

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(() => server.stop());

  // Installations dated long before any report range other tests read.
  const recordInstallations = (n: number) =>
    server.pool.query(
      `INSERT INTO installation (installation_date, city, state, post_code, installer_acc_code)
       SELECT date '2001-02-03', 'Dataville', 'NSW', '2000', $1 FROM generate_series(1, $2)`,
      [code, n],
    );
  const dataPacks = async () => {
    const res = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        query: `query($f: String) { installers(filter: $f) { list { accCode totalDataPack } } }`,
        variables: {f: code},
      })
      .expect(200);
    return res.body.data.installers.list;
  };

  const importInstallers = (csv: string) =>
    client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .field(
        'operations',
        JSON.stringify({
          query: 'mutation($file: Upload!) { migratedInstallerList(file: $file) { success } }',
          variables: {file: null},
        }),
      )
      .field('map', JSON.stringify({'0': ['variables.file']}))
      .attach('0', Buffer.from(csv), 'installers.csv')
      .expect(200);
  /** The count kept on the installer row (migration 090), not counted when read. */
  const keptCount = async () =>
    Number(
      (await server.pool.query('SELECT data_packs FROM installer WHERE acc_code = $1', [code])).rows[0].data_packs,
    );

  it('counts the installations made before the installer was registered, and each one after', async () => {
    await recordInstallations(2);
    const csv = `AccCode,FirstName,LastName,Status\n${code},Dana,Packs,Current\n`;
    await importInstallers(csv);
    expect(await dataPacks()).toEqual([{accCode: code, totalDataPack: 2}]);

    await recordInstallations(3);
    expect(await dataPacks()).toEqual([{accCode: code, totalDataPack: 5}]);
    expect(await keptCount()).toBe(5);

    // Importing the installer again (an update) keeps the count.
    await importInstallers(csv);
    expect(await dataPacks()).toEqual([{accCode: code, totalDataPack: 5}]);
  });
});
