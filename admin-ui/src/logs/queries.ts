import {gql} from '@apollo/client';
import {VERIFICATION_LOG_FIELDS} from '../graphql/fragments';

export const ALL_LOGS = gql`
  query AdminLogs($filter: String, $skip: Int, $first: Int, $requestType: Int) {
    allLogs(filter: $filter, skip: $skip, first: $first, requestType: $requestType) {
      count
      countCapped
      list {
        ...VerificationLogFields
        requestBatchId
        requesterName
        requesterAbn
        requesterType
        requestedTime
        requesterAppName
        latitude
        longitude
      }
    }
  }
  ${VERIFICATION_LOG_FIELDS}
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
        ...VerificationLogFields
      }
    }
  }
  ${VERIFICATION_LOG_FIELDS}
`;
