import {Client} from 'pg';

export interface SerialRef {
  serial: string;
  brand: string;
  model: string;
}

/** The demo range of fixtures/verification-demo.json, for a server whose database the tool cannot read. */
function demoSerials(): SerialRef[] {
  const range = (prefix: string, n: number, brand: string, model: string) =>
    Array.from({length: n}, (_, i) => ({serial: `${prefix}${String(i + 1).padStart(6, '0')}`, brand, model}));
  return [...range('DE10-', 1000, 'Demo Energy', 'DE-10'), ...range('ADB-', 500, 'Austral Demo Batteries', 'ADB-13.5')];
}

/**
 * Serials for simulated traffic: available serials read from the server's database when it can be
 * reached (random slices, refilled as they are used), else the demo range. Serials used by an
 * installation move to `used`, which later requests send again on purpose (ALREADY_INSTALLED).
 */
export class SerialSource {
  private fresh: SerialRef[] = [];
  readonly used: SerialRef[] = [];
  brands: string[] = ['Demo Energy', 'Austral Demo Batteries'];
  origin = 'demo range DE10-000001..001000, ADB-000001..000500';
  private refilling?: Promise<void>;

  private constructor(
    private readonly db: Client | undefined,
    private readonly rand: () => number,
  ) {}

  static async open(urls: string[], rand: () => number, log: (m: string) => void): Promise<SerialSource> {
    for (const url of urls) {
      const db = new Client({connectionString: url, connectionTimeoutMillis: 2000});
      try {
        await db.connect();
        const source = new SerialSource(db, rand);
        source.brands = (await db.query<{name: string}>('SELECT name::text FROM brand ORDER BY id')).rows.map(
          r => r.name,
        );
        await source.refill();
        if (source.fresh.length) {
          source.origin = `database (${new URL(url).host})`;
          return source;
        }
        await db.end();
      } catch (err) {
        log(`serials: cannot read ${new URL(url).host} (${(err as Error).message}); trying the next source`);
        await db.end().catch(() => undefined);
      }
    }
    const source = new SerialSource(undefined, rand);
    source.fresh = demoSerials().sort(() => rand() - 0.5);
    return source;
  }

  get remaining(): number {
    return this.fresh.length;
  }

  /** A serial not yet installed by this run; the last ones are re-read from the database in the background. */
  take(): SerialRef {
    if (this.fresh.length < 500) void this.refillSoon();
    const s = this.fresh.pop() ?? this.used[Math.floor(this.rand() * this.used.length)] ?? demoSerials()[0];
    this.used.push(s);
    if (this.used.length > 20_000) this.used.splice(0, 10_000);
    return s;
  }

  /** A serial to check without installing it (types 2 and 3): it stays available. */
  peek(): SerialRef {
    return this.fresh[Math.floor(this.rand() * this.fresh.length)] ?? this.take();
  }

  usedOne(): SerialRef | undefined {
    return this.used.length ? this.used[Math.floor(this.rand() * this.used.length)] : undefined;
  }

  private refillSoon(): Promise<void> {
    if (!this.db) return Promise.resolve();
    return (this.refilling ??= this.refill()
      .catch(() => undefined)
      .finally(() => (this.refilling = undefined)));
  }

  private async refill(): Promise<void> {
    const {rows} = await this.db!.query<SerialRef>(
      `SELECT ps.serial, b.name::text AS brand, p.model::text AS model
         FROM product_serial ps JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
        WHERE ps.state = 'available' AND ps.id >= (SELECT floor(random() * (max(id) - min(id)) + min(id))::bigint FROM product_serial)
        ORDER BY ps.id LIMIT 5000`,
    );
    this.fresh.push(...rows.sort(() => this.rand() - 0.5));
  }

  async close(): Promise<void> {
    await this.db?.end().catch(() => undefined);
  }
}
