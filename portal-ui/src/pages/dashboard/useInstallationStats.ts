import {useQuery} from '@apollo/client';
import type {
  InstallationStatsQuery,
  InstallationStatsQueryVariables,
  InstallationSummaryQuery,
  InstallationSummaryQueryVariables,
} from '@voltcheck/api-client';
import {manufacturerIdVariable} from '../../session/manufacturerChoice';
import {INSTALLATION_STATS, INSTALLATION_SUMMARY} from './dashboard.queries';
import {yearChoices} from './installationChart';

/** A year's maintained installation counts and the all-time summary, for the chosen manufacturer. */
export function useInstallationStats(year: number, manufacturerId: number | undefined) {
  const id = manufacturerIdVariable(manufacturerId);
  const summary = useQuery<InstallationSummaryQuery, InstallationSummaryQueryVariables>(INSTALLATION_SUMMARY, {
    variables: {manufacturerId: id},
    fetchPolicy: 'cache-and-network',
  });
  const stats = useQuery<InstallationStatsQuery, InstallationStatsQueryVariables>(INSTALLATION_STATS, {
    variables: {year, manufacturerId: id},
    fetchPolicy: 'cache-and-network',
  });
  return {
    rows: stats.data?.installationStats ?? [],
    summary: summary.data?.installationSummary,
    years: yearChoices(summary.data?.installationSummary.years ?? []),
    loading: stats.loading || summary.loading,
    error: stats.error ?? summary.error,
  };
}
