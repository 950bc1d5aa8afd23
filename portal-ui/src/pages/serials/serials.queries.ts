import {gql, type TypedDocumentNode} from '@apollo/client';
import type {
  FailedSerialsQuery,
  FailedSerialsQueryVariables,
  ParallelImportsQuery,
  ParallelImportsQueryVariables,
  ProductSerialsQuery,
  ProductSerialsQueryVariables,
  SerialHistoryQuery,
  SerialHistoryQueryVariables,
  SerialImagesQuery,
  SerialImagesQueryVariables,
} from '@voltcheck/api-client';
import {REQUEST_LOG_FIELDS, SERIAL_ROW_FIELDS} from '@voltcheck/ui-shared';

/** Page size of every serial list (document 001 section 9): skip = (page - 1) * 100. */
export const SERIALS_PAGE_SIZE = 100;
/** The Failed sub-tab's badge shows at most this (document 001 section 9). */
export const BADGE_MAX = 9999999;
/** ProductSerialListing's type: 1 installed, 2 available (the server's reading; document 001 leaves it open). */
export const SERIAL_TYPE = {installed: 1, available: 2} as const;

export const LOG_FIELDS = gql`
  fragment FailedSerialFields on ProductLog {
    ...RequestLogFields
    productSerialId
    latitude
    longitude
    isParralelImport
    status
    reason
    image
    manufacturerId
  }
  ${REQUEST_LOG_FIELDS}
`;

export const SERIAL_FIELDS = gql`
  fragment ProductSerialFields on ProductSerial {
    ...SerialRowFields
    serialType
    productId
    uploadId
    batchId
    image
    ledgerDate
    manufacturerId
    test
    parentSerial
    modules
    pmax
    ff
    voc
    isc
    vpm
    ipm
    iPProtection
    nominalCapacity
    usableCapacity
    modCapacity
    tempatureRange
    smartHybrid
    ampHours
  }
  ${SERIAL_ROW_FIELDS}
`;

export const FAILED_SERIALS: TypedDocumentNode<FailedSerialsQuery, FailedSerialsQueryVariables> = gql`
  query FailedSerials($first: Int, $skip: Int, $filter: String, $type: Int, $manufacturerId: ID) {
    FailedProductSerialListing(
      first: $first
      skip: $skip
      filter: $filter
      type: $type
      manufacturerId: $manufacturerId
    ) {
      count
      list {
        ...FailedSerialFields
      }
    }
  }
  ${LOG_FIELDS}
`;

export const PRODUCT_SERIALS: TypedDocumentNode<ProductSerialsQuery, ProductSerialsQueryVariables> = gql`
  query ProductSerials($type: Int, $filter: String, $skip: Int, $first: Int, $manufacturerId: ID, $status: String) {
    ProductSerialListing(
      type: $type
      filter: $filter
      skip: $skip
      first: $first
      manufacturerId: $manufacturerId
      status: $status
    ) {
      count
      list {
        ...ProductSerialFields
      }
    }
  }
  ${SERIAL_FIELDS}
`;

export const PARALLEL_IMPORTS: TypedDocumentNode<ParallelImportsQuery, ParallelImportsQueryVariables> = gql`
  query ParallelImports($first: Int, $skip: Int, $filter: String, $type: Int, $manufacturerId: ID) {
    AdminParallelImport(first: $first, skip: $skip, filter: $filter, type: $type, manufacturerId: $manufacturerId) {
      count
      list {
        ...FailedSerialFields
      }
    }
  }
  ${LOG_FIELDS}
`;

export const SERIAL_IMAGES: TypedDocumentNode<SerialImagesQuery, SerialImagesQueryVariables> = gql`
  query SerialImages($manufacturerId: ID, $serial: String, $productSerialId: ID) {
    serialImages(manufacturerId: $manufacturerId, serial: $serial, productSerialId: $productSerialId) {
      imageId
      image
      status
      createdOn
      appName
      serial
    }
  }
`;

export const SERIAL_HISTORY: TypedDocumentNode<SerialHistoryQuery, SerialHistoryQueryVariables> = gql`
  query SerialHistory($productSerialId: ID!, $manufacturerId: ID) {
    historyForSerial(productSerialId: $productSerialId, manufacturerId: $manufacturerId) {
      productSerialId
      serial
      uploads {
        uploadId
        batchId
        sourceFileName
        type
        uploadedOn
        uploadedBy
        deletedOn
        deleteReason
        restoredFrom
      }
      ledger {
        recordId
        status
        error
        createdTime
      }
      requests {
        productLogId
        requestedTime
        requesterName
        requesterAppName
        status
        reason
      }
    }
  }
`;

export type FailedSerial = FailedSerialsQuery['FailedProductSerialListing']['list'][number];
export type ProductSerial = ProductSerialsQuery['ProductSerialListing']['list'][number];
