import {gql} from '@apollo/client';
import type {InstallationsTabQuery} from '@voltcheck/api-client';
import {fetchProfile} from '../../session/profile';
import type {Profile} from '../../session/profile';

/** GET /api/profile/profile: fresh on every visit, so the header shows the current profile. */
export function loadDashboardProfile(signal: AbortSignal): Promise<Profile> {
  return fetchProfile(signal);
}

/** Page size of the installations tab (document 001 section 9). */
export const INSTALLATIONS_PAGE_SIZE = 100;

export const INSTALLATION_STATS = gql`
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

export const INSTALLATION_SUMMARY = gql`
  query InstallationSummary($manufacturerId: ID) {
    installationSummary(manufacturerId: $manufacturerId) {
      totalInstallation
      totalPower
      years
    }
  }
`;

export const INSTALLATIONS_TAB = gql`
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

export const INSTALLED_SERIALS = gql`
  query InstalledSerials($installationId: ID!, $manufacturerId: ID) {
    installationSerialDetails(installationId: $installationId, manufacturerId: $manufacturerId) {
      productSerialId
      serial
      brandName
      model
      ledgerStatus
      ledgerDate
    }
  }
`;

/** The monthly installed-products report (document 001 section 7). */
export function installedProductsPath(month: number, year: number, manufacturerId: number | undefined): string {
  const query = manufacturerId === undefined ? '' : `?manufacturerId=${manufacturerId}`;
  return `/installation/productsinstalled/${month}/${year}${query}`;
}

/** The failed serials export of the Serials API (`{company}_failed.{ext}` or `failed.{ext}`). */
export function failedSerialsPath(format: 'csv' | 'xlsx', manufacturerId: number | undefined): string {
  const query = manufacturerId === undefined ? '' : `&manufacturerId=${manufacturerId}`;
  return `/serials/failed/export?format=${format}${query}`;
}
