import {gql, type TypedDocumentNode} from '@apollo/client';
import type {UploadHistoryQuery, UploadHistoryQueryVariables} from '@voltcheck/api-client';
import {UPLOAD_FILE_FIELDS} from '@voltcheck/ui-shared';

/** Page size of the upload history (document 001 section 9): skip = (page - 1) * 100. */
export const HISTORY_PAGE_SIZE = 100;

export const UPLOAD_HISTORY: TypedDocumentNode<UploadHistoryQuery, UploadHistoryQueryVariables> = gql`
  query UploadHistory($manufacturerId: ID, $filter: String, $skip: Int, $first: Int) {
    uploadHistory(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: $first) {
      count
      list {
        ...UploadFileFields
        manufacturerId
        type
        uploadedBy
        distributorId
        isDeleted
        deletedOn
        deletedBy
        restoredFrom
        deletedCount
        undeletedCount
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
          ledgerFailReasons {
            error
            count
          }
        }
      }
    }
  }
  ${UPLOAD_FILE_FIELDS}
`;

/** One upload of the history, as UPLOAD_HISTORY selects it. */
export type UploadHistoryItem = UploadHistoryQuery['uploadHistory']['list'][number];

export {
  ADMIN_ACTION_ERROR,
  CUSTOM_REASON_REQUIRED,
  DELETE_REASONS_QUERY,
  REASON_REQUIRED,
  uploadAdminAction,
} from '@voltcheck/ui-shared';
