/**
 * The wire protocol between the ledger connector and the regulator's serial ledger (server.md section 4):
 * `POST {base}/records` with a batch of changes, each under a key the ledger answers idempotently (the
 * same key again gets the first answer again, and changes nothing).
 */

import type {SerialLedgerStatus} from '../../models';

/** The ledger's error kinds (document 002, the ledger's Error Filter values). */
export const LEDGER_ERRORS = {
  brand: 'Brand Mismatch',
  model: 'Brand & Model Mismatch',
  supplier: 'Brand, Model & Supplier Mismatch',
} as const;
export type LedgerError = (typeof LEDGER_ERRORS)[keyof typeof LEDGER_ERRORS];

/**
 * new: uploaded; delete: its upload was deleted; restore: back after a delete (restored or uploaded again);
 * status: its manufacturer changed its status (recalled, ineligible, available again).
 */
export type LedgerAction = 'new' | 'delete' | 'restore' | 'status';
export type LedgerStatus = SerialLedgerStatus;

export interface LedgerChange {
  /** serial id, upload id and action: one key per change of one serial. */
  key: string;
  action: LedgerAction;
  serial: string;
  brand: string;
  model: string;
  /** The supplier that uploaded it; null when the manufacturer did. */
  distributorName: string | null;
  /** A status update's new status and its reason (action status only). */
  status?: 'available' | 'recalled' | 'ineligible';
  reason?: string;
}

/** A supplier link the ledger learns (`POST {base}/links`): the supplier may upload serials of the brand. */
export interface LedgerLink {
  brand: string;
  supplier: string;
}

export interface LedgerAnswer {
  key: string;
  status: LedgerStatus;
  error: LedgerError | null;
  /** What the ledger's own source (the CEC list and the supplier links) holds for this serial. */
  sourceBrand: string | null;
  sourceModel: string | null;
  sourceDistributorName: string | null;
  /** When the ledger recorded it (ISO 8601). */
  time: string;
}

export interface LedgerSubmission {
  batchId: string;
  records: LedgerChange[];
}

export interface LedgerReply {
  batchId: string;
  records: LedgerAnswer[];
}
