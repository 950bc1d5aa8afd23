import {Pool} from 'pg';
import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';

/** product_serial's references are checked per statement (migration 006); they must hold as foreign keys would. */
describe('product_serial references', () => {
  let server: RunningServer;
  let pool: Pool;
  let demo: {brandId: number; manufacturerId: number; productId: number; otherBrandProductId: number; uploadId: number};

  beforeAll(async () => {
    server = await givenRunningApp();
    pool = server.pool;
    const {rows: [r]} = await pool.query(
      `SELECT m.brand_id AS "brandId", m.id AS "manufacturerId",
              (SELECT id FROM product WHERE brand_id = m.brand_id AND model = 'DE-10') AS "productId",
              (SELECT id FROM product WHERE brand_id <> m.brand_id LIMIT 1) AS "otherBrandProductId",
              (SELECT upload_id FROM product_serial WHERE manufacturer_id = m.id AND upload_id IS NOT NULL LIMIT 1) AS "uploadId"
         FROM manufacturer m JOIN brand b ON b.id = m.brand_id WHERE b.name = 'Demo Energy'`,
    );
    demo = r;
  });
  afterAll(() => server.stop());

  const insert = (over: Partial<{brandId: number; manufacturerId: number; productId: number; uploadId: number | null}>, serial: string) => {
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

  it('refuses a missing product, a product of another brand, a missing manufacturer or upload', async () => {
    await expect(insert({productId: 999999}, 'REF-BAD-1')).rejects.toMatchObject({code: '23503', message: expect.stringContaining('product')});
    await expect(insert({productId: demo.otherBrandProductId}, 'REF-BAD-2')).rejects.toMatchObject({code: '23503', message: expect.stringContaining('not of its brand')});
    await expect(insert({manufacturerId: 999999}, 'REF-BAD-3')).rejects.toMatchObject({code: '23503', message: expect.stringContaining('manufacturer')});
    await expect(insert({uploadId: 999999}, 'REF-BAD-4')).rejects.toMatchObject({code: '23503', message: expect.stringContaining('upload')});
    const {rows} = await pool.query(`SELECT count(*)::int AS n FROM product_serial WHERE serial_norm LIKE 'REF-BAD-%'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses an update that points a serial at a missing product or upload, and allows state changes', async () => {
    const {rows: [s]} = await pool.query(`SELECT id FROM product_serial WHERE manufacturer_id = $1 AND state = 'available' LIMIT 1`, [demo.manufacturerId]);
    await expect(pool.query('UPDATE product_serial SET product_id = 999999 WHERE id = $1', [s.id])).rejects.toMatchObject({code: '23503'});
    await expect(pool.query('UPDATE product_serial SET upload_id = 999999 WHERE id = $1', [s.id])).rejects.toMatchObject({code: '23503'});
    await expect(pool.query(`UPDATE product_serial SET ledger_status = ledger_status WHERE id = $1`, [s.id])).resolves.toMatchObject({rowCount: 1});
  });

  it('keeps a product, manufacturer or upload that serials refer to', async () => {
    await expect(pool.query('DELETE FROM product WHERE id = $1', [demo.productId])).rejects.toMatchObject({code: '23503', message: expect.stringContaining('still has serials')});
    await expect(pool.query('DELETE FROM upload WHERE id = $1', [demo.uploadId])).rejects.toMatchObject({code: '23503'});
    await expect(pool.query('DELETE FROM manufacturer WHERE id = $1', [demo.manufacturerId])).rejects.toMatchObject({code: '23503'});
    await expect(pool.query('DELETE FROM brand WHERE id = $1', [demo.brandId])).rejects.toMatchObject({code: '23503'});
  });
});
