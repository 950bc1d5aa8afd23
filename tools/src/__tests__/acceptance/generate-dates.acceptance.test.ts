import {RunningServer} from '@voltcheck/api/dist/server';
import {generate} from '../../generate/generate-data';
import {givenRunningApp} from '../helpers/app.helpers';

/** `npm run generate`: data that looks like a real past, on a small dataset of the same generator. */
describe('the generated data’s dates', () => {
  let server: RunningServer;
  let tag: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    tag = (await generate(server.pool, {serials: 40_000, brands: 3, chunk: 20_000, jobs: 1})).tag;
  });
  afterAll(() => server.stop());

  /** One number from a query over the generated serials' installations (those of this run's serials). */
  const count = async (where: string) => {
    const {rows} = await server.pool.query<{n: number}>(
      `SELECT count(*)::int AS n
         FROM product_serial ps JOIN product p ON p.id = ps.product_id JOIN installation i ON i.id = ps.installation_id
        WHERE ps.serial_norm LIKE '%' || $1 || '%' AND ${where}`,
      [tag],
    );
    return rows[0].n;
  };

  it('installs serials, and checks them, never after now', async () => {
    expect(await count('true')).toBeGreaterThan(1000);
    expect(await count('(i.created_on > now() OR i.installation_date > current_date)')).toBe(0);
    const {rows} = await server.pool.query<{n: number}>(
      `SELECT (SELECT count(*) FROM verification_batch WHERE created_on > now())::int
            + (SELECT count(*) FROM product_log WHERE requested_time > now())::int AS n`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('never installs a serial before its model is approved, nor before it is uploaded', async () => {
    expect(await count('(p.approved_date IS NULL OR i.installation_date < p.approved_date)')).toBe(0);
    expect(await count('i.installation_date <= ps.uploaded_on::date')).toBe(0);
  });

  it('spreads installations over the past rather than piling them on one day', async () => {
    const {rows} = await server.pool.query<{days: number; busiest: number; total: number}>(
      `SELECT count(*)::int AS days, max(n)::int AS busiest, sum(n)::int AS total
         FROM (SELECT i.installation_date, count(*) AS n
                 FROM installation i WHERE EXISTS (SELECT 1 FROM product_serial ps
                   WHERE ps.installation_id = i.id AND ps.serial_norm LIKE '%' || $1 || '%')
                GROUP BY 1) d`,
      [tag],
    );
    expect(rows[0].days).toBeGreaterThan(60);
    expect(rows[0].busiest / rows[0].total).toBeLessThan(0.05);
  });
});
