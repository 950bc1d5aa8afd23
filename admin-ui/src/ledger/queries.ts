import {gql} from '@apollo/client';

export const LEDGER_RECORDS = gql`
  query AdminLedgerRecords(
    $startDate: String
    $endDate: String
    $manufacturerId: ID
    $productId: ID
    $distributorId: ID
    $errorFilter: String
    $pageNumber: Int
    $pageSize: Int
  ) {
    productSerialLedgerRecords(
      startDate: $startDate
      endDate: $endDate
      manufacturerId: $manufacturerId
      productId: $productId
      distributorId: $distributorId
      errorFilter: $errorFilter
      pageNumber: $pageNumber
      pageSize: $pageSize
    ) {
      pageNumber
      hasNextPage
      list {
        recordId
        serial
        brand
        model
        distributorName
        batchId
        status
        error
        createdTime
        serialStatus
      }
    }
  }
`;

export const LEDGER_PICKERS = gql`
  query AdminLedgerPickers($manufacturerId: ID!) {
    productsList(manufacturerId: $manufacturerId) {
      productId
      model
    }
    distributorList(manufacturerId: $manufacturerId) {
      distributorId
      distributorName
    }
  }
`;
