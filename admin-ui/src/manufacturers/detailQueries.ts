import {gql, type TypedDocumentNode} from '@apollo/client';
import type {
  ManufacturerInstallationsQuery,
  ManufacturerInstallationsQueryVariables,
  ManufacturerInstalledSerialsQuery,
  ManufacturerInstalledSerialsQueryVariables,
  ManufacturerUploadsQuery,
  ManufacturerUploadsQueryVariables,
  ManufacturerFailedSerialsQuery,
  ManufacturerFailedSerialsQueryVariables,
  ManufacturerParallelImportsQuery,
  ManufacturerParallelImportsQueryVariables,
  ManufacturerSerialsQuery,
  ManufacturerSerialsQueryVariables,
} from '@voltcheck/api-client';
import {
  INSTALLED_SERIAL_FIELDS,
  MODEL_ROW_FIELDS,
  REQUEST_LOG_FIELDS,
  SERIAL_ROW_FIELDS,
  UPLOAD_FILE_FIELDS,
} from '@voltcheck/ui-shared';

export const DETAIL_MANUFACTURER = gql`
  query ManufacturerDetail($id: ID!) {
    Manufacturer(id: $id) {
      id
      name
      address
      email
      phone
      userName
      isActive
      totalSerial
      totalInstalled
      totalPending
      totalRequest
      totalFailed
    }
  }
`;

export const DETAIL_INSTALLATIONS: TypedDocumentNode<
  ManufacturerInstallationsQuery,
  ManufacturerInstallationsQueryVariables
> = gql`
  query ManufacturerInstallations($manufacturerId: ID, $skip: Int) {
    installations(manufacturerId: $manufacturerId, skip: $skip, first: 25) {
      count
      list {
        productInstallationId
        installationDate
        installerAccreditationCode
        retailerName
        productSerialCount
        address {
          city
          state
          postCode
        }
      }
    }
  }
`;

/** An installation's serials, as the Installation(verified) tab's dialog lists them (the portal's fields, systems included). */
export const DETAIL_INSTALLED_SERIALS: TypedDocumentNode<
  ManufacturerInstalledSerialsQuery,
  ManufacturerInstalledSerialsQueryVariables
> = gql`
  query ManufacturerInstalledSerials($installationId: ID!, $manufacturerId: ID) {
    installationSerialDetails(installationId: $installationId, manufacturerId: $manufacturerId) {
      ...InstalledSerialFields
    }
  }
  ${INSTALLED_SERIAL_FIELDS}
`;

export const DETAIL_UPLOADS: TypedDocumentNode<ManufacturerUploadsQuery, ManufacturerUploadsQueryVariables> = gql`
  query ManufacturerUploads($manufacturerId: ID, $skip: Int) {
    uploadHistory(manufacturerId: $manufacturerId, skip: $skip, first: 25) {
      count
      list {
        ...UploadFileFields
      }
    }
  }
  ${UPLOAD_FILE_FIELDS}
`;

/** The Serials tab's Failed sub-tab: requests for serials of this manufacturer that were never uploaded. */
export const DETAIL_FAILED: TypedDocumentNode<ManufacturerFailedSerialsQuery, ManufacturerFailedSerialsQueryVariables> =
  gql`
    query ManufacturerFailedSerials($manufacturerId: ID, $filter: String, $skip: Int) {
      FailedProductSerialListing(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: 25) {
        count
        list {
          ...RequestLogFields
        }
      }
    }
    ${REQUEST_LOG_FIELDS}
  `;

/** The Serials tab's Parallel Import sub-tab: requests that carry a parallel-import comment. */
export const DETAIL_PARALLEL: TypedDocumentNode<
  ManufacturerParallelImportsQuery,
  ManufacturerParallelImportsQueryVariables
> = gql`
  query ManufacturerParallelImports($manufacturerId: ID, $filter: String, $skip: Int) {
    AdminParallelImport(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: 25) {
      count
      list {
        ...RequestLogFields
      }
    }
  }
  ${REQUEST_LOG_FIELDS}
`;

/** The Models tab: the portal's models query, for the manufacturer named. */
export const DETAIL_MODELS = gql`
  query ManufacturerModels($manufacturerId: ID, $filter: String, $skip: Int) {
    products(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: 25) {
      count
      list {
        ...ModelRowFields
      }
    }
  }
  ${MODEL_ROW_FIELDS}
`;

/** The Serials tab: the portal's serial listing (type 1 installed, 2 available, otherwise all). */
export const DETAIL_SERIALS: TypedDocumentNode<ManufacturerSerialsQuery, ManufacturerSerialsQueryVariables> = gql`
  query ManufacturerSerials($manufacturerId: ID, $filter: String, $type: Int, $skip: Int) {
    ProductSerialListing(manufacturerId: $manufacturerId, filter: $filter, type: $type, skip: $skip, first: 25) {
      count
      list {
        ...SerialRowFields
      }
    }
  }
  ${SERIAL_ROW_FIELDS}
`;
