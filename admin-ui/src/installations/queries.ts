import {gql} from '@apollo/client';

export const ADMIN_INSTALLATIONS = gql`
  query AdminInstallations($search: String, $stateId: ID, $fromDate: String, $toDate: String, $first: Int, $skip: Int) {
    adminInstallations(
      search: $search
      stateId: $stateId
      fromDate: $fromDate
      toDate: $toDate
      first: $first
      skip: $skip
    ) {
      count
      countCapped
      list {
        productInstallationId
        installationDate
        manufacturerName
        stateName
        cityName
        postCode
        installerName
        installerAccreditationCode
        retailerName
        totalRatedPower
        appProviderName
        serials {
          serial
          brand
          model
        }
      }
    }
  }
`;
