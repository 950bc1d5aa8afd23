// Writes fixtures/sources/: the files the bundled fixture source serves to the sync operations and the
// ledger simulator (server.md section 6). Seeded, so running it again writes the same bytes.
// Usage: node scripts/generate-fixture-sources.mjs
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'fixtures', 'sources');
mkdirSync(out, {recursive: true});

let seed = 20261101;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = items => items[Math.floor(rand() * items.length)];
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const day = (y0, y1) => `${int(y0, y1)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
const plusYears = (date, years) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

// CEC products: every brand and model of fixtures/brands.json (so the demo data stays approved), one newly
// approved demo model, and the panel and inverter lines of real brands sold in Australia (model series
// written in their makers' naming style; not the CEC's own records).
const brands = JSON.parse(readFileSync(join(root, 'fixtures', 'brands.json'), 'utf8'));
const products = [];
for (const brand of brands) for (const m of brand.models) products.push({brand: brand.name, ...m});
products.push({
  brand: 'Demo Energy',
  model: 'DE-20',
  productType: 'battery',
  wattage: 20000,
  approvedDate: '2026-10-01',
  expiryDate: '2031-10-01',
  fireTested: true,
});
// The verification sandbox's expired and not-yet-approved models (fixtures/verification-sandbox.json) are on the list too.
const sandbox = JSON.parse(readFileSync(join(root, 'fixtures', 'verification-sandbox.json'), 'utf8'));
for (const m of sandbox.models) products.push({productType: 'battery', wattage: 10000, fireTested: true, ...m});

// Modular batteries (a battery management unit with a stack of modules): the BMU names the module models that fit
// it and its approved configurations, each module model its own capacity. The sandbox's DE-STACK first, then three
// real families sold in Australia (capacities from their makers' data sheets; dates made up, not the CEC's records).
const modularFamilies = [
  ...sandbox.batterySystems,
  {
    brand: 'BYD',
    bmu: 'Battery-Box Premium HVS BCU',
    module: 'Battery-Box Premium HVS 2.56',
    nominalKWh: 2.56,
    usableKWh: 2.56,
    moduleCounts: [2, 5],
    approvedDate: '2022-07-11',
    expiryDate: '2027-07-11',
  },
  {
    brand: 'BYD',
    bmu: 'Battery-Box Premium HVM BCU',
    module: 'Battery-Box Premium HVM 2.76',
    nominalKWh: 2.76,
    usableKWh: 2.76,
    moduleCounts: [3, 8],
    approvedDate: '2022-07-11',
    expiryDate: '2027-07-11',
  },
  {
    brand: 'Pylontech',
    bmu: 'Force H2 FC0500M-40S',
    module: 'Force H2 FH48074',
    nominalKWh: 3.55,
    usableKWh: 3.2,
    moduleCounts: [3, 7],
    approvedDate: '2023-05-22',
    expiryDate: '2028-05-22',
  },
];

const panelSeries = {
  'Trina Solar': ['TSM-{w}DE09R.08', 'TSM-NEG9R.28-{w}', 'TSM-{w}DE21'],
  JinkoSolar: ['JKM{w}N-54HL4R-V', 'JKM{w}N-72HL4-BDV', 'JKM{w}M-54HL4-V'],
  'LONGi Solar': ['LR5-54HTH-{w}M', 'LR5-66HTH-{w}M', 'LR7-54HGBB-{w}M'],
  'Canadian Solar': ['CS6R-{w}MS', 'CS6.1-54TM-{w}', 'CS7N-{w}MB-AG'],
  'JA Solar': ['JAM54S31-{w}/MR', 'JAM54D40-{w}/LB', 'JAM72D40-{w}/MB'],
  'REC Group': ['REC{w}AA Pure-R', 'REC{w}NP3 Black', 'REC{w}TP4'],
  Qcells: ['Q.PEAK DUO ML-G11S.BFG {w}', 'Q.TRON BLK M-G2+ {w}', 'Q.PEAK DUO BLK ML-G10+ {w}'],
  Maxeon: ['MAX6-{w}-BLK', 'MAX3-{w}-BLK', 'SPR-MAX3-{w}-COM'],
  'Risen Energy': ['RSM40-8-{w}M', 'RSM108-9-{w}BNDG', 'RSM54-8-{w}M'],
  Astronergy: ['CHSM54N(DG)/F-BH-{w}', 'CHSM54M-HC-{w}', 'ASTRO N5 CHSM54RN-{w}'],
  'Tindo Solar': ['Walara {w}', 'Karra {w}', 'Manta {w}'],
  AIKO: ['AIKO-A{w}-MAH54Mb', 'AIKO-G{w}-MCH72Mw', 'AIKO-A{w}-MAH72Mb'],
  Seraphim: ['SRP-{w}-BMA-HV', 'SRP-{w}-E01B', 'SRP-{w}-BMC-HV'],
  'Sunova Solar': ['SS-BG{w}-54MDH', 'SS-{w}-54MDH(T)', 'SS-BG{w}-72MDH'],
  'DAS Solar': ['DAS-DH108NA-{w}', 'DAS-DH144NA-{w}', 'DAS-DH54NA-{w}'],
  'Hyundai Energy Solutions': ['HiE-S{w}VG', 'HiN-T{w}NF(BK)', 'HiE-S{w}HG'],
  'Phono Solar': ['PS{w}M4H-24/TH', 'PS{w}M8GFH-18/VNH', 'PS{w}M6-24/TH'],
  'Yingli Solar': ['YLM {w}D54S', 'YL{w}D-36b', 'YLM {w}GG'],
  'GCL System Integration': ['GCL-NT10/54GD-{w}', 'GCL-M10/72GDF-{w}', 'GCL-NT10/72GDF-{w}'],
  Jinergy: ['JNMM54-{w}', 'JNHM108-{w}', 'JNMM72-{w}'],
};
for (const [brand, series] of Object.entries(panelSeries))
  for (const pattern of series) {
    const approved = day(2021, 2025);
    for (let w = int(36, 40) * 10; w <= 640; w += 5) {
      if (rand() < 0.2) continue;
      const date = rand() < 0.92 ? approved : day(2019, 2020);
      products.push({
        brand,
        model: pattern.replace('{w}', String(w)),
        productType: 'panel',
        wattage: w,
        approvedDate: date,
        expiryDate: plusYears(date, 5),
        fireTested: false,
      });
    }
  }

const inverterSeries = {
  SMA: ['Sunny Boy {k}', 'Sunny Tripower {k}', 'Sunny Boy Smart Energy {k}'],
  Fronius: ['Primo GEN24 {k} Plus', 'Symo GEN24 {k} Plus', 'Tauro {k}-3-D'],
  Sungrow: ['SG{k}RS', 'SH{k}RS', 'SG{k}RT'],
  GoodWe: ['GW{k}K-DNS-30', 'GW{k}K-EH', 'GW{k}K-ET'],
  Huawei: ['SUN2000-{k}KTL-L1', 'SUN2000-{k}KTL-M1', 'SUN2000-{k}K-MAP0'],
  SolarEdge: ['SE{k}K-AUS', 'SE{k}H-AU', 'SE{k}K-RWS'],
  Growatt: ['MIN {k}TL-X', 'MOD {k}KTL3-X', 'SPH {k}000TL BL-UP'],
  FoxESS: ['F{k}-AU', 'H1-{k}-E', 'T{k}-G3'],
  Solis: ['S6-GR1P{k}K', 'RHI-{k}K-48ES-5G', 'S5-GC{k}K'],
  'Sofar Solar': ['SOFAR {k}KTLM-G3', 'HYD {k}KTL-3PH', 'SOFAR {k}TL-G3'],
  'Delta Electronics': ['M{k}A Flex', 'H{k}A Flex', 'RPI M{k}A'],
  iStore: ['iStore {k}kW Hybrid', 'iStore {k}kW Three Phase', 'iStore {k}kW Grid'],
  Zeversolar: ['TLC{k}K', 'Eversol-TL{k}', 'TLP{k}K'],
  Deye: ['SUN-{k}K-SG04LP1-AU', 'SUN-{k}K-SG03LP1-AU', 'SUN-{k}K-G05'],
  SAJ: ['R5-{k}K-S2', 'H2-{k}K-S2', 'R6-{k}K-T2'],
};
for (const [brand, series] of Object.entries(inverterSeries))
  for (const pattern of series) {
    const approved = day(2020, 2025);
    for (let k = 2; k <= 60; k += 1) {
      if (rand() < 0.35) continue;
      const date = rand() < 0.9 ? approved : day(2018, 2019);
      products.push({
        brand,
        model: pattern.replace('{k}', String(k)),
        productType: 'inverter',
        wattage: k * 1000,
        approvedDate: date,
        expiryDate: plusYears(date, 5),
        fireTested: false,
      });
    }
  }
const seen = new Set();
// The modular families last, so the certificates (every 40th product) stay those of the list before them.
const kwh = n => Math.round(n * 100) / 100;
for (const f of modularFamilies) {
  const base = {
    brand: f.brand,
    productType: 'battery',
    approvedDate: f.approvedDate,
    expiryDate: f.expiryDate,
    fireTested: true,
  };
  products.push({
    ...base,
    model: f.module,
    wattage: Math.round(f.nominalKWh * 1000),
    module: {nominalKWh: f.nominalKWh, usableKWh: f.usableKWh},
  });
  const configurations = [];
  for (let n = f.moduleCounts[0]; n <= f.moduleCounts[1]; n++)
    configurations.push({
      moduleCount: n,
      nominalKWh: kwh(n * f.nominalKWh),
      usableKWh: kwh(n * f.usableKWh),
      approvedDate: f.approvedDate,
      expiryDate: f.expiryDate,
    });
  products.push({...base, model: f.bmu, wattage: null, system: {modules: [f.module], configurations}});
}

const uniqueProducts = products.filter(p => {
  const key = `${p.brand}|${p.model}`.toLowerCase();
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
writeFileSync(
  join(out, 'cec-products.json'),
  JSON.stringify({listDate: '2026-11-01', products: uniqueProducts}, null, 0) + '\n',
);

// CEC installers: accredited installers across the states, current and expired, some also SAA-accredited.
const firstNames = [
  'Liam',
  'Noah',
  'Oliver',
  'Jack',
  'William',
  'Leo',
  'Lucas',
  'Thomas',
  'Henry',
  'Charlie',
  'James',
  'Mason',
  'Ethan',
  'Harrison',
  'Cooper',
  'Hudson',
  'Lachlan',
  'Riley',
  'Archie',
  'Max',
  'Olivia',
  'Charlotte',
  'Amelia',
  'Isla',
  'Mia',
  'Ava',
  'Grace',
  'Chloe',
  'Sophie',
  'Zoe',
  'Ruby',
  'Matilda',
  'Harper',
  'Ella',
  'Emily',
  'Daniel',
  'Benjamin',
  'Samuel',
  'Joshua',
  'Nathan',
  'Ryan',
  'Dylan',
  'Connor',
  'Blake',
  'Jordan',
  'Aaron',
  'Kieran',
  'Brodie',
  'Jesse',
  'Mitchell',
];
const lastNames = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Thomas',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'James',
  'Phillips',
  'Mitchell',
  'Turner',
  'Campbell',
  "O'Brien",
  'Murphy',
  'Edwards',
  'Tran',
  'Le',
  'Scott',
  'Young',
  'Baker',
  'Morris',
  'Cooper',
  'Ward',
  'Collins',
  'Stewart',
];
const trades = ['Solar', 'Electrical', 'Energy', 'Power', 'Sun', 'Green Energy', 'Renewables', 'Electrics'];
const postcodes = readFileSync(join(root, 'fixtures', 'postcodes.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map(l => l.split(','));
const installers = [];
for (let i = 0; i < 4200; i++) {
  const first = pick(firstNames);
  const last = pick(lastNames);
  const [postcode, city, state] = pick(postcodes);
  const awarded = day(2008, 2025);
  const current = rand() < 0.82;
  const expiry = current ? day(2027, 2028) : day(2019, 2026).replace(/^2026-(1[1-2])/, '2026-09');
  const saa = rand() < 0.55;
  const saaAwarded = saa ? day(2012, 2025) : null;
  const saaCurrent = saa && rand() < 0.85;
  installers.push({
    accCode: `A${String(1000000 + i * 37 + int(0, 36)).padStart(7, '0')}`,
    firstName: first,
    lastName: last,
    accountName: rand() < 0.6 ? `${last.replace("'", '')} ${pick(trades)} Pty Ltd` : `${first} ${last}`,
    email: `${first}.${last}${i}`.toLowerCase().replace("'", '') + '@installers.example',
    mobile: `04${String(int(0, 99999999)).padStart(8, '0')}`,
    phone: rand() < 0.4 ? `0${pick(['2', '3', '7', '8'])}${String(int(0, 99999999)).padStart(8, '0')}` : null,
    postalCode: postcode,
    city,
    state,
    fullAwardDate: awarded,
    expiryDate: expiry,
    status: current ? 'Current' : 'Expired',
    saaCode: saa ? `S${String(int(10000, 99999))}` : null,
    saaAwardDate: saaAwarded,
    saaExpiryDate: saa ? (saaCurrent ? day(2027, 2028) : day(2020, 2025)) : null,
    saaStatus: saa ? (saaCurrent ? 'Current' : 'Expired') : null,
  });
}
writeFileSync(join(out, 'cec-installers.json'), JSON.stringify({listDate: '2026-11-01', installers}, null, 0) + '\n');

// Manufacturer products: the product data the battery makers with portal accounts publish themselves.
const manufacturerProducts = brands.slice(0, 8).map(b => ({
  brand: b.name,
  products: b.models.map(m => ({
    model: m.model,
    productType: m.productType,
    wattage: m.wattage,
    fireTested: m.fireTested,
  })),
}));
writeFileSync(
  join(out, 'manufacturer-products.json'),
  JSON.stringify({manufacturers: manufacturerProducts}, null, 1) + '\n',
);

// The verification-service registry (GET {vsp host}/api/endpoint): manufacturers with their suppliers and
// the dates each link holds, the verification endpoints, and the apps that call them.
const importers = JSON.parse(readFileSync(join(root, 'fixtures', 'importers.json'), 'utf8'));
const registry = {
  manufacturers: [
    {
      name: 'Demo Energy',
      suppliers: [
        {name: 'Demo Supply Co', abn: importers[0].abn, startDate: '2024-01-01', endDate: null},
        {name: 'Demo Distribution Pty Ltd', abn: importers[1].abn, startDate: '2024-01-01', endDate: null},
        {name: 'Solar Juice Pty Ltd', abn: importers[2].abn, startDate: '2026-11-01', endDate: null},
      ],
    },
    {
      name: 'Austral Demo Batteries',
      suppliers: [
        {name: 'Demo Distribution Pty Ltd', abn: importers[1].abn, startDate: '2024-01-01', endDate: null},
        {name: 'Rexel Australia', abn: importers[3].abn, startDate: '2025-03-01', endDate: '2026-06-30'},
      ],
    },
    ...brands.slice(2).map((b, i) => ({
      name: b.name,
      suppliers: importers.slice(2 + (i % 10), 5 + (i % 10)).map((imp, j) => ({
        name: imp.name,
        abn: imp.abn,
        startDate: day(2022, 2025),
        endDate: j === 2 ? '2026-12-31' : null,
      })),
    })),
  ],
  endpoints: [
    {name: 'VoltCheck verification', url: 'https://voltcheck.example/api/v1/verifications', version: 'v1'},
    {name: 'Green Deal Serial Check', url: 'https://verify.greendeal.example/api/v1/check', version: 'v1'},
    {name: 'Formbay Verify', url: 'https://api.formbay.example/verify', version: 'v2'},
  ],
  apps: [
    {name: 'SolarCheck Installer', provider: 'SolarCheck Pty Ltd', platform: 'iOS, Android', approvedOn: '2024-05-01'},
    {name: 'Bridge Select', provider: 'Bridge Select Pty Ltd', platform: 'Web', approvedOn: '2024-08-15'},
    {name: 'Green Deal Install', provider: 'Green Deal Australia', platform: 'Android', approvedOn: '2025-02-03'},
  ],
};
writeFileSync(join(out, 'vsp-endpoint.json'), JSON.stringify(registry, null, 1) + '\n');

writeFileSync(
  join(out, 'new-apps.json'),
  JSON.stringify(
    {
      apps: [
        {name: 'Rapid Solar Installs', provider: 'Rapid Solar Software', platform: 'iOS', approvedOn: '2026-10-20'},
        {name: 'SunTrack Field', provider: 'SunTrack Systems Pty Ltd', platform: 'Android', approvedOn: '2026-10-28'},
      ],
    },
    null,
    1,
  ) + '\n',
);

// Certificates by name: what the regulator's register says of each product test certificate.
const certs = {};
for (const p of uniqueProducts.filter((_, i) => i % 40 === 0)) {
  const name = `CERT-${p.brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 4)
    .toUpperCase()}-${p.model.replace(/[^A-Za-z0-9]/g, '').slice(0, 10)}`;
  certs[name] = {
    certName: name,
    brand: p.brand,
    model: p.model,
    standard:
      p.productType === 'battery'
        ? 'IEC 62619:2022'
        : p.productType === 'panel'
          ? 'IEC 61730-1:2023'
          : 'AS/NZS 4777.2:2020',
    issuer: pick(['TÜV Rheinland', 'SGS', 'Intertek', 'Bureau Veritas', 'UL']),
    issuedOn: p.approvedDate,
    expiresOn: p.expiryDate,
    status: 'Valid',
  };
}
certs['CERT-DEMO-DE10'] = {
  certName: 'CERT-DEMO-DE10',
  brand: 'Demo Energy',
  model: 'DE-10',
  standard: 'IEC 62619:2022',
  issuer: 'TÜV Rheinland',
  issuedOn: '2024-01-10',
  expiresOn: '2029-01-10',
  status: 'Valid',
};
writeFileSync(join(out, 'cert-info.json'), JSON.stringify(certs, null, 1) + '\n');

// Analytics: one line per app and day of verification traffic across 2026.
const apps = ['SolarCheck Installer', 'Bridge Select', 'Green Deal Install'];
const lines = ['date,appName,requests,verified,notVerified,installations'];
for (
  let d = new Date('2026-01-01T00:00:00Z');
  d < new Date('2027-01-01T00:00:00Z');
  d = new Date(d.getTime() + 86400000)
)
  for (const app of apps) {
    const requests = int(20, 400);
    const verified = Math.floor(requests * (0.85 + rand() * 0.14));
    lines.push(
      `${d.toISOString()},${app},${requests},${verified},${requests - verified},${Math.floor(requests / int(2, 5))}`,
    );
  }
writeFileSync(join(out, 'analytics.csv'), lines.join('\n') + '\n');
console.log(
  `${uniqueProducts.length} products, ${installers.length} installers, ${Object.keys(certs).length} certificates`,
);
