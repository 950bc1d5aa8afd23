import {DueSerial, LedgerRecordRepository} from '../../services/ledger/ledger-record.repository';
import {LedgerAnswer} from '../../services/ledger/ledger-protocol';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenDistributor,
  givenLedgerRecord,
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenSerials,
  givenUpload,
} from '../helpers/serial-rows.helpers';

describe('LedgerRecordRepository (ledger_record)', () => {
  let db: MigratedDatabase;
  let repo: LedgerRecordRepository;
  let volta: GivenManufacturer;
  let ampere: GivenManufacturer;
  let supplierId: number;
  const id: Record<string, number> = {};
  const day = (n: number) => `2025-05-0${n}T08:00:00Z`;

  beforeAll(async () => {
    db = await givenMigratedDatabase('ledger_record_repo');
    repo = new LedgerRecordRepository(db.pool);
    volta = await givenManufacturer(db.pool, 'Volta');
    ampere = await givenManufacturer(db.pool, 'Ampere');
    supplierId = await givenDistributor(db.pool, [volta.manufacturerId], 'Sunny Supplies');
    await givenDistributor(db.pool, [volta.manufacturerId], 'Apex Supplies');
    id.p1 = await givenProduct(db.pool, volta.brandId, {model: 'P-ONE'});
    id.p2 = await givenProduct(db.pool, volta.brandId, {model: 'P-TWO'});
    id.upload = (await givenUpload(db.pool, {manufacturerId: volta.manufacturerId})).uploadId;
    [id.s1] = await givenSerials(db.pool, {
      manufacturer: volta,
      productId: id.p1,
      serials: ['S-1'],
      uploadId: id.upload,
    });
    [id.s2] = await givenSerials(db.pool, {
      manufacturer: volta,
      productId: id.p2,
      serials: ['S-2'],
      uploadId: id.upload,
      distributorId: supplierId,
    });
    [id.a1] = await givenSerials(db.pool, {
      manufacturer: ampere,
      productId: await givenProduct(db.pool, ampere.brandId),
      serials: ['A-1'],
    });
    id.r1 = await givenLedgerRecord(db.pool, {productSerialId: id.s1, serial: 'S-1', createdTime: day(1)});
    id.r2 = await givenLedgerRecord(db.pool, {
      productSerialId: id.s2,
      serial: 'S-2',
      status: 'fail',
      error: 'Brand Mismatch',
      createdTime: day(2),
    });
    id.r3 = await givenLedgerRecord(db.pool, {productSerialId: id.a1, serial: 'A-1', createdTime: day(3)});
  });

  afterAll(() => db?.drop());

  const recordIds = (page: {list: Array<{recordId: number}>}) => page.list.map(r => r.recordId);

  it('pages the records newest first, telling whether another page follows', async () => {
    const page = await repo.records({limit: 2, offset: 0});
    expect(page.hasNextPage).toBe(true);
    expect(recordIds(page)).toEqual([id.r3, id.r2]);
    expect(page.list[1]).toEqual({
      recordId: id.r2,
      serial: 'S-2',
      brand: 'Brand',
      model: 'Model',
      distributorName: null,
      batchId: null,
      status: 'fail',
      error: 'Brand Mismatch',
      createdTime: new Date(day(2)),
      serialStatus: null,
    });
    expect(await repo.records({limit: 2, offset: 2})).toEqual({hasNextPage: false, list: [expect.anything()]});
  });

  it('filters by day range, manufacturer, model, supplier and error', async () => {
    const ids = async (q: Partial<Parameters<LedgerRecordRepository['records']>[0]>) =>
      recordIds(await repo.records({limit: 10, offset: 0, ...q}));
    expect(await ids({from: '2025-05-02', to: '2025-05-02'})).toEqual([id.r2]);
    expect(await ids({manufacturerId: volta.manufacturerId})).toEqual([id.r2, id.r1]);
    expect(await ids({manufacturerId: volta.manufacturerId, productId: id.p1})).toEqual([id.r1]);
    expect(await ids({manufacturerId: volta.manufacturerId, distributorId: supplierId})).toEqual([id.r2]);
    expect(await ids({error: 'Brand Mismatch'})).toEqual([id.r2]);
  });

  it('offers the suppliers linked to a manufacturer, by name', async () => {
    expect(await repo.distributors(volta.manufacturerId)).toEqual([
      {distributorId: expect.any(Number), distributorName: 'Apex Supplies'},
      {distributorId: supplierId, distributorName: 'Sunny Supplies'},
    ]);
    expect(await repo.distributors(ampere.manufacturerId)).toEqual([]);
  });

  describe('answers stored', () => {
    const due = (serialId: number, serial: string, uploadId: number | null): DueSerial => ({
      id: String(serialId),
      uploadId,
      uploadBatchId: null,
      serial,
      brand: 'Volta',
      model: 'P-ONE',
      distributorName: null,
      action: 'new',
    });
    const answer = (
      key: string,
      status: LedgerAnswer['status'],
      error: LedgerAnswer['error'] = null,
    ): LedgerAnswer => ({
      key,
      status,
      error,
      sourceBrand: status === 'fail' ? 'Volta Energy' : 'Volta',
      sourceModel: null,
      sourceDistributorName: null,
      time: day(4),
    });

    it("stores each answer once by its key, sets the serial's ledger status, stamps its upload, and tells the failures", async () => {
      const [n1, n2] = await givenSerials(db.pool, {
        manufacturer: volta,
        productId: id.p1,
        serials: ['N-1', 'N-2'],
        uploadId: id.upload,
      });
      const sent = new Map([
        [`${n1}:${id.upload}:new`, due(n1, 'N-1', id.upload)],
        [`${n2}:${id.upload}:new`, due(n2, 'N-2', id.upload)],
      ]);
      const answers = [
        answer(`${n1}:${id.upload}:new`, 'pass'),
        answer(`${n2}:${id.upload}:new`, 'fail', 'Brand Mismatch'),
        answer('not-sent', 'pass'),
      ];
      const saved = await repo.saveAnswers(sent, answers);
      expect(saved).toEqual({
        stored: 2,
        failures: [
          {
            recordId: expect.any(Number),
            manufacturerId: volta.manufacturerId,
            serial: 'N-2',
            brand: 'Volta Energy',
            model: 'P-ONE',
            distributorName: null,
            error: 'Brand Mismatch',
            time: new Date(day(4)),
          },
        ],
      });
      const serials = await db.pool.query(
        'SELECT serial, ledger_status, ledger_date FROM product_serial WHERE id = ANY($1) ORDER BY id',
        [[n1, n2]],
      );
      expect(serials.rows).toEqual([
        {serial: 'N-1', ledger_status: 'pass', ledger_date: new Date(day(4))},
        {serial: 'N-2', ledger_status: 'fail', ledger_date: new Date(day(4))},
      ]);
      const upload = await db.pool.query('SELECT ledger_date FROM upload WHERE id = $1', [id.upload]);
      expect(upload.rows[0].ledger_date).toBeInstanceOf(Date);
      // The same answers again: stored already, nothing more.
      expect(await repo.saveAnswers(sent, answers)).toEqual({stored: 0, failures: []});
      expect(await repo.saveAnswers(sent, [])).toEqual({stored: 0, failures: []});
    });

    it('keeps the answer but not the status of a serial that moved to another upload since it was sent', async () => {
      const [moved] = await givenSerials(db.pool, {
        manufacturer: volta,
        productId: id.p1,
        serials: ['M-1'],
        uploadId: id.upload,
      });
      const later = (await givenUpload(db.pool, {manufacturerId: volta.manufacturerId})).uploadId;
      await db.pool.query('UPDATE product_serial SET upload_id = $2 WHERE id = $1', [moved, later]);
      const key = `${moved}:${id.upload}:new`;
      expect(
        await repo.saveAnswers(new Map([[key, due(moved, 'M-1', id.upload)]]), [answer(key, 'pass')]),
      ).toMatchObject({
        stored: 1,
      });
      const {rows} = await db.pool.query('SELECT ledger_status FROM product_serial WHERE id = $1', [moved]);
      expect(rows[0].ledger_status).toBe('pending');
    });
  });
});
