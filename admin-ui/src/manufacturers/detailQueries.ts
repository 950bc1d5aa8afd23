import {gql} from '@apollo/client';
import {INSTALLED_SERIAL_FIELDS} from '@voltcheck/ui-shared';

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

export const DETAIL_INSTALLATIONS = gql`
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
export const DETAIL_INSTALLED_SERIALS = gql`
  query ManufacturerInstalledSerials($installationId: ID!, $manufacturerId: ID) {
    installationSerialDetails(installationId: $installationId, manufacturerId: $manufacturerId) {
      ...InstalledSerialFields
    }
  }
  ${INSTALLED_SERIAL_FIELDS}
`;

/**
 * An upload as the Upload History tab shows it: its figures, the files it kept (the downloads) and what delete and
 * restore need (state, whether it was restored, whether the server allows either).
 */
export const DETAIL_UPLOAD_FIELDS = gql`
  fragment DetailUploadFields on UploadHistoryItem {
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

export const DETAIL_UPLOADS = gql`
  query ManufacturerUploads($manufacturerId: ID, $skip: Int) {
    uploadHistory(manufacturerId: $manufacturerId, skip: $skip, first: 25) {
      count
      list {
        ...DetailUploadFields
      }
    }
  }
  ${DETAIL_UPLOAD_FIELDS}
`;

/** A verification request as the Failed and Parallel Import sub-tabs list it (the portal's columns). */
export const DETAIL_REQUEST_FIELDS = gql`
  fragment DetailRequestFields on ProductLog {
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

/** The Serials tab's Failed sub-tab: requests for serials of this manufacturer that were never uploaded. */
export const DETAIL_FAILED = gql`
  query ManufacturerFailedSerials($manufacturerId: ID, $filter: String, $skip: Int) {
    FailedProductSerialListing(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: 25) {
      count
      list {
        ...DetailRequestFields
      }
    }
  }
  ${DETAIL_REQUEST_FIELDS}
`;

/** The Serials tab's Parallel Import sub-tab: requests that carry a parallel-import comment. */
export const DETAIL_PARALLEL = gql`
  query ManufacturerParallelImports($manufacturerId: ID, $filter: String, $skip: Int) {
    AdminParallelImport(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: 25) {
      count
      list {
        ...DetailRequestFields
      }
    }
  }
  ${DETAIL_REQUEST_FIELDS}
`;

/** The Models tab: the portal's models query, for the manufacturer named. */
export const DETAIL_MODELS = gql`
  query ManufacturerModels($manufacturerId: ID, $filter: String, $skip: Int) {
    products(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: 25) {
      count
      list {
        productId
        model
        productType
        wattage
        approvedDate
        expiryDate
        productLine {
          lineName
        }
        serialStats {
          pending
          installed
          failed
        }
        test
      }
    }
  }
`;

/** The Serials tab: the portal's serial listing (type 1 installed, 2 available, otherwise all). */
export const DETAIL_SERIALS = gql`
  query ManufacturerSerials($manufacturerId: ID, $filter: String, $type: Int, $skip: Int) {
    ProductSerialListing(manufacturerId: $manufacturerId, filter: $filter, type: $type, skip: $skip, first: 25) {
      count
      list {
        productSerialId
        serial
        model
        state
        supplier
        uploadedOn
        ledgerStatus
        status
      }
    }
  }
`;
