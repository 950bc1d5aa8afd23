import type {AdminLeadershipStatsQuery, AdminLeadershipStatsQueryVariables} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockGraphqlNetworkError, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {lastDays} from '../reports/dates';
import {renderInConsole} from '../testing/renderInConsole';
import {LeadershipBoard} from './LeadershipBoard';
import {LEADERSHIP_STATS} from './queries';

type Stats = AdminLeadershipStatsQuery['leadershipStats'];

const days = lastDays(30);
const defaultSearch: AdminLeadershipStatsQueryVariables = {search: null, from: days.from, to: days.to};

function givenStats(stats: Partial<Stats> = {}): Stats {
  return {
    from: '2026-10-01',
    to: '2026-10-31',
    manufacturers: [
      {
        manufacturerId: '7',
        from: '2026-10-01',
        to: '2026-10-31',
        totalInstallations: 42,
        totalRatedPower_kW: 512.5,
        displayName: 'Voltix',
      },
    ],
    appProviders: [
      {
        id: '3',
        from: '2026-10-01',
        to: '2026-10-31',
        totalInstallations: 40,
        totalRatedPower_kW: 480,
        appProvider: 'SolarCheck',
      },
    ],
    ...stats,
  };
}

const stats = (answer: Stats, variables = defaultSearch) =>
  mockGraphql<AdminLeadershipStatsQuery, AdminLeadershipStatsQueryVariables>(LEADERSHIP_STATS, variables, {
    leadershipStats: answer,
  });

describe('LeadershipBoard', () => {
  it('ranks the manufacturers of the last 30 days, and the app providers on their tab', async () => {
    const {user} = renderInConsole(<LeadershipBoard />, {graphql: [stats(givenStats())]});
    const manufacturers = await screen.findByRole('table', {name: 'Leadership by Manufacturer'});
    const row = within(manufacturers).getByRole('row', {name: /Voltix/});
    expect(row).toHaveTextContent('01-10-2026');
    expect(row).toHaveTextContent('42');
    expect(row).toHaveTextContent('512.5');
    await user.click(screen.getByRole('tab', {name: 'App Providers'}));
    const providers = screen.getByRole('table', {name: 'Leadership by App Provider'});
    expect(within(providers).getByRole('row', {name: /SolarCheck/})).toHaveTextContent('480');
    expect(screen.queryByRole('textbox', {name: 'Search Manufacturer'})).not.toBeInTheDocument();
  });

  it('downloads the table shown as its CSV', async () => {
    const saved = captureDownloads();
    const {user} = renderInConsole(<LeadershipBoard />, {graphql: [stats(givenStats())]});
    await user.click(await screen.findByRole('button', {name: 'Download CSV'}));
    expect(saved[0].fileName).toBe('leadership_manufacturers.csv');
    expect(await saved[0].text()).toBe(
      'From,To,Total Installations,Total Rated Power (kW),Manufacturer\r\n01-10-2026,31-10-2026,42,512.5,Voltix\r\n',
    );
  });

  it('says when nobody installed in the period', async () => {
    renderInConsole(<LeadershipBoard />, {graphql: [stats(givenStats({manufacturers: []}))]});
    expect(await screen.findByText('No installations in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Download CSV'})).not.toBeInTheDocument();
  });

  it('says when the board cannot be read', async () => {
    renderInConsole(<LeadershipBoard />, {graphql: [mockGraphqlNetworkError(LEADERSHIP_STATS, defaultSearch)]});
    expect(await screen.findByText('No pull request available')).toBeInTheDocument();
  });

  it('searches a manufacturer by name', async () => {
    const {user} = renderInConsole(<LeadershipBoard />, {
      graphql: [stats(givenStats()), stats(givenStats({manufacturers: []}), {...defaultSearch, search: 'Nobody'})],
    });
    await screen.findByRole('row', {name: /Voltix/});
    await user.type(screen.getByRole('textbox', {name: 'Search Manufacturer'}), ' Nobody ');
    expect(await screen.findByText('No installations in this period.')).toBeInTheDocument();
  });
});
