import {decideSystem, SystemAnswer} from './battery-system-rules';
import {decidePremises, isUpgrade, PremisesClaim} from './premises-rules';
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
  /** An installation request: a serial twice counts once, and a verified system claims its premises (`nmi`). */
  installing: boolean;
  nmi: string | null;
  /** The provider requires a photo per serial. */
  photoRequired: boolean;
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
  return {
    module,
    norm,
    reason: claimOnce(found, ctx.claimed, ctx.installing),
    serial: found.serial as SerialDetails | undefined,
  };
}

/**
 * An upgrade of the premises' system: the unit and the modules already under it were installed by earlier
 * installations, which count as this one for them; the unit is decided again on that footing.
 */
function upgradeContext(d: ItemDecision, ctx: DecisionContext): DecisionContext {
  const unit = d.serial!;
  const earlier = (d.item.modules ?? []).flatMap(m =>
    (ctx.serials.get(normaliseSerial(m.serial)) ?? [])
      .filter(c => c.parentSerialId === unit.id && c.installationId !== null)
      .map(c => c.installationId!),
  );
  const local = {...ctx, sameInstallationIds: [...ctx.sameInstallationIds, unit.installationId!, ...earlier]};
  const again = decide(ctx.serials.get(d.norm) ?? [], {
    requestedBrandId: unit.brandId,
    requestedModel: d.item.model,
    onDate: ctx.onDate,
    sameInstallationIds: local.sameInstallationIds,
    photoMissing: ctx.photoRequired && !d.item.photo,
  });
  d.reason = claimOnce(again, ctx.claimed, true);
  return local;
}

/**
 * Decides the units of battery systems (`isSystemItem`) with their modules, in place: each module on its own, then
 * the whole system (battery-system-rules), then, in an installation, its premises (premises-rules); the unit's
 * reason becomes the system's. Answers what the installation claims of its premises, if anything.
 */
export function decideSystems(units: ItemDecision[], stored: SystemsRow, ctx: DecisionContext): PremisesClaim[] {
  const claims: PremisesClaim[] = [];
  for (const d of units) {
    const premises = ctx.installing ? stored.premises : null;
    const upgrade = d.reason === 'ALREADY_INSTALLED' && isUpgrade(premises, d.serial?.id, d.item.modules?.length ?? 0);
    const local = upgrade ? upgradeContext(d, ctx) : ctx;
    const modules = (d.item.modules ?? []).map(m => decideModule(d, m, local));
    const decided = decideSystem({reason: d.reason, serial: d.serial}, modules, stored, ctx.onDate);
    if (ctx.installing && ctx.nmi && decided.unitReason === 'VERIFIED') {
      const p = decidePremises(d.serial!.id, decided.system, premises, ctx.nmi, claims.length > 0);
      decided.unitReason = p.reason;
      if (p.claim) claims.push(p.claim);
      if (p.upgradedFrom) decided.system.upgradedFrom = p.upgradedFrom;
    }
    d.reason = decided.unitReason;
    d.verified = decided.unitReason === 'VERIFIED';
    d.system = decided.system;
    d.modules = modules.map((m, k) => ({
      ...m,
      reason: decided.moduleReasons[k],
      serial: shownSerial(decided.moduleReasons[k], m.serial),
    }));
  }
  return claims;
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

/** Another installation claimed the premises first (premises.sql): the request is decided again. */
export class PremisesTaken extends Error {
  constructor() {
    super('premises claimed by a concurrent installation');
  }
}
