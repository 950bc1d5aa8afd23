import {LedgerSubmissionRepository} from '../../services/ledger/ledger-submission.repository';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenDistributor,
  givenManufacturer,
  givenProduct,
  givenSerials,
  givenUpload,
} from '../helpers/serial-rows.helpers';

describe('LedgerSubmissionRepository (what the ledger submission reads and holds)', () => {
  let db: MigratedDatabase;
  let repo: LedgerSubmissionRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('ledger_submission_repo');
    repo = new LedgerSubmissionRepository(db.pool);
  });

  afterAll(() => db?.drop());

  it('lists the serials due: never answered (new), withdrawn since (delete), back since deleted (restore)', async () => {
    const maker = await givenManufacturer(db.pool, 'Volta');
    const supplierId = await givenDistributor(db.pool, [maker.manufacturerId], 'Sunny Supplies');
    const productId = await givenProduct(db.pool, maker.brandId, {model: 'P-ONE'});
    const upload = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, distributorId: supplierId});
    const serials = async (names: string[], state: 'available' | 'withdrawn', ledgerStatus: string) =>
      givenSerials(db.pool, {
        manufacturer: maker,
        productId,
        serials: names,
        uploadId: upload.uploadId,
        distributorId: supplierId,
        state,
        ledgerStatus,
      });
    const [fresh] = await serials(['NEW-1'], 'available', 'pending');
    await serials(['DONE-1'], 'available', 'pass');
    const [withdrawn] = await serials(['WD-1'], 'withdrawn', 'pass');
    await serials(['GONE-1'], 'withdrawn', 'deleted');
    const [back] = await serials(['BACK-1'], 'available', 'deleted');
    expect(await repo.due(10)).toEqual([
      {
        id: String(fresh),
        uploadId: upload.uploadId,
        uploadBatchId: upload.batchId,
        serial: 'NEW-1',
        brand: 'Volta',
        model: 'P-ONE',
        distributorName: 'Sunny Supplies',
        action: 'new',
      },
      expect.objectContaining({id: String(withdrawn), serial: 'WD-1', action: 'delete'}),
      expect.objectContaining({id: String(back), serial: 'BACK-1', action: 'restore'}),
    ]);
    expect((await repo.due(1)).map(s => s.serial)).toEqual(['NEW-1']);
  });

  it("keeps the connector's back-off: failures counted with a wait, cleared by a success", async () => {
    expect(await repo.connectorState()).toEqual({failures: 0, retryAfter: null});
    const waits: number[] = [];
    await repo.recordFailure('ledger answered 503', failures => {
      waits.push(failures);
      return 60_000;
    });
    await repo.recordFailure('ledger answered 503', failures => {
      waits.push(failures);
      return 120_000;
    });
    expect(waits).toEqual([1, 2]);
    const state = await repo.connectorState();
    expect(state.failures).toBe(2);
    expect(state.retryAfter!.getTime() - Date.now()).toBeGreaterThan(100_000);
    const {rows} = await db.pool.query('SELECT last_error FROM ledger_connector_state WHERE id = 1');
    expect(rows[0].last_error).toBe('ledger answered 503');
    await repo.recordSuccess();
    expect(await repo.connectorState()).toEqual({failures: 0, retryAfter: null});
  });

  it('runs the submission in one place at a time: a second runner meanwhile gets undefined at once', async () => {
    const inner: Array<string | undefined> = [];
    const outer = await repo.exclusively(async () => {
      inner.push(await repo.exclusively(async () => 'second'));
      return 'first';
    });
    expect({outer, inner}).toEqual({outer: 'first', inner: [undefined]});
    expect(await repo.exclusively(async () => 'again')).toBe('again');
  });
});
