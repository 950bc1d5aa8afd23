import type {Product, ProductSerial} from '../../models';

/** The reason codes of server.md section 3, and the one function that decides them. */
export type ReasonCode =
  | 'VERIFIED'
  | 'NOT_FOUND'
  | 'BRAND_MISMATCH'
  | 'MODEL_MISMATCH'
  | 'ALREADY_INSTALLED'
  | 'WITHDRAWN'
  | 'RECALLED'
  | 'INELIGIBLE'
  | 'MODEL_NOT_APPROVED'
  | 'MODEL_EXPIRED'
  | 'PHOTO_REQUIRED'
  | 'MODULE_COUNT_NOT_APPROVED'
  | 'MODULE_NOT_COMPATIBLE'
  | 'MODULES_MISSING'
  | 'CAPACITY_OUT_OF_RANGE'
  | 'PREMISES_ALREADY_CLAIMED';

/** A stored serial as the verification sees it (any brand with the same normalised serial), its model and brand. */
export type SerialCandidate = Required<
  Pick<ProductSerial, 'id' | 'brandId' | 'manufacturerId' | 'productId' | 'state' | 'installationId'>
> &
  Required<Pick<Product, 'model' | 'approvedDate' | 'expiryDate'>> & {
    brand: string;
    /** Its model is a battery system's unit model (it has approved configurations). */
    modular: boolean;
    /** The unit a module serial was uploaded under. */
    parentSerialId: number | null;
    /** Its manufacturer's word on it (available when absent): recalled or ineligible units are not verified. */
    status?: 'available' | 'recalled' | 'ineligible';
    /** A sandbox (test) serial: its requests belong to no manufacturer and its installation counts for none. */
    sandbox?: boolean;
    /** A recalled unit's recall, as answers show it. */
    recall?: RecallShown | null;
  };

/** What an answer tells of a recall: enough for the installer to act. */
export interface RecallShown {
  title: string;
  remedy: string;
  noticeUrl: string;
}

export interface ItemContext {
  /** The brand sent, when it is a known brand. */
  requestedBrandId: number | null;
  requestedModel: string;
  /** The date the model's approval must cover: the installation date, or today. */
  onDate: string;
  /** Installations that count as "this same installation" for an installed serial. */
  sameInstallationIds: number[];
  photoMissing: boolean;
}

/** Trimmed, upper case, inner spaces removed: how serials are compared everywhere. */
export function normaliseSerial(serial: string): string {
  return serial.trim().toUpperCase().replace(/\s+/g, '');
}

/** Trimmed, upper case, inner spaces collapsed: how model names are compared everywhere. */
export function modelKey(model: string): string {
  return model.trim().toUpperCase().replace(/\s+/g, ' ');
}

function sameText(a: string, b: string): boolean {
  return modelKey(a) === modelKey(b);
}

/**
 * Decides one item. Identity first (is it this brand's and this model's serial?), then the unit's
 * state and its manufacturer's status (a recall or ineligibility outranks where the unit is installed:
 * an installed unit keeps its installation and is answered with its status), then the model's
 * approval, then the provider's photo rule.
 */
export function decide(
  candidates: SerialCandidate[],
  ctx: ItemContext,
): {reason: ReasonCode; serial?: SerialCandidate} {
  const own = ctx.requestedBrandId === null ? undefined : candidates.find(c => c.brandId === ctx.requestedBrandId);
  if (!own) return {reason: candidates.length ? 'BRAND_MISMATCH' : 'NOT_FOUND', serial: candidates[0]};
  if (!sameText(own.model, ctx.requestedModel)) return {reason: 'MODEL_MISMATCH', serial: own};
  if (own.state === 'withdrawn') return {reason: 'WITHDRAWN', serial: own};
  if (own.status === 'recalled') return {reason: 'RECALLED', serial: own};
  if (own.status === 'ineligible') return {reason: 'INELIGIBLE', serial: own};
  if (
    own.state === 'installed' &&
    !(own.installationId !== null && ctx.sameInstallationIds.includes(own.installationId))
  ) {
    return {reason: 'ALREADY_INSTALLED', serial: own};
  }
  if (!own.approvedDate || own.approvedDate > ctx.onDate) return {reason: 'MODEL_NOT_APPROVED', serial: own};
  if (own.expiryDate && own.expiryDate < ctx.onDate) return {reason: 'MODEL_EXPIRED', serial: own};
  if (ctx.photoMissing) return {reason: 'PHOTO_REQUIRED', serial: own};
  return {reason: 'VERIFIED', serial: own};
}
