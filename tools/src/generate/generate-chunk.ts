import {PoolClient} from 'pg';
import {BLOCK, Plan} from './generate-plan';
import {PlanIds} from './generate-reference';

/**
 * One chunk (uploads of one brand) in one transaction, all rows made server-side from generate_series:
 * installations, serials, verification batches, product logs. In each block of 20 serials, positions
 * 0-1, 2-3 and 4 are installed at three installations, the others are available (withdrawn when
 * their upload was deleted). Each installation has a serial check (type 3), a product check (type 2)
 * and the installation itself (type 1): three logs per installed serial; 5 in 9 installations also
 * have a mistyped, unknown serial (NOT_FOUND, about 10% of all logs).
 */

const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Thomas',
  'Ava',
  'James',
  'Grace',
  'Lucas',
  'Chloe',
  'Henry',
];
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
  'Ocean',
  'Banksia',
];
const STREET_TYPES = ['Street', 'Road', 'Avenue', 'Crescent', 'Drive', 'Place', 'Court', 'Parade'];
export const RETAILERS = [
  'Sunny Retail',
  'Bright Home Solar',
  'Southern Cross Energy',
  'Coastal Solar & Storage',
  'Outback Power Co',
  'Metro Battery Installs',
  'GreenGrid Retail',
  'Harbour Solar',
];

/**
 * When each batch of an installation was made (type 3 two days before, type 2 the day before, type 1 on the day).
 * An installation's day is from three days after its serials' upload (so the first check follows the upload) to
 * yesterday (so no batch, log or installation is after now), within 180 days of the upload.
 */
const batchTime = (i: string, type: string) =>
  `(${i}.installation_date + (CASE ${type} WHEN 3 THEN -2 WHEN 2 THEN -1 ELSE 0 END) + make_interval(hours => 8 + ${type} * 2, mins => ${i}.id % 60))::timestamptz`;
const batchId = (i: string, type: string) => `md5($2 || ':' || ${i}.id || ':' || ${type})::uuid`;
const TYPES = `(VALUES (3), (2), (1)) t(request_type)`;

export interface ChunkCounts {
  serials: number;
  installations: number;
  batches: number;
  logs: number;
}

export async function writeChunk(
  client: PoolClient,
  plan: Plan,
  ids: PlanIds,
  uploadIndexes: number[],
): Promise<ChunkCounts> {
  const db = timed(client);
  const uploads = uploadIndexes.map(n => plan.uploads[n]);
  const blocks = uploads.map(u => (u.gTo - u.gFrom + 1) / BLOCK);
  const blockBase = blocks.map((_, n) => blocks.slice(0, n).reduce((a, b) => a + b, 0));
  const installationCount = 3 * blocks.reduce((a, b) => a + b, 0);
  const brand = ids.brands[uploads[0].brand];
  const gFrom = uploads.map(u => u.gFrom);
  const gTo = uploads.map(u => u.gTo);

  // Installation ids taken from the sequence (safe beside a running server); block b, installation k -> ids[3b + k].
  const {rows: idRows} = await db.query<{ids: number[]}>(
    `SELECT array_agg(nextval(pg_get_serial_sequence('installation', 'id'))::int ORDER BY g) AS ids FROM generate_series(1, $1) g`,
    [installationCount],
  );
  const installationIds = idRows[0].ids;

  await db.query(
    `WITH u AS (SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $11::date[]) AS u(g_from, g_to, block_base, up)),
          pc AS (SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, postcode, suburb, state, latitude, longitude FROM postcode),
          npc AS (SELECT count(*)::int AS c FROM postcode),
          x AS (SELECT ($4::int[])[(3 * (u.block_base + lb) + k + 1)::int] AS id, u.g_from + lb * ${BLOCK} AS g, u.up,
                       ((((u.g_from - 1) / ${BLOCK} + lb) * 3 + k) * 2654435761) % 4294967296 AS h
                  FROM u, generate_series(0, (u.g_to - u.g_from + 1) / ${BLOCK} - 1) lb, generate_series(0, 2) k)
     INSERT INTO installation (id, installation_date, owner_first_name, owner_email, unit_type, unit_number, street_number, street_name, street_type,
       city, state, post_code, latitude, longitude, is_manual_location, installer_acc_code, retailer_name, rated_power_w, app_provider_id, created_on)
     SELECT x.id, d.day, f.name, lower(f.name) || '.' || x.id || '@example.com', CASE WHEN x.h % 8 = 0 THEN 'Unit' END,
            CASE WHEN x.h % 8 = 0 THEN (x.h % 40 + 1)::text END, (1 + (x.h / 3) % 240)::text,
            ($5::text[])[1 + (x.h / 7) % array_length($5::text[], 1)], ($6::text[])[1 + (x.h / 11) % array_length($6::text[], 1)],
            pc.suburb, pc.state, pc.postcode, pc.latitude + ((x.h / 13) % 2000 - 1000) / 100000.0, pc.longitude + ((x.h / 19) % 2000 - 1000) / 100000.0,
            x.h % 20 = 0, 'A' || lpad(((x.h / 23) % 4000 + 1)::text, 7, '0'), ($7::text[])[1 + (x.h / 29) % array_length($7::text[], 1)],
            3000 + (x.h % 18) * 1000, ($8::int[])[1 + (x.h / 31) % array_length($8::int[], 1)], d.day + time '17:30'
       FROM x CROSS JOIN npc JOIN pc ON pc.n = (x.h / 17) % npc.c
            CROSS JOIN LATERAL (SELECT ($9::text[])[1 + (x.h / 37) % array_length($9::text[], 1)] AS name) f
            CROSS JOIN LATERAL (SELECT x.up + 3 + (x.h % least(180, greatest(1, $10::date - 1 - (x.up + 3) + 1)))::int AS day) d`,
    [
      gFrom,
      gTo,
      blockBase,
      installationIds,
      STREETS,
      STREET_TYPES,
      RETAILERS,
      ids.appProviders,
      FIRST_NAMES,
      plan.today,
      uploads.map(u => u.uploadedOn.slice(0, 10)),
    ],
  );

  const serials = uploads.reduce((a, u) => a + u.gTo - u.gFrom + 1, 0);
  await db.query(
    `WITH u AS (SELECT * FROM unnest($1::int[], $2::int[], $3::bigint[], $4::bigint[], $5::int[], $6::boolean[], $7::numeric[], $8::timestamptz[])
                  AS u(upload_id, product_id, g_from, g_to, block_base, deleted, wattage, uploaded_on)),
          ins AS (
       INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state, upload_id, distributor_id, installation_id, record_id,
         uploaded_on, nominal_capacity, usable_capacity, tempature_range, ip_protection, amp_hours, mod_capacity, smart_hybrid, ledger_status, ledger_date)
       SELECT $9, $10, u.product_id,
              CASE WHEN s.g % 50 = 0 THEN lower(left(s.norm, 4)) || ' ' || substr(s.norm, 5) ELSE s.norm END, s.norm,
              CASE WHEN s.p < 5 THEN 'installed' WHEN u.deleted THEN 'withdrawn' ELSE 'available' END,
              u.upload_id, up.distributor_id,
              CASE WHEN s.p < 5 THEN ($11::int[])[(3 * (u.block_base + (s.g - u.g_from) / ${BLOCK}) + s.p / 2 + 1)::int] END,
              s.g - u.g_from + 1, u.uploaded_on, u.wattage / 1000, round(u.wattage * 0.95 / 1000, 2), '-10~50°C', 'IP55',
              round(u.wattage / 51.2), round(u.wattage / 2000, 1), CASE WHEN s.g % 3 = 0 THEN 'No' ELSE 'Yes' END, l.status,
              CASE WHEN l.status <> 'pending' THEN u.uploaded_on + interval '1 day' END
         FROM u JOIN upload up ON up.id = u.upload_id,
              LATERAL (SELECT g, $12 || lpad(g::text, 9, '0') AS norm, ((g - 1) * 7) % ${BLOCK} AS p, (g * 2654435761) % 100 AS hl
                         FROM generate_series(u.g_from, u.g_to) g) s,
              LATERAL (SELECT CASE WHEN u.deleted AND s.p >= 5 THEN 'deleted' WHEN s.hl < 2 THEN 'fail'
                                   WHEN s.hl < 6 OR u.uploaded_on > $13::date - 14 THEN 'pending' ELSE 'pass' END AS status) l
       RETURNING upload_id)
     -- The upload's ledger counts follow from its serials (the triggers of migration 012); its ledger date is the generator's.
     UPDATE upload SET ledger_date = upload.uploaded_on + interval '1 day' WHERE upload.id IN (SELECT upload_id FROM ins)`,
    [
      uploadIndexes.map(n => ids.uploads[n]),
      uploads.map(u => brand.productIds[u.model]),
      gFrom,
      gTo,
      blockBase,
      uploads.map(u => u.deleted),
      uploads.map(u => plan.brands[u.brand].models[u.model].wattage),
      uploads.map(u => u.uploadedOn),
      brand.brandId,
      brand.manufacturerId,
      installationIds,
      plan.brands[uploads[0].brand].code,
      plan.today,
    ],
  );

  // The serials of each installation, as the apps sent them (5 in 9 installations also sent one mistyped serial).
  const installed = `
    bounds AS (SELECT min(id) AS lo, max(id) AS hi FROM unnest($1::int[]) r(id)),
    inst AS (SELECT i.* FROM bounds JOIN installation i ON i.id BETWEEN bounds.lo AND bounds.hi WHERE i.id = ANY($1::int[])),
    items AS (SELECT ps.installation_id, min(ps.serial_norm) AS first_norm, min(b.name::text) AS brand, min(p.model::text) AS model,
                     (array_agg(p.id ORDER BY p.model::text))[1] AS product_id,
                     json_agg(json_build_object('serial', ps.serial, 'brand', b.name, 'model', p.model) ORDER BY ps.id) AS items,
                     json_agg(json_build_object('serial', ps.serial, 'verified', true, 'reason', 'VERIFIED', 'brand', b.name, 'model', p.model,
                       'approvedDate', p.approved_date, 'expiryDate', p.expiry_date, 'ledgerStatus', ps.ledger_status) ORDER BY ps.id) AS results
                FROM bounds CROSS JOIN inst JOIN product_serial ps ON ps.installation_id = inst.id AND ps.installation_id BETWEEN bounds.lo AND bounds.hi
                     JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
               GROUP BY ps.installation_id),
    typo AS (SELECT inst.id, overlay(items.first_norm PLACING 'X' FROM length(items.first_norm) - 2 FOR 1) AS serial,
                    CASE WHEN inst.id % 10 = 3 THEN 'Unknwn Solar' ELSE items.brand END AS brand, items.model, items.product_id
               FROM inst JOIN items ON items.installation_id = inst.id WHERE inst.id % 9 < 5)`;
  const {rowCount: batches} = await db.query(
    `WITH ${installed},
          b AS (SELECT ${batchId('inst', 't.request_type')} AS id, inst.app_provider_id, $2 || '-' || inst.id || '-' || t.request_type AS request_id,
                       t.request_type, CASE WHEN t.request_type = 1 THEN inst.id END AS installation_id, ${batchTime('inst', 't.request_type')} AS at,
                       inst.retailer_name, inst.installation_date, inst.post_code, inst.state, items.items, items.results
                  FROM inst JOIN items ON items.installation_id = inst.id CROSS JOIN ${TYPES}
                UNION ALL
                SELECT ${batchId('inst', "'typo'")}, inst.app_provider_id, $2 || '-' || inst.id || '-typo', 3, NULL, ${batchTime('inst', '3')} - interval '1 hour',
                       inst.retailer_name, inst.installation_date, inst.post_code, inst.state,
                       json_build_array(json_build_object('serial', typo.serial, 'brand', typo.brand, 'model', typo.model)),
                       json_build_array(json_build_object('serial', typo.serial, 'verified', false, 'reason', 'NOT_FOUND'))
                  FROM inst JOIN typo ON typo.id = inst.id)
     INSERT INTO verification_batch (id, app_provider_id, request_id, request_hash, request_type, content_type, request_body, response_type,
       response_body, signature, installation_id, created_on)
     SELECT b.id, b.app_provider_id, b.request_id, encode(sha256(x.req), 'hex'), b.request_type, 'json', x.req, 'json', x.resp, 'generated', b.installation_id, b.at
       FROM b, LATERAL (SELECT convert_to(json_build_object('requestId', b.request_id, 'requestType', b.request_type,
                 'requester', json_build_object('name', b.retailer_name, 'type', 'retailer'),
                 'installation', CASE WHEN b.request_type = 1 THEN json_build_object('date', b.installation_date, 'address',
                   json_build_object('postcode', b.post_code, 'state', b.state)) END, 'items', b.items)::text, 'UTF8') AS req,
               convert_to(json_build_object('batchId', b.id, 'requestId', b.request_id, 'requestType', b.request_type, 'installationId', b.installation_id,
                 'verifiedAt', b.at, 'results', b.results)::text, 'UTF8') AS resp) x`,
    [installationIds, plan.tag],
  );

  const {rowCount: logs} = await db.query(
    `WITH ${installed}
     INSERT INTO product_log (batch_id, product_serial_id, manufacturer_id, product_id, installation_id, failed_serial, serial_norm, requested_brand,
       requested_model, requester_name, requester_abn, requester_type, requester_app_name, requested_time, latitude, longitude, status, reason)
     SELECT ${batchId('inst', 't.request_type')}, ps.id, ps.manufacturer_id, ps.product_id, CASE WHEN t.request_type = 1 THEN inst.id END,
            ps.serial, ps.serial_norm, b.name, p.model, inst.retailer_name, '5' || lpad(((inst.id::bigint * 7919) % 10000000000)::text, 10, '0'),
            t.request_type, ap.name, ${batchTime('inst', 't.request_type')}, inst.latitude, inst.longitude, 1, 'VERIFIED'
       FROM bounds CROSS JOIN inst JOIN product_serial ps ON ps.installation_id = inst.id AND ps.installation_id BETWEEN bounds.lo AND bounds.hi
                     JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
            JOIN app_provider ap ON ap.id = inst.app_provider_id CROSS JOIN ${TYPES}
     UNION ALL
     SELECT ${batchId('inst', "'typo'")}, NULL, CASE WHEN typo.brand = 'Unknwn Solar' THEN NULL ELSE $3::int END,
            CASE WHEN typo.brand <> 'Unknwn Solar' THEN typo.product_id END, NULL, typo.serial, typo.serial,
            typo.brand, typo.model, inst.retailer_name, '5' || lpad(((inst.id::bigint * 7919) % 10000000000)::text, 10, '0'), 3, ap.name,
            ${batchTime('inst', '3')} - interval '1 hour', inst.latitude, inst.longitude, 0, 'NOT_FOUND'
       FROM inst JOIN typo ON typo.id = inst.id JOIN app_provider ap ON ap.id = inst.app_provider_id`,
    [installationIds, plan.tag, brand.manufacturerId],
  );

  await db.query(
    `INSERT INTO installation_stats AS s (manufacturer_id, year, month, state, total_installation, total_power_w)
     SELECT $2, extract(year FROM i.installation_date), extract(month FROM i.installation_date), i.state, count(*), sum(i.rated_power_w)
       FROM installation i WHERE i.id BETWEEN $3 AND $4 AND i.id = ANY($1::int[]) GROUP BY 2, 3, 4
     ON CONFLICT (manufacturer_id, year, month, state) DO UPDATE SET total_installation = s.total_installation + EXCLUDED.total_installation,
       total_power_w = s.total_power_w + EXCLUDED.total_power_w`,
    [
      installationIds,
      brand.manufacturerId,
      installationIds.reduce((a, b) => Math.min(a, b)),
      installationIds.reduce((a, b) => Math.max(a, b)),
    ],
  );
  // The tally of counted (installation, manufacturer, supplier) pairs (migration 020), and the suppliers' counts:
  // what the installation trigger keeps for real installations, written here in bulk.
  await db.query(
    `WITH pairs AS (
       INSERT INTO installation_tally (installation_id, manufacturer_id, distributor_id)
       SELECT DISTINCT ps.installation_id, ps.manufacturer_id, d
         FROM product_serial ps CROSS JOIN LATERAL unnest(ARRAY[0, coalesce(ps.distributor_id, 0)]) AS d
        WHERE ps.installation_id BETWEEN $2 AND $3 AND ps.installation_id = ANY($1::int[])
       ON CONFLICT DO NOTHING RETURNING installation_id, manufacturer_id, distributor_id)
     INSERT INTO supplier_installation_stats AS s (manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w)
     SELECT p.manufacturer_id, p.distributor_id, extract(year FROM i.installation_date), extract(month FROM i.installation_date),
            coalesce(nullif(upper(trim(i.state)), ''), 'NA'), count(*), coalesce(sum(i.rated_power_w), 0)
       FROM pairs p JOIN installation i ON i.id = p.installation_id WHERE p.distributor_id <> 0 GROUP BY 1, 2, 3, 4, 5
     ON CONFLICT (manufacturer_id, distributor_id, year, month, state) DO UPDATE SET
       total_installation = s.total_installation + EXCLUDED.total_installation, total_power_w = s.total_power_w + EXCLUDED.total_power_w`,
    [
      installationIds,
      installationIds.reduce((a, b) => Math.min(a, b)),
      installationIds.reduce((a, b) => Math.max(a, b)),
    ],
  );
  // The oversight's daily counts by manufacturer, alone and with state and retailer (migrations 055 and 080): the
  // serials arrive installed, so the trigger on installing a serial never fires for them. Appended as deltas, which
  // the server folds (no row shared between concurrent chunks); the installations' own trigger counts the rest.
  await db.query(
    `INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
     SELECT d.dimension, d.key, i.installation_date, count(*), coalesce(sum(i.rated_power_w), 0)
       FROM (SELECT DISTINCT ps.installation_id, ps.manufacturer_id FROM product_serial ps
              WHERE ps.installation_id BETWEEN $2 AND $3 AND ps.installation_id = ANY($1::int[])) m
       JOIN installation i ON i.id = m.installation_id
      CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(m.manufacturer_id, i.state, i.retailer_name) d
      GROUP BY 1, 2, 3`,
    [
      installationIds,
      installationIds.reduce((a, b) => Math.min(a, b)),
      installationIds.reduce((a, b) => Math.max(a, b)),
    ],
  );
  return {serials, installations: installationCount, batches: batches ?? 0, logs: logs ?? 0};
}

/** GENERATE_TIMING=1 prints each statement's time to stderr; GENERATE_TIMING=explain also its EXPLAIN ANALYZE plan. */
function timed(db: PoolClient): Pick<PoolClient, 'query'> {
  if (!process.env.GENERATE_TIMING) return db;
  let n = 0;
  return {
    query: (async (text: string, values?: unknown[]) => {
      const t = Date.now();
      if (process.env.GENERATE_TIMING === 'explain' && /INSERT/.test(text)) {
        const plan = await db.query(`EXPLAIN (ANALYZE) ${text}`, values);
        console.error(plan.rows.map(r => r['QUERY PLAN']).join('\n'));
      }
      const result =
        process.env.GENERATE_TIMING === 'explain' && /INSERT/.test(text)
          ? {rowCount: 0, rows: []}
          : await db.query(text, values);
      console.error(`[generate]   statement ${++n}: ${Date.now() - t} ms, ${result.rowCount} rows`);
      return result;
    }) as PoolClient['query'],
  };
}
