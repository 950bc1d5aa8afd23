import {ImportFileRepository} from '../../services/import/import-file.repository';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenManufacturer, givenUser} from '../helpers/serial-rows.helpers';

describe('ImportFileRepository (import_file)', () => {
  let db: MigratedDatabase;
  let repo: ImportFileRepository;
  let manufacturerId: number;
  let userId: number;
  const batchId = '00000000-0000-4000-8000-00000000000a';

  beforeAll(async () => {
    db = await givenMigratedDatabase('import_file_repo');
    repo = new ImportFileRepository(db.pool);
    manufacturerId = (await givenManufacturer(db.pool)).manufacturerId;
    userId = await givenUser(db.pool, {manufacturerId});
    for (const [fileIndex, fileType] of [
      [0, 'csv'],
      [1, 'xlsx'],
    ] as const)
      await repo.insert({
        batchId,
        fileIndex,
        originalName: `flash ${fileIndex}.${fileType}`,
        systemName: `original-${fileIndex}.${fileType}`,
        storageKey: `uploads/${batchId}/original-${fileIndex}.${fileType}`,
        fileType,
        sizeBytes: 1024,
        manufacturerId,
        distributorId: null,
        uploadedBy: userId,
      });
  });

  afterAll(() => db?.drop());

  it("lists a batch's files in order, and finds one by its index", async () => {
    const first = {
      fileIndex: 0,
      originalName: 'flash 0.csv',
      systemName: 'original-0.csv',
      storageKey: `uploads/${batchId}/original-0.csv`,
      fileType: 'csv',
      uploadedBy: userId,
      manufacturerId,
    };
    expect(await repo.listByBatch(batchId)).toEqual([
      first,
      {
        ...first,
        fileIndex: 1,
        originalName: 'flash 1.xlsx',
        systemName: 'original-1.xlsx',
        fileType: 'xlsx',
        storageKey: `uploads/${batchId}/original-1.xlsx`,
      },
    ]);
    expect(await repo.find(batchId, 0)).toEqual(first);
    expect(await repo.find(batchId, 5)).toBeUndefined();
    // Whatever a caller sends as a batch id: no files, not an error.
    expect(await repo.listByBatch('not a batch')).toEqual([]);
    expect(await repo.find('not a batch', 0)).toBeUndefined();
  });

  it("answers a batch's next file index (null for a batch with no files)", async () => {
    expect(await repo.nextIndex(batchId)).toBe(2);
    expect(await repo.nextIndex('00000000-0000-4000-8000-0000000000ff')).toBeNull();
  });

  it('tells whose files a batch holds and whether its import started', async () => {
    expect(await repo.batchOwnership(batchId, userId, manufacturerId)).toEqual({n: 2, others: 0, started: false});
    const stranger = await givenUser(db.pool);
    expect(await repo.batchOwnership(batchId, stranger, manufacturerId)).toEqual({n: 2, others: 2, started: false});
    await db.pool.query(
      `INSERT INTO import_batch (batch_id, manufacturer_id, uploaded_by, type, request) VALUES ($1, $2, $3, 1, '{}')`,
      [batchId, manufacturerId, userId],
    );
    expect(await repo.batchOwnership(batchId, userId, manufacturerId)).toEqual({n: 2, others: 0, started: true});
    expect(await repo.batchOwnership('00000000-0000-4000-8000-0000000000ff', userId, manufacturerId)).toEqual({
      n: 0,
      others: 0,
      started: false,
    });
  });
});
