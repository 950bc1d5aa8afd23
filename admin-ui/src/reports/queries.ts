import {gql} from '@apollo/client';

export const REPORTS = gql`
  query AdminReports($fromDate: String, $toDate: String) {
    reports(fromDate: $fromDate, toDate: $toDate) {
      fromDate
      toDate
      topManufacturers {
        displayName
        totalInstallations
      }
      installationsByArea {
        stateName
        totalInstallations
      }
      topInstallers {
        accCode
        firstName
        lastName
        totalInstallations
      }
      topRetailers {
        retailerName
        totalInstallations
      }
      installationsByAppProvider {
        iRequesterAppName
        totalInstallations
      }
    }
  }
`;
