/**
 * The modular battery products of the CEC products list: a module model carries its own capacity (`module`), and a
 * battery management unit (BMU) model names the module models that fit it and its approved configurations
 * (`system`). Both are optional members of a listed product.
 */
export interface SourceModule {
  nominalKWh: number;
  usableKWh: number;
}

export interface SourceConfiguration {
  moduleCount: number;
  nominalKWh: number;
  usableKWh: number;
  approvedDate: string | null;
  expiryDate: string | null;
}

export interface SourceSystem {
  modules: string[];
  configurations: SourceConfiguration[];
}

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
const dateOrNull = (d: unknown) =>
  d === null || d === undefined || (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d));

export function validModule(m: SourceModule | undefined): boolean {
  return (
    m === undefined || m === null || (positive(m.nominalKWh) && positive(m.usableKWh) && m.usableKWh <= m.nominalKWh)
  );
}

function validConfiguration(c: SourceConfiguration): boolean {
  return (
    !!c &&
    Number.isInteger(c.moduleCount) &&
    c.moduleCount >= 1 &&
    c.moduleCount <= 500 &&
    positive(c.nominalKWh) &&
    positive(c.usableKWh) &&
    c.usableKWh <= c.nominalKWh &&
    dateOrNull(c.approvedDate) &&
    dateOrNull(c.expiryDate)
  );
}

/**
 * A system is complete when it names at least one module model that the same list gives as a module of the same
 * brand, and has at least one configuration, each module count once.
 */
export function validSystem(
  system: SourceSystem | undefined,
  brand: string,
  isModule: (brand: string, model: string) => boolean,
): boolean {
  if (system === undefined || system === null) return true;
  if (!Array.isArray(system.modules) || !Array.isArray(system.configurations)) return false;
  if (!system.modules.length || !system.configurations.length) return false;
  if (!system.modules.every(m => typeof m === 'string' && isModule(brand, m))) return false;
  const counts = system.configurations.map(c => c?.moduleCount);
  return system.configurations.every(validConfiguration) && new Set(counts).size === counts.length;
}
