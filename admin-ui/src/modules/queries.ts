import {gql} from '@apollo/client';

export const BATTERY_SYSTEMS = gql`
  query BatterySystems($search: String, $manufacturerId: ID, $state: String, $first: Int, $skip: Int) {
    batterySystems(search: $search, manufacturerId: $manufacturerId, state: $state, first: $first, skip: $skip) {
      count
      list {
        unitId
        serial
        brand
        model
        manufacturerName
        state
        installationId
        nmi
        moduleCount
        nominalKWh
        usableKWh
        modules {
          serial
          model
          state
        }
      }
      manufacturers {
        id
        name
      }
    }
  }
`;
