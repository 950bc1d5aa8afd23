import {gql} from '@apollo/client';

export const LEADERSHIP_STATS = gql`
  query AdminLeadershipStats($search: String, $from: String, $to: String) {
    leadershipStats(search: $search, from: $from, to: $to) {
      from
      to
      manufacturers {
        manufacturerId
        from
        to
        totalInstallations
        totalRatedPower_kW
        displayName
      }
      appProviders {
        id
        from
        to
        totalInstallations
        totalRatedPower_kW
        appProvider
      }
    }
  }
`;
