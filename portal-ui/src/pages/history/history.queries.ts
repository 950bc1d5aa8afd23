import {gql} from '@apollo/client';
import {api, ApiError} from '@voltcheck/api-client';

/** Page size of the upload history (document 001 section 9): skip = (page - 1) * 100. */
export const HISTORY_PAGE_SIZE = 100;

export const UPLOAD_HISTORY = gql`
  query UploadHistory($manufacturerId: ID, $filter: String, $skip: Int, $first: Int) {
    uploadHistory(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: $first) {
      count
      list {
        uploadId
        batchId
        manufacturerId
        sourceFileName
        systemFileName
        reportFileName
        totalRecords
        success
        failed
        type
        uploadedOn
        uploadedBy
        distributorId
        isDeleted
        deletedOn
        deletedBy
        restoredFrom
        restoredTo
        stateLabel
        deleteReason
        deletedCount
        undeletedCount
        canDeleteOrRestore
        user {
          firstName
          lastName
          email
        }
        ledgerHistory {
          ledgerPendingCount
          ledgerPassCount
          ledgerFailCount
          ledgerDeletedCount
          ledgerDate
        }
      }
    }
  }
`;

export interface UploadHistoryItem {
  uploadId: string;
  batchId: string;
  manufacturerId: string;
  sourceFileName: string | null;
  /** Null for uploads with no stored original (the demo fixtures). */
  systemFileName: string | null;
  reportFileName: string | null;
  totalRecords: number;
  success: number;
  failed: number;
  type: number;
  uploadedOn: string;
  uploadedBy: string | null;
  distributorId: string | null;
  isDeleted: boolean | null;
  deletedOn: string | null;
  deletedBy: string | null;
  restoredFrom: string | null;
  restoredTo: string | null;
  stateLabel: 'Original' | 'Restored' | 'Deleted' | string;
  deleteReason: string | null;
  deletedCount: number | null;
  undeletedCount: number | null;
  canDeleteOrRestore: boolean;
  user: {firstName: string | null; lastName: string | null; email: string | null} | null;
  ledgerHistory: {
    ledgerPendingCount: number;
    ledgerPassCount: number;
    ledgerFailCount: number;
    ledgerDeletedCount: number;
    ledgerDate: string | null;
  };
}

export interface UploadHistoryData {
  uploadHistory: {count: number; list: UploadHistoryItem[]};
}

/** The reasons of the delete dialog: the server's list (one home for the rule). */
export const DELETE_REASONS_QUERY = gql`
  query UploadDeleteReasons {
    uploadDeleteReasons
  }
`;

export const REASON_REQUIRED = 'Please select a reason for deletion.';
export const CUSTOM_REASON_REQUIRED = 'Please specify your custom reason.';
export const ADMIN_ACTION_ERROR = 'Some error has occured, please try again';

/**
 * POST /api/upload/delete or /restore. 200 and 400 are read as JSON (a 400's message is shown);
 * any other status gives the catalogue's generic message (document 001 sections 7 and 8).
 */
export async function uploadAdminAction(action: 'delete' | 'restore', body: Record<string, unknown>): Promise<string> {
  try {
    const answer = await api<{status?: boolean; message?: string}>(`/upload/${action}`, {method: 'POST', body});
    if (answer?.status === false) throw new Error(answer.message || ADMIN_ACTION_ERROR);
    return answer?.message ?? '';
  } catch (e) {
    if (e instanceof ApiError)
      throw new Error(e.status === 400 && e.message ? e.message : ADMIN_ACTION_ERROR, {cause: e});
    throw e;
  }
}
