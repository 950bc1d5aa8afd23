import {integratorWarrantyLink} from '../product-lines/product-line-file-paths';
import {WireFormat} from './verification-request';
import {ReasonCode, RecallShown} from './verification-rules';
import type {SystemAnswer} from './battery-system-rules';
import {renderXmlDocument} from './verification-xml';
import {SerialDetails} from './verification-batch-decision.sql';

export interface VerificationResult {
  serial: string;
  verified: boolean;
  reason: ReasonCode;
  brand: string | null;
  model: string | null;
  productLine: string | null;
  approvedDate: string | null;
  expiryDate: string | null;
  warranty: {
    componentInYears: number | null;
    componentWarrantyLink: string | null;
    performanceInYears: number | null;
    performanceWarrantyLink: string | null;
  } | null;
  ledgerStatus: string | null;
  /** RECALLED only: the recall, with what to do and where its notice is. */
  recall?: RecallShown;
  /** A battery system's unit: each module's own result (only when the item is a system's unit). */
  modules?: Array<{serial: string; verified: boolean; reason: ReasonCode}>;
  /** A battery system's unit: its capacity and approved configuration. */
  system?: SystemAnswer;
}

export interface VerificationResponse {
  batchId: string;
  requestId: string;
  requestType: number;
  installationId: number | null;
  verifiedAt: string;
  results: VerificationResult[];
}

/** One answer line; product details are given only where the serial is the brand's own. */
export function resultFor(
  serialSent: string,
  reason: ReasonCode,
  serial: SerialDetails | undefined,
): VerificationResult {
  const known = serial && reason !== 'BRAND_MISMATCH' && reason !== 'NOT_FOUND' ? serial : undefined;
  const years = (v: string | null) => (v === null ? null : Number(v));
  return {
    serial: serialSent,
    verified: reason === 'VERIFIED',
    reason,
    brand: known?.brand ?? null,
    model: known?.model ?? null,
    productLine: known?.productLine ?? null,
    approvedDate: known?.approvedDate ?? null,
    expiryDate: known?.expiryDate ?? null,
    warranty: known?.productLine
      ? {
          componentInYears: years(known.componentInYears),
          componentWarrantyLink: integratorWarrantyLink(known.componentWarrantyLink),
          performanceInYears: years(known.performanceInYears),
          performanceWarrantyLink: integratorWarrantyLink(known.performanceWarrantyLink),
        }
      : null,
    ledgerStatus: known?.ledgerStatus ?? null,
    ...(reason === 'RECALLED' && known?.recall ? {recall: known.recall} : {}),
  };
}

/** An answer as it goes on the wire (and is signed): JSON, or XML with the same element names. */
export function renderVerificationResponse(answer: VerificationResponse, format: WireFormat): Buffer {
  return format === 'xml'
    ? renderXmlDocument('verificationResponse', answer)
    : Buffer.from(JSON.stringify(answer), 'utf8');
}
