import {Pool} from 'pg';
import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenSerials,
  postVerification,
  verificationRequest,
} from '../helpers/verification.helpers';

/** product_serial's references are checked per statement (migration 006); they must hold as foreign keys would. */
describe('product_serial references', () => {
  let server: RunningServer;
  let pool: Pool;
  let demo: {brandId: number; manufacturerId: number; productId: number; otherBrandProductId: number; uploadId: number};

  beforeAll(async () => {
    server = await givenRunningApp();
    pool = server.pool;
    const {
      rows: [r],
    } = await pool.query(
      `SELECT m.brand_id AS "brandId", m.id AS "manufacturerId",
              (SELECT id FROM product WHERE brand_id = m.brand_id AND model = 'DE-10') AS "productId",
              (SELECT id FROM product WHERE brand_id <> m.brand_id LIMIT 1) AS "otherBrandProductId",
              (SELECT upload_id FROM product_serial WHERE manufacturer_id = m.id AND upload_id IS NOT NULL LIMIT 1) AS "uploadId"
         FROM manufacturer m JOIN brand b ON b.id = m.brand_id WHERE b.name = 'Demo Energy'`,
    );
    demo = r;
  });
  afterAll(() => server.stop());

  const insert = (
    over: Partial<{brandId: number; manufacturerId: number; productId: number; uploadId: number | null}>,
    serial: string,
  ) => {
    const v = {...demo, ...over};
    return pool.query(
      `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, upload_id) VALUES ($1, $2, $3, $4, $4, $5)`,
      [v.brandId, v.manufacturerId, v.productId, serial, v.uploadId],
    );
  };

  it('accepts a serial whose product, manufacturer and upload exist', async () => {
    await expect(insert({}, 'REF-OK-1')).resolves.toMatchObject({rowCount: 1});
    await pool.query(`DELETE FROM product_serial WHERE serial_norm = 'REF-OK-1'`);
  });

  it('counts the serials one statement stores, whatever groups they fall in (migration 014)', async () => {
    const counts = async () => {
      const {
        rows: [c],
      } = await pool.query(
        `SELECT (SELECT total_serials FROM manufacturer_stats_now WHERE manufacturer_id = $1)::int AS "manufacturerSerials",
                (SELECT installed FROM manufacturer_stats_now WHERE manufacturer_id = $1)::int AS "manufacturerInstalled",
                (SELECT withdrawn FROM manufacturer_stats_now WHERE manufacturer_id = $1)::int AS "manufacturerWithdrawn",
                (SELECT total_serials FROM product_stats_now WHERE product_id = $2)::int AS "productSerials",
                (SELECT ledger_pending_count FROM upload WHERE id = $3) AS "uploadPending",
                (SELECT ledger_pass_count FROM upload WHERE id = $3) AS "uploadPass"`,
        [demo.manufacturerId, demo.productId, demo.uploadId],
      );
      return c;
    };
    const before = await counts();
    // Five serials in four groups: two states, two ledger statuses, one without an upload.
    await pool.query(
      `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, upload_id, state, ledger_status)
       VALUES ($1, $2, $3, 'CNT-1', 'CNT-1', $4, 'available', 'pending'), ($1, $2, $3, 'CNT-2', 'CNT-2', $4, 'available', 'pending'),
              ($1, $2, $3, 'CNT-3', 'CNT-3', $4, 'withdrawn', 'pass'), ($1, $2, $3, 'CNT-4', 'CNT-4', NULL, 'available', 'pending'),
              ($1, $2, $3, 'CNT-5', 'CNT-5', $4, 'withdrawn', 'pending')`,
      [demo.brandId, demo.manufacturerId, demo.productId, demo.uploadId],
    );
    expect(await counts()).toEqual({
      manufacturerSerials: before.manufacturerSerials + 5,
      manufacturerInstalled: before.manufacturerInstalled,
      manufacturerWithdrawn: before.manufacturerWithdrawn + 2,
      productSerials: before.productSerials + 5,
      uploadPending: before.uploadPending + 3,
      uploadPass: before.uploadPass + 1,
    });
    await pool.query(`DELETE FROM product_serial WHERE serial_norm LIKE 'CNT-%'`);
    expect(await counts()).toEqual(before);
  });

  it('refuses a missing product, a product of another brand, a missing manufacturer or upload', async () => {
    await expect(insert({productId: 999999}, 'REF-BAD-1')).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('product'),
    });
    await expect(insert({productId: demo.otherBrandProductId}, 'REF-BAD-2')).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('not of its brand'),
    });
    await expect(insert({manufacturerId: 999999}, 'REF-BAD-3')).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('manufacturer'),
    });
    await expect(insert({uploadId: 999999}, 'REF-BAD-4')).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('upload'),
    });
    const {rows} = await pool.query(`SELECT count(*)::int AS n FROM product_serial WHERE serial_norm LIKE 'REF-BAD-%'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses an update that points a serial at a missing product or upload, and allows state changes', async () => {
    const {
      rows: [s],
    } = await pool.query(`SELECT id FROM product_serial WHERE manufacturer_id = $1 AND state = 'available' LIMIT 1`, [
      demo.manufacturerId,
    ]);
    await expect(
      pool.query('UPDATE product_serial SET product_id = 999999 WHERE id = $1', [s.id]),
    ).rejects.toMatchObject({code: '23503'});
    await expect(
      pool.query('UPDATE product_serial SET upload_id = 999999 WHERE id = $1', [s.id]),
    ).rejects.toMatchObject({code: '23503'});
    await expect(
      pool.query(`UPDATE product_serial SET ledger_status = ledger_status WHERE id = $1`, [s.id]),
    ).resolves.toMatchObject({rowCount: 1});
  });

  it('keeps a product, manufacturer or upload that serials refer to', async () => {
    // A model of its own, with a serial and no verification logs (other test files log DE-10 serials).
    const {
      rows: [model],
    } = await pool.query(
      `INSERT INTO product (brand_id, model, product_type) VALUES ($1, 'REF-GUARD-' || floor(random() * 1e9)::text, 'battery') RETURNING id`,
      [demo.brandId],
    );
    await insert({productId: model.id}, 'REF-GUARD-SERIAL');
    await expect(pool.query('DELETE FROM product WHERE id = $1', [model.id])).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('still has serials'),
    });
    await pool.query(`DELETE FROM product_serial WHERE product_id = $1`, [model.id]);
    await pool.query('DELETE FROM product WHERE id = $1', [model.id]);
    // The count deltas of the deleted model's serials must not stop the fold (for every manufacturer).
    await expect(pool.query('SELECT fold_stats_deltas()')).resolves.toMatchObject({rowCount: 1});
    expect(
      (await pool.query('SELECT count(*)::int AS n FROM stats_delta WHERE product_id = $1', [model.id])).rows[0].n,
    ).toBe(0);
    await expect(pool.query('DELETE FROM upload WHERE id = $1', [demo.uploadId])).rejects.toMatchObject({
      code: '23503',
    });
    await expect(pool.query('DELETE FROM manufacturer WHERE id = $1', [demo.manufacturerId])).rejects.toMatchObject({
      code: '23503',
    });
    await expect(pool.query('DELETE FROM brand WHERE id = $1', [demo.brandId])).rejects.toMatchObject({code: '23503'});
  });

  it('keeps a manufacturer with serials and no logs by its maintained serial count, and lets it go once they are gone', async () => {
    const name = `REF-GUARD-M-${Math.floor(Math.random() * 1e9)}`;
    const {
      rows: [m],
    } = await pool.query(
      `WITH b AS (INSERT INTO brand (name) VALUES ($1) RETURNING id),
            m AS (INSERT INTO manufacturer (brand_id, name) SELECT id, $1 FROM b RETURNING id, brand_id),
            p AS (INSERT INTO product (brand_id, model, product_type) SELECT id, 'M-1', 'battery' FROM b RETURNING id)
       SELECT m.id, m.brand_id AS "brandId", p.id AS "productId" FROM m, p`,
      [name],
    );
    await insert({brandId: m.brandId, manufacturerId: m.id, productId: m.productId, uploadId: null}, `${name}-S1`);
    await expect(pool.query('DELETE FROM manufacturer WHERE id = $1', [m.id])).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('still has serials'),
    });
    await pool.query('DELETE FROM product_serial WHERE manufacturer_id = $1', [m.id]);
    await expect(pool.query('DELETE FROM manufacturer WHERE id = $1', [m.id])).resolves.toMatchObject({rowCount: 1});
  });
});

/** product_log's references are checked per statement (migration 009); they must hold as foreign keys would. */
describe('product_log references', () => {
  let server: RunningServer;
  let pool: Pool;
  let log: {id: number; batchId: string; serialId: number; manufacturerId: number; productId: number};

  beforeAll(async () => {
    server = await givenRunningApp();
    pool = server.pool;
    const token = await givenAppToken(server, await givenAppProvider(server));
    const [serial] = await givenSerials(server);
    await postVerification(server, token, verificationRequest([{serial}])).expect(200);
    const {
      rows: [r],
    } = await pool.query(
      `SELECT id, batch_id AS "batchId", product_serial_id AS "serialId", manufacturer_id AS "manufacturerId", product_id AS "productId"
         FROM product_log WHERE failed_serial = $1`,
      [serial],
    );
    log = r;
  });
  afterAll(() => server.stop());

  const insert = (
    over: Partial<{batchId: string; serialId: number | null; manufacturerId: number | null; productId: number | null}>,
    db: Pick<Pool, 'query'> = pool,
  ) => {
    const v = {...log, ...over};
    return db.query(
      `INSERT INTO product_log (batch_id, product_serial_id, manufacturer_id, product_id, failed_serial, serial_norm, requester_type,
         requester_app_name, status, reason) VALUES ($1, $2, $3, $4, 'REF-LOG', 'REF-LOG', 3, 'test', 0, 'NOT_FOUND')`,
      [v.batchId, v.serialId, v.manufacturerId, v.productId],
    );
  };

  it('accepts a log whose batch, serial, manufacturer and product exist (or are null)', async () => {
    // Rolled back: a stray failed log would change other tests' counts.
    const db = await pool.connect();
    try {
      await db.query('BEGIN');
      await expect(insert({}, db)).resolves.toMatchObject({rowCount: 1});
      await expect(insert({serialId: null, manufacturerId: null, productId: null}, db)).resolves.toMatchObject({
        rowCount: 1,
      });
    } finally {
      await db.query('ROLLBACK');
      db.release();
    }
  });

  it('refuses a missing batch, serial, manufacturer or product, and a changed reference', async () => {
    await expect(insert({batchId: '00000000-0000-0000-0000-000000000000'})).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('verification batch'),
    });
    await expect(insert({serialId: 999999999})).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('serial'),
    });
    await expect(insert({manufacturerId: 999999})).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('manufacturer'),
    });
    await expect(insert({productId: 999999})).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('product'),
    });
    await expect(
      pool.query('UPDATE product_log SET product_serial_id = NULL WHERE id = $1', [log.id]),
    ).rejects.toMatchObject({code: '23503'});
    await expect(
      pool.query('UPDATE product_log SET resolved_on = resolved_on WHERE id = $1', [log.id]),
    ).resolves.toMatchObject({rowCount: 1});
  });

  it('keeps a batch, serial or product that logs refer to', async () => {
    await expect(pool.query('DELETE FROM verification_batch WHERE id = $1', [log.batchId])).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('verification logs'),
    });
    await expect(pool.query('DELETE FROM product_serial WHERE id = $1', [log.serialId])).rejects.toMatchObject({
      code: '23503',
    });
    await expect(pool.query('DELETE FROM product WHERE id = $1', [log.productId])).rejects.toMatchObject({
      code: '23503',
    });
  });
});
