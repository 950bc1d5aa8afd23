import {randomUUID} from 'node:crypto';
import type {PoolClient} from 'pg';
import {DecisionRecord, RecordedBatch, VerificationBatchRepository} from '../../services/verification';
import type {InstallationInput} from '../../services/verification';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenInstallation,
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenProductLine,
  givenSerials,
} from '../helpers/serial-rows.helpers';
import {givenAppProvider, GivenAppProvider, givenBatch, givenProductLog} from '../helpers/verification-rows.helpers';

describe('VerificationBatchRepository (verification_batch)', () => {
  let db: MigratedDatabase;
  let repo: VerificationBatchRepository;
  let maker: GivenManufacturer;
  let other: GivenManufacturer;
  let provider: GivenAppProvider;
  let stranger: GivenAppProvider;
  let productId: number;
  const serialIds: Record<string, number> = {};

  const installation: InstallationInput = {
    date: '2024-05-06',
    nmi: '20019857328',
    ownerFirstName: 'Olive',
    ownerEmail: 'Olive@Example.com',
    installerAccreditationCode: 'A1234',
    retailerName: 'Sunny Retail',
    ratedPower: 6499.6,
    address: {city: 'Newcastle', state: 'nsw', postcode: '2300', latitude: -32.9, longitude: 151.7},
  };

  const batchOf = (b: Partial<RecordedBatch> = {}): RecordedBatch => ({
    id: randomUUID(),
    appProviderId: provider.id,
    requestId: `request-${randomUUID()}`,
    requestHash: 'hash',
    requestType: 1,
    requestFormat: 'json',
    requestBody: Buffer.from('{"asked":true}'),
    responseFormat: 'xml',
    responseBody: Buffer.from('<answered/>'),
    signature: 'sig',
    ...b,
  });
  const common: DecisionRecord['common'] = {
    requesterName: 'Ian Installer',
    requesterAbn: '123',
    appName: 'Installer App',
    latitude: -33.8,
    longitude: 151.2,
  };
  /** Runs `work` in a batch's transaction, committed (or rolled back when `keep` is false, or when it fails). */
  const inTransaction = async <T>(work: (c: PoolClient) => Promise<T>, keep = true): Promise<T> => {
    const c = await repo.connect();
    try {
      await repo.begin(c);
      const result = await work(c);
      await (keep ? repo.commit(c) : repo.rollback(c));
      return result;
    } catch (err) {
      await repo.rollback(c);
      throw err;
    } finally {
      c.release();
    }
  };

  beforeAll(async () => {
    db = await givenMigratedDatabase('verification_batch_repo');
    repo = new VerificationBatchRepository(db.pool);
    maker = await givenManufacturer(db.pool, 'Volta');
    other = await givenManufacturer(db.pool, 'Ampere');
    const line = await givenProductLine(db.pool, maker.manufacturerId, 'Home', {
      componentInYears: 10,
      performanceInYears: 12.5,
    });
    productId = await givenProduct(db.pool, maker.brandId, {
      model: 'ALPHA-10',
      productLineId: line.productLineId,
      approvedDate: '2024-01-01',
    });
    const otherProduct = await givenProduct(db.pool, other.brandId, {model: 'GAMMA-1'});
    [serialIds.own, serialIds.shared] = await givenSerials(db.pool, {
      manufacturer: maker,
      productId,
      serials: ['SN1', 'SN2'],
    });
    [serialIds.sharedOther] = await givenSerials(db.pool, {
      manufacturer: other,
      productId: otherProduct,
      serials: ['SN2'],
    });
    provider = await givenAppProvider(db.pool, {name: 'Installer App'});
    stranger = await givenAppProvider(db.pool, {name: 'Other App'});
  });
  afterAll(() => db.drop());

  describe('readForDecision', () => {
    it('reads every brand’s serial of the normalised serials sent, the known brands, and no installation for a check', async () => {
      const read = await inTransaction(c =>
        repo.readForDecision(c, {
          appProviderId: provider.id,
          requestId: 'nothing-yet',
          norms: ['SN2', 'NOPE'],
          brandNames: ['volta', 'unknown brand'],
          installation: null,
        }),
      );
      expect([...read.serials.keys()]).toEqual(['SN2']);
      expect(read.serials.get('SN2')!.map(s => [s.id, s.brand, s.model, s.state])).toEqual([
        [serialIds.shared, 'Volta', 'ALPHA-10', 'available'],
        [serialIds.sharedOther, 'Ampere', 'GAMMA-1', 'available'],
      ]);
      expect(read.serials.get('SN2')![0]).toMatchObject({
        manufacturerId: maker.manufacturerId,
        productId,
        approvedDate: '2024-01-01',
        productLine: 'Home',
        componentInYears: '10.0',
        performanceInYears: '12.5',
        ledgerStatus: 'pending',
      });
      expect([...read.brands]).toEqual([['volta', {id: maker.brandId, manufacturerId: maker.manufacturerId}]]);
      expect(read.sameInstallationIds).toEqual([]);
      expect(read.installation).toBeNull();
      expect(read.previous).toBeUndefined();
    });

    it('draws a fresh installation id for a new installation, and finds the same one by its whole key', async () => {
      const fresh = await inTransaction(
        c =>
          repo.readForDecision(c, {
            appProviderId: provider.id,
            requestId: 'r-fresh',
            norms: ['SN1'],
            brandNames: ['volta'],
            installation,
          }),
        false,
      );
      expect(fresh.installation).toEqual({id: expect.any(Number), isNew: true});
      const same = await givenInstallation(db.pool, {
        date: installation.date,
        installerAccCode: 'A1234',
        postCode: '2300',
      });
      await db.pool.query(`UPDATE installation SET owner_email = 'olive@example.com' WHERE id = $1`, [same]);
      const again = await inTransaction(c =>
        repo.readForDecision(c, {
          appProviderId: provider.id,
          requestId: 'r-again',
          norms: ['SN1'],
          brandNames: ['volta'],
          installation,
        }),
      );
      expect(again.sameInstallationIds).toEqual([same]);
      expect(again.installation).toEqual({id: same, isNew: false});
      const elsewhere = await inTransaction(c =>
        repo.readForDecision(c, {
          appProviderId: provider.id,
          requestId: 'r-elsewhere',
          norms: ['SN1'],
          brandNames: [],
          installation: {...installation, address: {...installation.address, postcode: '2301'}},
        }),
      );
      expect(elsewhere.sameInstallationIds).toEqual([]);
      expect(elsewhere.installation?.isNew).toBe(true);
    });

    it('locks the serials it reads for an installation until the batch ends, and only then', async () => {
      const lockedElsewhere = async () => {
        const other = await db.pool.connect();
        try {
          await other.query('BEGIN');
          const tried = await other
            .query('SELECT id FROM product_serial WHERE id = $1 FOR UPDATE NOWAIT', [serialIds.own])
            .then(() => false)
            .catch((e: {code?: string}) => e.code === '55P03');
          await other.query('ROLLBACK');
          return tried;
        } finally {
          other.release();
        }
      };
      const read = (inst: InstallationInput | null) =>
        inTransaction(async c => {
          await repo.readForDecision(c, {
            appProviderId: provider.id,
            requestId: 'r-lock',
            norms: ['SN1'],
            brandNames: [],
            installation: inst,
          });
          return lockedElsewhere();
        }, false);
      expect(await read(installation)).toBe(true);
      expect(await read(null)).toBe(false);
      expect(await lockedElsewhere()).toBe(false);
    });

    it('answers the provider’s earlier batch with this requestId, and only its own', async () => {
      await givenBatch(db.pool, {appProviderId: provider.id, requestId: 'seen', responseBody: 'first answer'});
      const read = (appProviderId: number) =>
        inTransaction(c =>
          repo.readForDecision(c, {appProviderId, requestId: 'seen', norms: [], brandNames: [], installation: null}),
        );
      const mine = await read(provider.id);
      expect(mine.previous).toEqual({
        requestHash: 'hash',
        responseBody: Buffer.from('first answer'),
        responseFormat: 'json',
        signature: 'signature',
      });
      expect((await read(stranger.id)).previous).toBeUndefined();
    });
  });

  describe('recordDecision', () => {
    it('creates the new installation, installs the verified serials, keeps the batch and one log per item', async () => {
      const [free] = await givenSerials(db.pool, {manufacturer: maker, productId, serials: ['REC1']});
      const batch = batchOf();
      const {logIds, installationId} = await inTransaction(async c => {
        const read = await repo.readForDecision(c, {
          appProviderId: provider.id,
          requestId: batch.requestId,
          norms: ['REC1'],
          brandNames: ['volta'],
          installation: {...installation, address: {...installation.address, postcode: '2999'}},
        });
        const serial = read.serials.get('REC1')![0];
        const ids = await repo.recordDecision(c, {
          batch,
          installation: read.installation,
          installationInput: {...installation, address: {...installation.address, postcode: '2999'}},
          installedSerialIds: [free],
          logs: [
            {
              item: {serial: 'rec 1', brand: 'Volta', model: 'ALPHA-10', parallelImportComment: 'grey import'},
              norm: 'REC1',
              serial,
              manufacturerId: maker.manufacturerId,
              verified: true,
              reason: 'VERIFIED',
            },
            {
              item: {serial: 'missing', brand: 'Nobody', model: 'X'},
              norm: 'MISSING',
              manufacturerId: null,
              verified: false,
              reason: 'NOT_FOUND',
            },
          ],
          common,
        });
        return {logIds: ids, installationId: read.installation!.id};
      });
      expect(logIds).toHaveLength(2);
      expect(logIds[1]).toBeGreaterThan(logIds[0]);
      const inst = await db.pool.query(
        `SELECT installation_date::text AS date, state, post_code, rated_power_w, app_provider_id, country FROM installation WHERE id = $1`,
        [installationId],
      );
      expect(inst.rows).toEqual([
        {
          date: '2024-05-06',
          state: 'NSW',
          post_code: '2999',
          rated_power_w: 6500,
          app_provider_id: provider.id,
          country: 'Australia',
        },
      ]);
      const serial = await db.pool.query(`SELECT state, installation_id FROM product_serial WHERE id = $1`, [free]);
      expect(serial.rows).toEqual([{state: 'installed', installation_id: installationId}]);
      const kept = await db.pool.query(
        `SELECT request_body, response_body, content_type, response_type, installation_id, is_test FROM verification_batch WHERE id = $1`,
        [batch.id],
      );
      expect(kept.rows).toEqual([
        {
          request_body: batch.requestBody,
          response_body: batch.responseBody,
          content_type: 'json',
          response_type: 'xml',
          installation_id: installationId,
          is_test: false,
        },
      ]);
      const logs = await db.pool.query(
        `SELECT id, product_serial_id, manufacturer_id, failed_serial, serial_norm, requester_type, requester_app_name, requester_name,
                is_parralel_import, parralel_import_comment, status, reason
           FROM product_log WHERE batch_id = $1 ORDER BY id`,
        [batch.id],
      );
      expect(logs.rows).toEqual([
        {
          id: logIds[0],
          product_serial_id: free,
          manufacturer_id: maker.manufacturerId,
          failed_serial: 'rec 1',
          serial_norm: 'REC1',
          requester_type: 1,
          requester_app_name: 'Installer App',
          requester_name: 'Ian Installer',
          is_parralel_import: true,
          parralel_import_comment: 'grey import',
          status: 1,
          reason: 'VERIFIED',
        },
        {
          id: logIds[1],
          product_serial_id: null,
          manufacturer_id: null,
          failed_serial: 'missing',
          serial_norm: 'MISSING',
          requester_type: 1,
          requester_app_name: 'Installer App',
          requester_name: 'Ian Installer',
          is_parralel_import: false,
          parralel_import_comment: null,
          status: 0,
          reason: 'NOT_FOUND',
        },
      ]);
    });

    it('records a check without an installation, and a second batch with the same requestId is refused as taken', async () => {
      const batch = batchOf({requestType: 3});
      const record = (b: RecordedBatch) =>
        inTransaction(c =>
          repo.recordDecision(c, {
            batch: b,
            installation: null,
            installationInput: null,
            installedSerialIds: [],
            logs: [],
            common,
          }),
        );
      expect(await record(batch)).toEqual([]);
      const before = await db.pool.query('SELECT count(*)::int AS n FROM installation');
      const err = await record(batchOf({requestId: batch.requestId})).catch(e => e);
      expect(repo.isRequestIdTaken(err)).toBe(true);
      expect(repo.isRequestIdTaken(new Error('other'))).toBe(false);
      expect((await db.pool.query('SELECT count(*)::int AS n FROM installation')).rows).toEqual(before.rows);
    });
  });

  it('undoes a test-mode batch’s writes to its savepoint and keeps the batch alone, marked as test', async () => {
    const [serial] = await givenSerials(db.pool, {manufacturer: maker, productId, serials: ['TEST1']});
    const batch = batchOf({requestType: 3});
    await inTransaction(async c => {
      await repo.savepoint(c);
      const [logId] = await repo.recordDecision(c, {
        batch,
        installation: null,
        installationInput: null,
        installedSerialIds: [],
        logs: [
          {
            item: {serial: 'TEST1', brand: 'Volta', model: 'ALPHA-10'},
            norm: 'TEST1',
            manufacturerId: maker.manufacturerId,
            verified: true,
            reason: 'VERIFIED',
          },
        ],
        common,
      });
      await repo.recordPhoto(c, {
        serialId: serial,
        logId,
        serial: 'TEST1',
        appName: 'Installer App',
        key: 'k',
        type: 'image/png',
        verified: true,
      });
      await repo.rollbackToSavepoint(c);
      await repo.recordTestBatch(c, batch);
    });
    const kept = await db.pool.query('SELECT is_test FROM verification_batch WHERE id = $1', [batch.id]);
    expect(kept.rows).toEqual([{is_test: true}]);
    const logs = await db.pool.query('SELECT count(*)::int AS n FROM product_log WHERE batch_id = $1', [batch.id]);
    expect(logs.rows).toEqual([{n: 0}]);
    const photos = await db.pool.query(`SELECT count(*)::int AS n FROM serial_image WHERE serial = 'TEST1'`);
    expect(photos.rows).toEqual([{n: 0}]);
  });

  it('keeps a serial’s photo against its log', async () => {
    const batch = await givenBatch(db.pool, {appProviderId: provider.id});
    const logId = await givenProductLog(db.pool, {batchId: batch, serial: 'PHOTO1'});
    await inTransaction(c =>
      repo.recordPhoto(c, {
        serialId: null,
        logId,
        serial: 'PHOTO1',
        appName: 'Installer App',
        key: 'serial-images/x/0.jpg',
        type: 'image/jpeg',
        verified: false,
      }),
    );
    const {rows} = await db.pool.query(
      `SELECT product_serial_id, product_log_id, serial, app_name, file_key, content_type, status FROM serial_image WHERE product_log_id = $1`,
      [logId],
    );
    expect(rows).toEqual([
      {
        product_serial_id: null,
        product_log_id: logId,
        serial: 'PHOTO1',
        app_name: 'Installer App',
        file_key: 'serial-images/x/0.jpg',
        content_type: 'image/jpeg',
        status: 0,
      },
    ]);
  });

  it('finds a provider’s own earlier batch by requestId or batch id, never another provider’s', async () => {
    const id = await givenBatch(db.pool, {appProviderId: provider.id, requestId: 'lookup', responseFormat: 'xml'});
    const expected = {
      requestHash: 'hash',
      responseBody: Buffer.from('{}'),
      responseFormat: 'xml',
      signature: 'signature',
    };
    expect(await repo.previousBatch(provider.id, 'lookup')).toEqual(expected);
    expect(await repo.batchById(provider.id, id)).toEqual(expected);
    expect(await repo.previousBatch(stranger.id, 'lookup')).toBeUndefined();
    expect(await repo.batchById(stranger.id, id)).toBeUndefined();
  });

  it('answers a batch’s exchange as kept, with its format', async () => {
    const id = await givenBatch(db.pool, {
      appProviderId: provider.id,
      requestFormat: 'xml',
      requestBody: '<verificationRequest/>',
      responseBody: '{"ok":true}',
    });
    expect(await repo.exchange(id, 'request')).toEqual({body: Buffer.from('<verificationRequest/>'), format: 'xml'});
    expect(await repo.exchange(id, 'response')).toEqual({body: Buffer.from('{"ok":true}'), format: 'json'});
    expect(await repo.exchange(randomUUID(), 'request')).toBeUndefined();
  });

  it('lists a provider’s newest batches first, at most `limit`, test ones marked', async () => {
    const lister = await givenAppProvider(db.pool);
    const old = await givenBatch(db.pool, {
      appProviderId: lister.id,
      requestId: 'old',
      createdOn: '2024-01-01T00:00:00Z',
    });
    const recent = await givenBatch(db.pool, {
      appProviderId: lister.id,
      requestId: 'recent',
      isTest: true,
      requestType: 2,
      createdOn: '2024-02-01T00:00:00Z',
    });
    await givenBatch(db.pool, {appProviderId: stranger.id, createdOn: '2024-03-01T00:00:00Z'});
    expect(await repo.recentOf(lister.id, 10)).toEqual([
      {
        batchId: recent,
        requestId: 'recent',
        requestType: 2,
        isTest: true,
        installationId: null,
        createdOn: new Date('2024-02-01T00:00:00Z'),
      },
      {
        batchId: old,
        requestId: 'old',
        requestType: 3,
        isTest: false,
        installationId: null,
        createdOn: new Date('2024-01-01T00:00:00Z'),
      },
    ]);
    expect((await repo.recentOf(lister.id, 1)).map(b => b.batchId)).toEqual([recent]);
  });

  it('details one batch with its provider’s name and the installation it recorded', async () => {
    const installationId = await givenInstallation(db.pool, {
      date: '2024-04-01',
      city: 'Wollongong',
      state: 'NSW',
      postCode: '2500',
      installerAccCode: 'Z9',
      retailerName: 'Shop',
      ratedPowerW: 5000,
    });
    const id = await givenBatch(db.pool, {
      appProviderId: provider.id,
      requestId: 'detailed',
      requestType: 1,
      installationId,
    });
    expect(await repo.detail(id)).toEqual({
      batchId: id,
      requestId: 'detailed',
      requestType: 1,
      requestFormat: 'json',
      responseFormat: 'json',
      signature: 'signature',
      createdOn: expect.any(Date),
      isTest: false,
      appProviderName: 'Installer App',
      installation: {
        productInstallationId: installationId,
        installationDate: '2024-04-01',
        city: 'Wollongong',
        state: 'NSW',
        postCode: '2500',
        installerAccreditationCode: 'Z9',
        retailerName: 'Shop',
        ratedPower: 5000,
        latitude: null,
        longitude: null,
      },
    });
    const check = await givenBatch(db.pool, {appProviderId: provider.id});
    expect((await repo.detail(check))?.installation).toBeNull();
    expect(await repo.detail(randomUUID())).toBeUndefined();
  });
});
