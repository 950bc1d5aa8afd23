import {randomBytes} from 'node:crypto';
import {PoolClient} from 'pg';
import {hashPassword} from '@voltcheck/api/dist/services/kernel/password.service';
import {Plan} from './generate-plan';

/** Database ids of a plan's reference rows, by the plan's indexes. */
export interface PlanIds {
  brands: Array<{brandId: number; manufacturerId: number; productIds: number[]}>;
  distributors: number[];
  uploads: number[];
  appProviders: number[];
}

const STREETS = [
  'George',
  'King',
  'Queen',
  'Victoria',
  'Elizabeth',
  'Church',
  'High',
  'Station',
  'Park',
  'Railway',
  'Bridge',
  'Hill',
];

/** Brands with a manufacturer each, product lines with warranties, models, distributors and their links. */
export async function insertReference(db: PoolClient, plan: Plan): Promise<Omit<PlanIds, 'uploads' | 'appProviders'>> {
  const brands: PlanIds['brands'] = [];
  for (const [n, b] of plan.brands.entries()) {
    const brandId = (await db.query<{id: number}>('INSERT INTO brand (name) VALUES ($1) RETURNING id', [b.name]))
      .rows[0].id;
    const domain = `${b.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
    const manufacturerId = (
      await db.query<{id: number}>(
        `INSERT INTO manufacturer (brand_id, name, abn, phone, email, address, address_line1, upload_frequency)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id`,
        [
          brandId,
          b.name,
          String(51_000_000_000 + n * 7_919_321 + plan.total),
          `02 9${String(1_000_000 + n).slice(1)}`,
          `info@${domain}`,
          `${10 + n} ${STREETS[n % STREETS.length]} Street, Sydney NSW 2000`,
          [1, 3, 6][n % 3],
        ],
      )
    ).rows[0].id;
    const lineIds: number[] = [];
    for (const line of b.lines) {
      const id = (
        await db.query<{id: number}>(
          'INSERT INTO product_line (manufacturer_id, line_name) VALUES ($1, $2) RETURNING id',
          [manufacturerId, line.name],
        )
      ).rows[0].id;
      await db.query(
        `INSERT INTO product_warranty (product_line_id, component_in_years, component_warranty_link, performance_in_years, performance_warranty_link)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          id,
          line.componentYears,
          `https://${domain}/warranty/component.pdf`,
          line.performanceYears,
          `https://${domain}/warranty/performance.pdf`,
        ],
      );
      lineIds.push(id);
    }
    const {rows} = await db.query<{id: number; model: string}>(
      `INSERT INTO product (brand_id, model, product_type, wattage, approved_date, expiry_date, fire_tested, product_line_id)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::numeric[], $5::date[], $6::date[], $7::boolean[], $8::int[])
       RETURNING id, model::text`,
      [
        brandId,
        b.models.map(m => m.model),
        b.models.map(() => 'battery'),
        b.models.map(m => m.wattage),
        b.models.map(m => m.approvedDate),
        b.models.map(m => m.expiryDate),
        b.models.map(m => m.fireTested),
        b.models.map(m => lineIds[m.line]),
      ],
    );
    const byModel = new Map(rows.map(r => [r.model, r.id]));
    brands.push({brandId, manufacturerId, productIds: b.models.map(m => byModel.get(m.model)!)});
  }
  const distributors: number[] = [];
  for (const [n, d] of plan.distributors.entries()) {
    const id = (
      await db.query<{id: number}>(
        `INSERT INTO distributor (name, abn, phone, email, address, address_line1) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
        [
          d.name,
          String(62_000_000_000 + n * 104_729 + plan.total),
          `03 8${String(1_000_000 + n).slice(1)}`,
          `orders${n + 1}@distribution.example`,
          `${20 + n} ${STREETS[(n + 5) % STREETS.length]} Road, Melbourne VIC 3000`,
        ],
      )
    ).rows[0].id;
    for (const b of d.brands) {
      await db.query(
        `INSERT INTO distributor_manufacturer (distributor_id, manufacturer_id, start_date) VALUES ($1, $2, $3)`,
        [id, brands[b].manufacturerId, plan.uploads[0]?.uploadedOn.slice(0, 10) ?? plan.today],
      );
    }
    distributors.push(id);
  }
  return {brands, distributors};
}

/** The plan's uploads (fresh, some resolve; some deleted with a reason), in plan order. */
export async function insertUploads(
  db: PoolClient,
  plan: Plan,
  ids: Omit<PlanIds, 'uploads' | 'appProviders'>,
): Promise<number[]> {
  const u = plan.uploads;
  const files = u.map((_, n) => `gen-${plan.tag}-${String(n + 1).padStart(5, '0')}.csv`);
  const {rows} = await db.query<{id: number; source_file_name: string}>(
    `INSERT INTO upload (manufacturer_id, distributor_id, type, source_file_name, system_file_name, total_records, success, failed, uploaded_on,
       ip_address, deleted_on, delete_reason)
     SELECT m, d, CASE WHEN n % 20 = 7 THEN 2 ELSE 1 END, f, 'uploads/' || f, c, c, 0, t, '203.0.113.' || (n % 250 + 1),
            CASE WHEN del THEN t + interval '12 days' END, CASE WHEN del THEN (ARRAY['Data error', 'Recall', 'Duplicate file'])[n % 3 + 1] END
       FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::timestamptz[], $6::boolean[]) WITH ORDINALITY AS x(m, d, f, c, t, del, n)
     RETURNING id, source_file_name`,
    [
      u.map(x => ids.brands[x.brand].manufacturerId),
      u.map(x => (x.distributor === null ? null : ids.distributors[x.distributor])),
      files,
      u.map(x => x.gTo - x.gFrom + 1),
      u.map(x => x.uploadedOn),
      u.map(x => x.deleted),
    ],
  );
  const byFile = new Map(rows.map(r => [r.source_file_name, r.id]));
  return files.map(f => byFile.get(f)!);
}

/** App providers that the generated batches come from: every registered one, or one made for the purpose. */
export async function appProviders(db: PoolClient): Promise<number[]> {
  const {rows} = await db.query<{id: number}>('SELECT id FROM app_provider ORDER BY id');
  if (rows.length) return rows.map(r => r.id);
  const hash = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await db.query<{id: number}>(
    `INSERT INTO app_provider (name, client_id, secret_hash) VALUES ('Generated Installer App', 'generated-installer-app', $1) RETURNING id`,
    [hash],
  );
  return [created.rows[0].id];
}
