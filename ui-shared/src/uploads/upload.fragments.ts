import {gql} from '@apollo/client';

/**
 * An upload as both apps' upload histories show it: its figures, the files it kept (the downloads) and what delete
 * and restore need (state, whether it was restored, whether the server allows either). The portal adds its own
 * columns beside it.
 */
export const UPLOAD_FILE_FIELDS = gql`
  fragment UploadFileFields on UploadHistoryItem {
    uploadId
    batchId
    sourceFileName
    systemFileName
    reportFileName
    totalRecords
    success
    failed
    unitCount
    moduleCount
    uploadedOn
    stateLabel
    deleteReason
    restoredTo
    canDeleteOrRestore
  }
`;
