import {gql} from '@apollo/client';

export const ALL_LOGS = gql`
  query AdminLogs($filter: String, $skip: Int, $first: Int, $requestType: Int) {
    allLogs(filter: $filter, skip: $skip, first: $first, requestType: $requestType) {
      count
      countCapped
      list {
        productLogId
        failedSerial
        requestBatchId
        status
        reason
        requestedBrand
        requestedModel
        requesterName
        requesterAbn
        requesterType
        requestedTime
        requesterAppName
        latitude
        longitude
        parralelImportComment
      }
    }
  }
`;

export const VERIFICATION_BATCH = gql`
  query AdminVerificationBatch($batchId: ID!) {
    verificationBatch(batchId: $batchId) {
      batchId
      isTest
      requestId
      requestType
      requestFormat
      responseFormat
      signature
      createdOn
      appProviderName
      installation {
        productInstallationId
        installationDate
        city
        state
        postCode
        installerAccreditationCode
        retailerName
        ratedPower
        latitude
        longitude
      }
      items {
        productLogId
        failedSerial
        status
        reason
        requestedBrand
        requestedModel
        parralelImportComment
      }
    }
  }
`;
