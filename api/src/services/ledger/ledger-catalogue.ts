import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** What the simulated ledger checks serials against: the CEC product list and the supplier links. */
export interface LedgerCatalogue {
  /** lower-case brand → its spelling and its models (lower case → spelling). */
  brands: Map<string, {name: string; models: Map<string, string>}>;
  /** lower-case brand → lower-case supplier names linked to it today. */
  suppliers: Map<string, Set<string>>;
}

interface ProductsFile {
  products: {brand: string; model: string}[];
}
interface RegistryFile {
  manufacturers: {name: string; suppliers: {name: string; startDate: string | null; endDate: string | null}[]}[];
}

/** The catalogue from the fixture source's files (fixtures/sources: cec-products.json, vsp-endpoint.json). */
export function loadLedgerCatalogue(dir: string, today = new Date().toISOString().slice(0, 10)): LedgerCatalogue {
  const products = JSON.parse(readFileSync(join(dir, 'cec-products.json'), 'utf8')) as ProductsFile;
  const registry = JSON.parse(readFileSync(join(dir, 'vsp-endpoint.json'), 'utf8')) as RegistryFile;
  return catalogueOf(
    products.products,
    registry.manufacturers.flatMap(m =>
      m.suppliers
        .filter(s => (!s.startDate || s.startDate <= today) && (!s.endDate || s.endDate >= today))
        .map(s => ({brand: m.name, supplier: s.name})),
    ),
  );
}

export function catalogueOf(
  products: {brand: string; model: string}[],
  links: {brand: string; supplier: string}[],
): LedgerCatalogue {
  const brands: LedgerCatalogue['brands'] = new Map();
  for (const p of products) {
    const key = p.brand.toLowerCase();
    const brand = brands.get(key) ?? {name: p.brand, models: new Map<string, string>()};
    brand.models.set(p.model.toLowerCase(), p.model);
    brands.set(key, brand);
  }
  const suppliers: LedgerCatalogue['suppliers'] = new Map();
  for (const l of links) {
    const key = l.brand.toLowerCase();
    suppliers.set(key, (suppliers.get(key) ?? new Set()).add(l.supplier.toLowerCase()));
  }
  return {brands, suppliers};
}
