import {Pool} from 'pg';
import {statusIsAvailable} from '@voltcheck/api/dist/models';
import {SYSTEM_MODULES} from '../generate/generate-systems';

export interface BenchBatch {
  /** Ten available serials of one model, or one battery system's unit with its modules. */
  items: Array<{serial: string; brand: string; model: string; modules?: Array<{serial: string}>}>;
  /** An installation date inside the model's approval, so every item is VERIFIED. */
  date: string;
}

const SLICES = 8;
const SLICE_ROWS = 3000;

/**
 * Fresh serials for the bench, ten of one model per batch, read in slices from random places of
 * product_serial (so brands come in their stored proportions) and never handed out twice.
 */
export class SerialFeed {
  private batches: BenchBatch[] = [];
  private readonly seen = new Set<number>();
  private refilling?: Promise<void>;
  exhausted = false;
  fetched = 0;

  constructor(
    private readonly pool: Pool,
    private readonly today: string,
    private readonly lowWater = 3000,
  ) {}

  get buffered(): number {
    return this.batches.length;
  }

  async prime(batches: number): Promise<void> {
    const maxTries = Math.max(50, Math.ceil(batches / 500));
    for (let tries = 0; this.batches.length < batches && tries < maxTries; tries++) await this.refill();
  }

  take(): BenchBatch | undefined {
    if (this.batches.length <= this.lowWater && !this.refilling) {
      this.refilling = this.refill()
        .catch(() => undefined)
        .finally(() => (this.refilling = undefined));
    }
    return this.batches.pop();
  }

  private async refill(): Promise<void> {
    const {rows} = await this.pool.query<{
      id: number;
      serial: string;
      brand: string;
      model: string;
      product_id: number;
      approved: string;
      until: string;
    }>(
      // Each slice walks the primary key from its start, the models it may take named as a list: with the products
      // joined inside the slice, the planner read every model's serials past the start (24 s a refill at 1.3 M serials).
      `WITH bounds AS (SELECT min(id) AS lo, max(id) AS hi FROM product_serial),
            plain AS (SELECT array_agg(p.id) AS ids FROM product p
                       WHERE p.approved_date <= $3::date AND NOT p.modular
                         AND NOT EXISTS (SELECT 1 FROM battery_module_model m WHERE m.product_id = p.id))
       SELECT s.id, s.serial, b.name::text AS brand, p.model::text AS model, s.product_id, p.approved_date::text AS approved,
              least(p.expiry_date, $3::date)::text AS until
         FROM (SELECT floor(random() * (hi - lo + 1) + lo)::bigint AS start FROM bounds, generate_series(1, $1)) r,
              LATERAL (SELECT ps.id, ps.serial, ps.product_id, ps.brand_id FROM product_serial ps
                        WHERE ps.id >= r.start AND ps.state = 'available'
                          AND ${statusIsAvailable()}
                          -- plain serials: no recalled or ineligible one, no battery system's unit or module
                          AND ps.parent_serial_id IS NULL AND ps.product_id = ANY ((SELECT ids FROM plain)::int[])
                        ORDER BY ps.id LIMIT $2) s
         JOIN product p ON p.id = s.product_id JOIN brand b ON b.id = s.brand_id`,
      [SLICES, SLICE_ROWS, this.today],
    );
    // Grouped by model, not by neighbouring ids: concurrent generator jobs interleave the ids of two uploads.
    const byModel = new Map<number, typeof rows>();
    for (const row of rows) {
      if (this.seen.has(row.id)) continue;
      this.seen.add(row.id);
      const list = byModel.get(row.product_id) ?? [];
      list.push(row);
      byModel.set(row.product_id, list);
    }
    const fresh: BenchBatch[] = [];
    for (const list of byModel.values()) {
      for (let i = 0; i + 10 <= list.length; i += 10) {
        const run = list.slice(i, i + 10);
        fresh.push({
          items: run.map(r => ({serial: r.serial, brand: r.brand, model: r.model})),
          date: this.dateIn(run[0].approved, run[0].until),
        });
      }
    }
    this.fetched += rows.length;
    if (!fresh.length && rows.length < (SLICES * SLICE_ROWS) / 4) this.exhausted = true;
    for (let i = fresh.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [fresh[i], fresh[j]] = [fresh[j], fresh[i]];
    }
    this.batches = [...fresh, ...this.batches];
  }

  private dateIn(from: string, until: string | null): string {
    const a = Date.parse(from);
    const b = Date.parse(until ?? this.today);
    if (!(b > a)) return (until ?? this.today).slice(0, 10);
    return new Date(a + Math.floor(Math.random() * ((b - a) / 86_400_000 + 1)) * 86_400_000).toISOString().slice(0, 10);
  }
}

/** What the bench's loops take batches from: plain serials (SerialFeed) or battery systems (SystemFeed). */
export interface BatchFeed {
  exhausted: boolean;
  take(): BenchBatch | undefined;
}

/**
 * Battery systems for the bench's modular case: available units of a modular model whose modules (all available)
 * form an approved configuration, one unit with its modules per batch, read once (never handed out twice).
 */
export class SystemFeed implements BatchFeed {
  private batches: BenchBatch[] = [];
  exhausted = false;

  constructor(
    private readonly pool: Pool,
    private readonly today: string,
  ) {}

  get buffered(): number {
    return this.batches.length;
  }

  async prime(batches: number): Promise<void> {
    const {rows} = await this.pool.query<{
      serial: string;
      brand: string;
      model: string;
      modules: string[];
      date: string;
    }>(
      `SELECT u.serial, b.name::text AS brand, p.model::text AS model, m.modules,
              greatest(p.approved_date, c.approved_date, current_date - 30)::text AS date
         FROM product p
         JOIN product_serial u ON u.product_id = p.id AND u.state = 'available'
                                  AND ${statusIsAvailable('u.id')}
         JOIN brand b ON b.id = u.brand_id
         CROSS JOIN LATERAL (SELECT array_agg(s.serial ORDER BY s.id) AS modules, bool_and(s.state = 'available') AS free
                               FROM product_serial s WHERE s.parent_serial_id = u.id) m
         JOIN battery_configuration c ON c.bmu_product_id = p.id AND c.module_count = cardinality(m.modules)
        WHERE p.modular AND p.approved_date <= $2::date AND NOT u.sandbox AND m.free AND cardinality(m.modules) = $3
        LIMIT $1`,
      [batches, this.today, SYSTEM_MODULES],
    );
    this.batches = rows.map(r => ({
      items: [{serial: r.serial, brand: r.brand, model: r.model, modules: r.modules.map(serial => ({serial}))}],
      date: r.date,
    }));
    this.exhausted = this.batches.length === 0;
  }

  take(): BenchBatch | undefined {
    const batch = this.batches.pop();
    if (!batch) this.exhausted = true;
    return batch;
  }
}
