import type {ReasonCode} from './verification-rules';

/** A system's size as premises compare it (the answer's `system` has these members). */
export interface SystemSize {
  moduleCount: number;
  nominalKWh: number;
  usableKWh: number;
}

/** The battery system already verified at an installation's NMI (table premises_system). */
export interface PremisesSystem {
  nmi: string;
  unitId: number;
  installationId: number;
  moduleCount: number;
  nominalKWh: number;
  usableKWh: number;
}

/** What an installation writes about its premises: a first system, or an upgrade of the one there (`before`). */
export interface PremisesClaim {
  nmi: string;
  unitId: number;
  moduleCount: number;
  nominalKWh: number;
  usableKWh: number;
  /** An upgrade: the module count the premises' row must still hold (else another installation upgraded first). */
  before: number | null;
}

/** The 2025 battery rules: modules added later must add at least this much nominal capacity. */
export const UPGRADE_MIN_ADDED_KWH = 5;

/**
 * Whether a unit sent to an installation upgrades the system verified at its premises: it is that system's unit and
 * the request lists more modules than it held. Its earlier installations then count as this one for the unit and
 * the modules already under it.
 */
export function isUpgrade(premises: PremisesSystem | null, unitId: number | undefined, listed: number): boolean {
  return !!premises && premises.unitId === unitId && listed > premises.moduleCount;
}

/**
 * One system per premises, for a unit an installation verified as a system: a first system claims the NMI; another
 * unit at a claimed NMI (or a second one in the same request) answers PREMISES_ALREADY_CLAIMED; an upgrade must add
 * at least 5 kWh nominal (its approved configuration and the 100 kWh ceiling were decided with the system) and then
 * names the configuration before it. The unit of the premises' system sent again unchanged claims nothing new.
 */
export function decidePremises(
  unitId: number,
  system: SystemSize,
  premises: PremisesSystem | null,
  nmi: string,
  claimedInRequest: boolean,
): {reason: ReasonCode; claim?: PremisesClaim; upgradedFrom?: SystemSize} {
  const claim = {
    nmi,
    unitId,
    moduleCount: system.moduleCount,
    nominalKWh: system.nominalKWh,
    usableKWh: system.usableKWh,
  };
  if (claimedInRequest) return {reason: 'PREMISES_ALREADY_CLAIMED'};
  if (!premises) return {reason: 'VERIFIED', claim: {...claim, before: null}};
  if (premises.unitId !== unitId) return {reason: 'PREMISES_ALREADY_CLAIMED'};
  if (system.moduleCount <= premises.moduleCount) return {reason: 'VERIFIED'};
  if (system.nominalKWh - premises.nominalKWh < UPGRADE_MIN_ADDED_KWH) return {reason: 'PREMISES_ALREADY_CLAIMED'};
  return {
    reason: 'VERIFIED',
    claim: {...claim, before: premises.moduleCount},
    upgradedFrom: {
      moduleCount: premises.moduleCount,
      nominalKWh: Number(premises.nominalKWh),
      usableKWh: Number(premises.usableKWh),
    },
  };
}
