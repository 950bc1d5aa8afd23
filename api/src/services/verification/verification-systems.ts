import {decideSystem, SystemAnswer} from './battery-system-rules';
import type {DecisionInputs} from './verification-batch.repository';
import type {SerialDetails, SystemsRow} from './verification-batch-decision.sql';
import type {VerificationItem} from './verification-request';
import {decide, normaliseSerial, ReasonCode, SerialCandidate} from './verification-rules';

/** A module of a unit, as decided. */
export interface ModuleOutcome {
  module: {serial: string; model?: string};
  norm: string;
  reason: ReasonCode;
  serial?: SerialDetails;
}

/** An item of a request, as decided: a unit of a battery system also carries its modules and its system. */
export interface ItemDecision {
  item: VerificationItem;
  norm: string;
  reason: ReasonCode;
  serial?: SerialDetails;
  manufacturerId: number | null;
  verified: boolean;
  modules?: ModuleOutcome[];
  system?: SystemAnswer;
}

/** What deciding the serials of one request shares: what was read, the date, and the serials already claimed. */
export interface DecisionContext extends Pick<DecisionInputs, 'serials' | 'brands' | 'sameInstallationIds'> {
  onDate: string;
  /** Serials verified earlier in this request: one serial twice in one installation counts once. */
  claimed: Set<number>;
}

/** A serial verified a second time in the same request answers ALREADY_INSTALLED when `counts`; else it is claimed. */
export function claimOnce(
  decided: {reason: ReasonCode; serial?: SerialCandidate},
  claimed: Set<number>,
  counts: boolean,
): ReasonCode {
  if (decided.reason !== 'VERIFIED' || !decided.serial) return decided.reason;
  if (counts && claimed.has(decided.serial.id)) return 'ALREADY_INSTALLED';
  claimed.add(decided.serial.id);
  return 'VERIFIED';
}

/** The stored serial an answer may describe: none for a serial of another brand, or none found. */
export function shownSerial(reason: ReasonCode, serial: SerialCandidate | undefined): SerialDetails | undefined {
  return reason === 'BRAND_MISMATCH' || reason === 'NOT_FOUND' ? undefined : (serial as SerialDetails | undefined);
}

/** Whether an item is a battery system's unit: it lists modules, or its stored model is modular. */
export function isSystemItem(d: ItemDecision): boolean {
  return d.item.modules !== undefined || !!d.serial?.modular;
}

/** A module sent without its model is checked against the model stored for it (of the unit's brand). */
function ownModel(candidates: SerialCandidate[] | undefined, brandId: number | undefined): string {
  return candidates?.find(c => c.brandId === brandId)?.model ?? '';
}

function decideModule(d: ItemDecision, module: ModuleOutcome['module'], ctx: DecisionContext): ModuleOutcome {
  const norm = normaliseSerial(module.serial);
  const found = decide(ctx.serials.get(norm) ?? [], {
    requestedBrandId: d.serial?.brandId ?? ctx.brands.get(d.item.brand.trim().toLowerCase())?.id ?? null,
    requestedModel: module.model ?? ownModel(ctx.serials.get(norm), d.serial?.brandId),
    onDate: ctx.onDate,
    sameInstallationIds: ctx.sameInstallationIds,
    photoMissing: false,
  });
  return {module, norm, reason: claimOnce(found, ctx.claimed, true), serial: found.serial as SerialDetails | undefined};
}

/**
 * Decides the units of battery systems (`isSystemItem`) with their modules, in place: each module on its own, then
 * the whole system (battery-system-rules); the unit's reason becomes the system's.
 */
export function decideSystems(units: ItemDecision[], stored: SystemsRow, ctx: DecisionContext): void {
  for (const d of units) {
    const modules = (d.item.modules ?? []).map(m => decideModule(d, m, ctx));
    const decided = decideSystem({reason: d.reason, serial: d.serial}, modules, stored, ctx.onDate);
    d.reason = decided.unitReason;
    d.verified = decided.unitReason === 'VERIFIED';
    d.system = decided.system;
    d.modules = modules.map((m, k) => ({
      ...m,
      reason: decided.moduleReasons[k],
      serial: shownSerial(decided.moduleReasons[k], m.serial),
    }));
  }
}

/** Every module is a serial of its own: one product log each, after the items' logs (their ids stay in item order). */
export function moduleLogs(decisions: ItemDecision[]) {
  return decisions.flatMap(d =>
    (d.modules ?? []).map(m => ({
      item: {serial: m.module.serial, brand: d.item.brand, model: m.module.model ?? m.serial?.model ?? ''},
      norm: m.norm,
      reason: m.reason,
      serial: m.serial,
      manufacturerId: d.manufacturerId,
      verified: m.reason === 'VERIFIED',
    })),
  );
}
