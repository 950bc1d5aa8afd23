/**
 * What `npm run generate` will write, decided in memory before any SQL runs: brands with a
 * manufacturer each, CEC-style models, distributors, and uploads that split the serials. Everything
 * is drawn from a PRNG seeded by the run's tag, so a plan is reproducible from its tag.
 */

export const BLOCK = 20; // serials per block: 5 installed (3 installations), 15 available (or withdrawn)
export const HISTORY_DAYS = 3 * 365; // uploads and installations spread over the last three years

export interface PlanModel {
  model: string;
  wattage: number;
  approvedDate: string | null;
  expiryDate: string | null;
  fireTested: boolean;
  kind: 'current' | 'expired' | 'not-approved';
  line: number;
}

export interface PlanBrand {
  name: string;
  /** Serial prefix of this brand in this run. */
  code: string;
  lines: Array<{name: string; componentYears: number; performanceYears: number}>;
  models: PlanModel[];
}

export interface PlanUpload {
  brand: number;
  model: number;
  distributor: number | null;
  /** Run-wide serial numbers gFrom..gTo (a multiple of BLOCK serials, gFrom ≡ 1 mod BLOCK). */
  gFrom: number;
  gTo: number;
  uploadedOn: string;
  deleted: boolean;
}

export interface Plan {
  tag: string;
  today: string;
  total: number;
  brands: PlanBrand[];
  distributors: Array<{name: string; brands: number[]}>;
  uploads: PlanUpload[];
}

const WORDS = [
  'Aurora',
  'Boreal',
  'Cobalt',
  'Dynamo',
  'Ember',
  'Flux',
  'Helios',
  'Ion',
  'Joule',
  'Kinetic',
  'Lumen',
  'Meridian',
  'Nova',
  'Ohm',
  'Photon',
  'Quanta',
  'Radiant',
  'Solace',
  'Tidal',
  'Umbra',
  'Vector',
  'Watt',
  'Xenon',
  'Yarra',
  'Zenith',
];
const SUFFIXES = ['Energy', 'Storage', 'Power', 'Batteries'];
const CAPACITIES = [5, 6.4, 7.7, 9.6, 10, 11.5, 13.5, 15, 16, 20];

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: string): () => number {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (base: string, offset: number) =>
  new Date(Date.parse(base) + offset * 86_400_000).toISOString().slice(0, 10);

function pickWeighted(rand: () => number, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
  return weights.length - 1;
}

function planModels(rand: () => number, code: string, today: string, lines: number): PlanModel[] {
  const count = 3 + Math.floor(rand() * 4);
  const caps = [...CAPACITIES]
    .sort(() => rand() - 0.5)
    .slice(0, count)
    .sort((a, b) => a - b);
  return caps.map((cap, n) => {
    const r = rand();
    // Mostly current; some past their five years; some not (yet) approved. The first is current, so every brand
    // has a model its uploads may hold.
    const kind: PlanModel['kind'] = n === 0 || r < 0.8 ? 'current' : r < 0.9 ? 'expired' : 'not-approved';
    const approvedDate =
      kind === 'current'
        ? day(today, -(100 + Math.floor(rand() * 1400)))
        : kind === 'expired'
          ? day(today, -(1900 + Math.floor(rand() * 700)))
          : rand() < 0.5
            ? null
            : day(today, 30 + Math.floor(rand() * 200));
    return {
      model: `${code.slice(0, 3)}-${String(cap).replace('.', '')}${n % 2 ? 'H' : ''}`,
      wattage: cap * 1000,
      approvedDate,
      expiryDate: approvedDate && day(approvedDate, 5 * 365 + 1),
      fireTested: rand() < 0.8,
      kind,
      line: n % lines,
    };
  });
}

/** Brand names not yet taken: "Aurora Storage", ...; with the tag once the word list runs out. */
function brandNames(count: number, taken: Set<string>, rand: () => number, tag: string): string[] {
  const all = WORDS.flatMap(w => SUFFIXES.map(s => `${w} ${s}`)).sort(() => rand() - 0.5);
  const names = all.filter(n => !taken.has(n.toLowerCase())).slice(0, count);
  for (let n = 1; names.length < count; n++)
    names.push(`${WORDS[n % WORDS.length]} ${SUFFIXES[n % SUFFIXES.length]} ${tag}-${n}`);
  return names;
}

export function makePlan(opts: {
  serials: number;
  brands: number;
  tag: string;
  today: string;
  takenBrandNames: Set<string>;
  /** Every serial of one model (the first brand's earliest approved one): a recall bench's lot. */
  singleModel?: boolean;
}): Plan {
  const rand = prng(opts.tag);
  const total = Math.ceil(opts.serials / BLOCK) * BLOCK;
  const brands: PlanBrand[] = brandNames(opts.brands, opts.takenBrandNames, rand, opts.tag).map((name, n) => {
    const code = `${name.slice(0, 3).toUpperCase()}${String.fromCharCode(65 + (n % 26))}`;
    const lineCount = 1 + Math.floor(rand() * 2);
    const lines = Array.from({length: lineCount}, (_, l) => ({
      name: `${name.split(' ')[0]} ${['Home', 'Pro', 'Max'][l]}`,
      componentYears: [7, 10, 10, 12][Math.floor(rand() * 4)],
      performanceYears: [10, 10, 15][Math.floor(rand() * 3)],
    }));
    return {name, code: `${code}${opts.tag}`, lines, models: planModels(rand, code, opts.today, lineCount)};
  });
  // A few big brands and a long tail, as in the market.
  const brandWeights = brands.map((_, n) => 1 / Math.pow(n + 1, 0.9));
  const distributors = Array.from({length: Math.max(1, Math.ceil(brands.length / 4))}, (_, n) => ({
    name: `${WORDS[(n * 7) % WORDS.length]} Distribution ${opts.tag}-${n + 1}`,
    brands: [...new Set([Math.floor(rand() * brands.length), Math.floor(rand() * brands.length)])],
  }));
  const uploads: PlanUpload[] = [];
  for (let g = 1; g <= total;) {
    const size = Math.min(BLOCK * (250 + Math.floor(rand() * 751)), total - g + 1); // 5,000..20,000 serials
    const brand = opts.singleModel ? 0 : pickWeighted(rand, brandWeights);
    const models = brands[brand].models;
    // Uploads end four days before today, so that installations (from three days after an upload) stay in the past.
    let uploadDay = day(opts.today, Math.floor(((HISTORY_DAYS - 4) * (g - 1)) / total) - HISTORY_DAYS);
    // Only a model approved by the upload's day: its serials are never installed before the model is approved.
    const weights = models.map(m =>
      !m.approvedDate || m.approvedDate > uploadDay ? 0 : m.kind === 'current' ? 1 : m.kind === 'expired' ? 0.3 : 0.15,
    );
    let model = weights.some(w => w > 0) && !opts.singleModel ? pickWeighted(rand, weights) : -1;
    if (model < 0) {
      // None approved yet on that day: the brand's earliest approved model, uploaded on its approval day.
      model = models.reduce(
        (best, m, n) => (m.kind === 'current' && m.approvedDate! < models[best].approvedDate! ? n : best),
        0,
      );
      const approved = models[model].approvedDate!;
      uploadDay = opts.singleModel && approved < uploadDay ? uploadDay : approved;
    }
    const linked = distributors.map((d, n) => (d.brands.includes(brand) ? n : -1)).filter(n => n >= 0);
    const distributor = linked.length && rand() < 0.3 ? linked[Math.floor(rand() * linked.length)] : null;
    uploads.push({
      brand,
      model,
      distributor,
      gFrom: g,
      gTo: g + size - 1,
      uploadedOn: `${uploadDay}T09:00:00Z`,
      deleted: rand() < 1 / 15,
    });
    g += size;
  }
  return {tag: opts.tag, today: opts.today, total, brands, distributors, uploads};
}

/** Uploads grouped by brand into chunks of about `size` serials: one transaction each. */
export function chunksOf(plan: Plan, size: number): Array<{brand: number; uploads: number[]; serials: number}> {
  const chunks: Array<{brand: number; uploads: number[]; serials: number}> = [];
  const open = new Map<number, {brand: number; uploads: number[]; serials: number}>();
  plan.uploads.forEach((u, n) => {
    let chunk = open.get(u.brand);
    if (!chunk) open.set(u.brand, (chunk = {brand: u.brand, uploads: [], serials: 0}));
    chunk.uploads.push(n);
    chunk.serials += u.gTo - u.gFrom + 1;
    if (chunk.serials >= size) {
      chunks.push(chunk);
      open.delete(u.brand);
    }
  });
  return [...chunks, ...open.values()];
}
