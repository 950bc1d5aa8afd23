import {InstallationReleaseRepository} from '../../services/verification';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenInstallation,
  givenManufacturer,
  givenProduct,
  givenSerials,
  givenUser,
} from '../helpers/serial-rows.helpers';
import {givenAppProvider, GivenAppProvider} from '../helpers/verification-rows.helpers';

describe('InstallationReleaseRepository (installation_release)', () => {
  let db: MigratedDatabase;
  let repo: InstallationReleaseRepository;
  let provider: GivenAppProvider;

  beforeAll(async () => {
    db = await givenMigratedDatabase('installation_release_repo');
    repo = new InstallationReleaseRepository(db.pool);
    provider = await givenAppProvider(db.pool, {name: 'Installer App'});
  });
  afterAll(() => db.drop());

  /** An installation of the provider holding serials of two manufacturers. */
  async function givenClaimedInstallation() {
    const volta = await givenManufacturer(db.pool);
    const ampere = await givenManufacturer(db.pool);
    const voltaSerials = await givenSerials(db.pool, {
      manufacturer: volta,
      productId: await givenProduct(db.pool, volta.brandId),
      serials: [`V${Date.now()}a`, `V${Date.now()}b`],
    });
    const ampereSerials = await givenSerials(db.pool, {
      manufacturer: ampere,
      productId: await givenProduct(db.pool, ampere.brandId),
      serials: [`A${Date.now()}`],
    });
    const installationId = await givenInstallation(db.pool, {
      date: '2024-03-04',
      appProviderId: provider.id,
      serialIds: [...voltaSerials, ...ampereSerials],
    });
    return {installationId, volta, ampere, voltaSerials, ampereSerials};
  }

  it('locks the installation and reads what a release checks', async () => {
    const {installationId} = await givenClaimedInstallation();
    const found = await repo.transaction(tx => repo.lock(tx, installationId));
    expect(found).toEqual({
      id: installationId,
      appProviderId: provider.id,
      createdOn: expect.any(Date),
      releasedOn: null,
    });
    expect(await repo.transaction(tx => repo.lock(tx, 999999))).toBeUndefined();
  });

  it('frees the serials, marks the installation released and logs the release', async () => {
    const {installationId, volta, ampere, voltaSerials, ampereSerials} = await givenClaimedInstallation();
    const freed = await repo.transaction(tx =>
      repo.release(tx, {
        installationId,
        by: 'app:client',
        appProviderId: provider.id,
        userId: null,
        reason: 'wrong site',
      }),
    );
    const serials = await db.pool.query(
      'SELECT id, serial, state, installation_id FROM product_serial WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[...voltaSerials, ...ampereSerials]],
    );
    expect(freed).toEqual(
      serials.rows.map(s => ({
        serial: s.serial,
        manufacturerId: ampereSerials.includes(s.id) ? ampere.manufacturerId : volta.manufacturerId,
      })),
    );
    expect(serials.rows.map(s => [s.state, s.installation_id])).toEqual([
      ['available', null],
      ['available', null],
      ['available', null],
    ]);
    const installation = await db.pool.query(
      'SELECT released_on IS NOT NULL AS released, released_by, release_reason FROM installation WHERE id = $1',
      [installationId],
    );
    expect(installation.rows).toEqual([{released: true, released_by: 'app:client', release_reason: 'wrong site'}]);
    const logged = await db.pool.query(
      'SELECT app_provider_id, user_id, reason, serial_ids FROM installation_release WHERE installation_id = $1',
      [installationId],
    );
    expect(logged.rows).toEqual([
      {
        app_provider_id: provider.id,
        user_id: null,
        reason: 'wrong site',
        serial_ids: [...voltaSerials, ...ampereSerials].map(String),
      },
    ]);
  });

  it('lists the releases newest first, naming who released them and the serials they freed', async () => {
    const byProvider = await givenClaimedInstallation();
    await repo.transaction(tx =>
      repo.release(tx, {
        installationId: byProvider.installationId,
        by: 'app:client',
        appProviderId: provider.id,
        userId: null,
        reason: 'first',
      }),
    );
    const byAdmin = await givenClaimedInstallation();
    const admin = await givenUser(db.pool, {role: 'admin'});
    await repo.transaction(tx =>
      repo.release(tx, {
        installationId: byAdmin.installationId,
        by: 'user:admin',
        appProviderId: null,
        userId: admin,
        reason: 'second',
      }),
    );
    const adminName = (await db.pool.query('SELECT username FROM app_user WHERE id = $1', [admin])).rows[0].username;
    const serialsOf = async (ids: number[]) =>
      (
        await db.pool.query('SELECT serial FROM product_serial WHERE id = ANY($1::bigint[]) ORDER BY id', [ids])
      ).rows.map(r => r.serial);
    const listed = await repo.list(2);
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        installationId: byAdmin.installationId,
        releasedBy: adminName,
        reason: 'second',
        serials: await serialsOf([...byAdmin.voltaSerials, ...byAdmin.ampereSerials]),
        releasedOn: expect.any(Date),
      },
      {
        id: expect.any(Number),
        installationId: byProvider.installationId,
        releasedBy: 'Installer App',
        reason: 'first',
        serials: await serialsOf([...byProvider.voltaSerials, ...byProvider.ampereSerials]),
        releasedOn: expect.any(Date),
      },
    ]);
    expect(await repo.list(1)).toEqual([listed[0]]);
  });
});
