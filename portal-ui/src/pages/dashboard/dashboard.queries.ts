import {gql, type TypedDocumentNode} from '@apollo/client';
import type {
  InstallationStatsQuery,
  InstallationStatsQueryVariables,
  InstallationSummaryQuery,
  InstallationSummaryQueryVariables,
  InstallationsTabQuery,
  InstallationsTabQueryVariables,
  InstalledSerialsQuery,
  InstalledSerialsQueryVariables,
} from '@voltcheck/api-client';
import {rest, saveDownload} from '@voltcheck/api-client';
import {INSTALLED_SERIAL_FIELDS} from '@voltcheck/ui-shared';
import {fetchProfile} from '../../session/profile';
import type {Profile} from '../../session/profile';

/** GET /api/profile/profile: fresh on every visit, so the header shows the current profile. */
export function loadDashboardProfile(signal: AbortSignal): Promise<Profile> {
  return fetchProfile(signal);
}

/** Page size of the installations tab (document 001 section 9). */
export const INSTALLATIONS_PAGE_SIZE = 100;

export const INSTALLATION_STATS: TypedDocumentNode<InstallationStatsQuery, InstallationStatsQueryVariables> = gql`
  query InstallationStats($year: Int!, $manufacturerId: ID) {
    installationStats(year: $year, manufacturerId: $manufacturerId) {
      year
      month
      monthName
      totalPower
      totalInstallation
      stateName
    }
  }
`;

export const INSTALLATION_SUMMARY: TypedDocumentNode<InstallationSummaryQuery, InstallationSummaryQueryVariables> = gql`
  query InstallationSummary($manufacturerId: ID) {
    installationSummary(manufacturerId: $manufacturerId) {
      totalInstallation
      totalPower
      years
    }
  }
`;

export const INSTALLATIONS_TAB: TypedDocumentNode<InstallationsTabQuery, InstallationsTabQueryVariables> = gql`
  query InstallationsTab($manufacturerId: ID, $filter: String, $skip: Int, $first: Int) {
    installations(manufacturerId: $manufacturerId, filter: $filter, skip: $skip, first: $first) {
      count
      list {
        productInstallationId
        installationDate
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

export type InstallationRow = InstallationsTabQuery['installations']['list'][number];

export const INSTALLED_SERIALS: TypedDocumentNode<InstalledSerialsQuery, InstalledSerialsQueryVariables> = gql`
  query InstalledSerials($installationId: ID!, $manufacturerId: ID) {
    installationSerialDetails(installationId: $installationId, manufacturerId: $manufacturerId) {
      ...InstalledSerialFields
    }
  }
  ${INSTALLED_SERIAL_FIELDS}
`;

/** The monthly installed-products report (document 001 section 7), saved as Products_installed_{month}_{year}.xlsx. */
export function downloadInstalledProducts(month: number, year: number, manufacturerId: number | undefined) {
  const params = {path: {month, year}, query: {manufacturerId}};
  return saveDownload(
    rest.download('get', '/api/installation/productsinstalled/{month}/{year}', {params}),
    `Products_installed_${month}_${year}.xlsx`,
  );
}
