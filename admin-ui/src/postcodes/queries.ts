import {gql} from '@apollo/client';
import {CITY_FIELDS} from '../graphql/fragments';

export const CITY_LIST = gql`
  query AdminCityList($search: CitySearch, $first: Int, $skip: Int) {
    cityList(search: $search, first: $first, skip: $skip) {
      count
      list {
        ...CityFields
        stateId
        createdOn
      }
    }
  }
  ${CITY_FIELDS}
`;

export const CITY_EXISTS = gql`
  query AdminCityExists($cityName: String!, $stateId: Int!, $postalCode: String!) {
    cityExists(cityName: $cityName, stateId: $stateId, postalCode: $postalCode)
  }
`;

export const CREATE_CITY = gql`
  mutation AdminCreateCity($cityName: String!, $stateId: Int!, $postalCode: String!) {
    createCity(cityName: $cityName, stateId: $stateId, postalCode: $postalCode) {
      ...CityFields
    }
  }
  ${CITY_FIELDS}
`;
