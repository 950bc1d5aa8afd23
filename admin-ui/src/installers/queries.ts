import {gql, type TypedDocumentNode} from '@apollo/client';
import type {MigratedInstallerListMutation, MigratedInstallerListMutationVariables} from '@voltcheck/api-client';

export const INSTALLERS = gql`
  query AdminInstallers($filter: String, $skip: Int, $first: Int, $additionalFilter: String) {
    installers(filter: $filter, skip: $skip, first: $first, additionalFilter: $additionalFilter) {
      installerCount
      installerUpdatedStatus
      list {
        installerId
        accCode
        firstName
        lastName
        accountName
        email
        mobile
        phone
        city
        state
        postalCode
        fullAwardDate
        expiryDate
        status
        sAACode
        sAAAwardDate
        sAAExpiryDate
        sAAStatus
        totalDataPack
        totalRequest
        totalFailed
      }
    }
  }
`;

/** Sent as a GraphQL multipart request (uploadWithGraphql): Apollo's link sends JSON only. */
export const IMPORT_INSTALLERS: TypedDocumentNode<
  MigratedInstallerListMutation,
  MigratedInstallerListMutationVariables
> = gql`
  mutation MigratedInstallerList($file: Upload!) {
    migratedInstallerList(file: $file) {
      message
      code
      success
      data
    }
  }
`;

/** Document 002, section 9. */
export const INSTALLER_PAGE_SIZE = 100;
