import {gql} from '@apollo/client';

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

export const DETAIL_UPLOADS = gql`
  query ManufacturerUploads($manufacturerId: ID, $skip: Int) {
    uploadHistory(manufacturerId: $manufacturerId, skip: $skip, first: 25) {
      count
      list {
        uploadId
        sourceFileName
        totalRecords
        success
        failed
        uploadedOn
        stateLabel
      }
    }
  }
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
