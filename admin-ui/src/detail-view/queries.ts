import {gql} from '@apollo/client';
import {CITY_FIELDS} from '../graphql/fragments';

export const FILTERED_INSTALLATIONS = gql`
  query AdminFilteredInstallations(
    $fromDate: String
    $toDate: String
    $manufacturerId: ID
    $stateId: ID
    $cityId: ID
    $retailerId: ID
    $installerId: ID
  ) {
    filteredInstallations(
      fromDate: $fromDate
      toDate: $toDate
      manufacturerId: $manufacturerId
      stateId: $stateId
      cityId: $cityId
      retailerId: $retailerId
      installerId: $installerId
    ) {
      fromDate
      toDate
      totalInstallations
      listCapped
      perDay {
        day
        totalInstallations
      }
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
      }
    }
  }
`;

export const DETAIL_LOOKUPS = gql`
  query AdminDetailLookups {
    states {
      stateId
      stateName
    }
    retailers {
      retailerId
      retailerName
    }
    installerOptions {
      installerId
      firstName
      lastName
      accCode
    }
  }
`;

export const CITY_OPTIONS = gql`
  query AdminCityOptions($search: CitySearch) {
    cityList(search: $search, first: 20) {
      list {
        ...CityFields
      }
    }
  }
  ${CITY_FIELDS}
`;
