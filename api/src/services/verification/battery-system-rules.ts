import type {SystemsRow} from './verification-batch-decision.sql';
import type {ReasonCode, SerialCandidate} from './verification-rules';

/** The 2025 battery rules: a system holds 5 to 100 kWh nominal; certificates count its first 50 kWh usable. */
export const SYSTEM_NOMINAL_KWH = {min: 5, max: 100} as const;
export const ELIGIBLE_USABLE_KWH_CAP = 50;

/** A unit's system as the answer gives it. */
export interface SystemAnswer {
  moduleCount: number;
  /** The approved configuration of this module count at the installation date, or null. */
  configuration: {moduleCount: number; nominalKWh: number; usableKWh: number} | null;
  nominalKWh: number;
  usableKWh: number;
  eligibleUsableKWh: number;
  /** An upgrade of the system already verified at the premises: its configuration before (only on upgrades). */
  upgradedFrom?: {moduleCount: number; nominalKWh: number; usableKWh: number};
}

export interface ModuleDecision {
  reason: ReasonCode;
  serial?: SerialCandidate;
}

const kwh = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Decides a unit with its modules, after each was decided on its own (identity, state, approval). A module must be
 * of a model that fits the unit's and not be uploaded under another unit; the unit must list every module uploaded
 * under it (and a modular unit at least one); the modules' nominal capacity must be 5 to 100 kWh; and the module
 * count must be an approved configuration at the date. The unit is VERIFIED only when all of it is.
 */
export function decideSystem(
  unit: {reason: ReasonCode; serial?: SerialCandidate},
  modules: ModuleDecision[],
  stored: SystemsRow,
  onDate: string,
): {unitReason: ReasonCode; moduleReasons: ReasonCode[]; system: SystemAnswer} {
  const own = unit.serial;
  const fits = new Map(stored.fits.filter(f => f.bmu === own?.productId).map(f => [f.module, f]));
  const moduleReasons = modules.map((m): ReasonCode => {
    if (m.reason !== 'VERIFIED' || !m.serial) return m.reason;
    if (!fits.has(m.serial.productId)) return 'MODULE_NOT_COMPATIBLE';
    if (m.serial.parentSerialId !== null && m.serial.parentSerialId !== own?.id) return 'MODULE_NOT_COMPATIBLE';
    return 'VERIFIED';
  });
  let nominal = 0;
  let usable = 0;
  for (const m of modules) {
    const fit = m.serial ? fits.get(m.serial.productId) : undefined;
    nominal += fit ? Number(fit.nominalKWh) : 0;
    usable += fit ? Number(fit.usableKWh) : 0;
  }
  const approved = stored.configurations.find(
    c =>
      c.bmu === own?.productId &&
      c.moduleCount === modules.length &&
      (!c.approvedDate || c.approvedDate <= onDate) &&
      (!c.expiryDate || c.expiryDate >= onDate),
  );
  const system: SystemAnswer = {
    moduleCount: modules.length,
    configuration: approved
      ? {
          moduleCount: approved.moduleCount,
          nominalKWh: Number(approved.nominalKWh),
          usableKWh: Number(approved.usableKWh),
        }
      : null,
    nominalKWh: kwh(nominal),
    usableKWh: kwh(usable),
    eligibleUsableKWh: kwh(Math.min(usable, ELIGIBLE_USABLE_KWH_CAP)),
  };
  const listed = new Set(modules.map(m => m.serial?.id));
  const uploaded = stored.children.filter(c => c.unitId === own?.id);
  const unitReason = ((): ReasonCode => {
    if (unit.reason !== 'VERIFIED' || !own) return unit.reason;
    if (!own.modular) return modules.length ? 'MODULE_NOT_COMPATIBLE' : 'VERIFIED';
    if (!modules.length || uploaded.some(c => !listed.has(c.id))) return 'MODULES_MISSING';
    const failed = moduleReasons.find(r => r !== 'VERIFIED');
    if (failed) return failed;
    if (nominal < SYSTEM_NOMINAL_KWH.min || nominal > SYSTEM_NOMINAL_KWH.max) return 'CAPACITY_OUT_OF_RANGE';
    if (!approved) return 'MODULE_COUNT_NOT_APPROVED';
    return 'VERIFIED';
  })();
  return {unitReason, moduleReasons, system};
}
