import {gql} from '@apollo/client';

/**
 * A verification request as both apps' Failed and Parallel Import lists show it (who asked, when, for which brand
 * and model, and the parallel-import comment). The portal adds what its detail dialogs need beside it.
 */
export const REQUEST_LOG_FIELDS = gql`
  fragment RequestLogFields on ProductLog {
    productLogId
    failedSerial
    requestedTime
    requesterName
    requesterType
    requestedBrand
    requestedModel
    requesterAppName
    parralelImportComment
  }
`;
