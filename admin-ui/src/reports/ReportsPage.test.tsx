import type {AdminReportsQuery, AdminReportsQueryVariables} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockGraphqlNetworkError, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {monthBackToToday} from './dates';
import {SOMETHING_WRONG} from './errorMessage';
import {REPORTS} from './queries';
import {ReportsPage} from './ReportsPage';

type Reports = AdminReportsQuery['reports'];

const month = monthBackToToday();
const defaultRange: AdminReportsQueryVariables = {fromDate: month.from, toDate: month.to};

function givenReports(reports: Partial<Reports> = {}): Reports {
  return {
    fromDate: month.from,
    toDate: month.to,
    topManufacturers: [{displayName: 'Voltix', totalInstallations: 42}],
    installationsByArea: [{stateName: 'NSW', totalInstallations: 30}],
    topInstallers: [{accCode: 'A1234567', firstName: 'Sam', lastName: 'Sparks', totalInstallations: 12}],
    topRetailers: [{retailerName: 'Sunny, Retail', totalInstallations: 9}],
    installationsByAppProvider: [{iRequesterAppName: 'SolarCheck', totalInstallations: 40}],
    ...reports,
  };
}

const reports = (answer: Reports, variables = defaultRange) =>
  mockGraphql<AdminReportsQuery, AdminReportsQueryVariables>(REPORTS, variables, {reports: answer});

const TITLES = [
  'Top manufacturers',
  'Installations by area',
  'Top installers',
  'Top retailers',
  'Installations by app provider',
];

describe('ReportsPage', () => {
  it('shows the five reports of the last month, each with its CSV export', async () => {
    renderInConsole(<ReportsPage />, {graphql: [reports(givenReports())]});
    for (const title of TITLES) expect(await screen.findByText(title)).toBeInTheDocument();
    for (const title of TITLES) expect(screen.getByRole('button', {name: `Export ${title} as CSV`})).toBeEnabled();
    expect(screen.queryByText('No installations in this period.')).not.toBeInTheDocument();
  });

  it("exports a report's rows as the CSV file the document names", async () => {
    const saved = captureDownloads();
    const {user} = renderInConsole(<ReportsPage />, {graphql: [reports(givenReports())]});
    await user.click(await screen.findByRole('button', {name: 'Export Top installers as CSV'}));
    await user.click(screen.getByRole('button', {name: 'Export Top retailers as CSV'}));
    expect(saved.map(f => f.fileName)).toEqual(['top_installers.csv', 'top_retailers.csv']);
    expect(await saved[0].text()).toBe('Installer,Installations\r\nSam Sparks,12\r\n');
    expect(await saved[1].text()).toBe('Retailer,Installations\r\n"Sunny, Retail",9\r\n');
  });

  it('says which reports have no installation in the period, and offers no empty export', async () => {
    renderInConsole(<ReportsPage />, {
      graphql: [reports(givenReports({topRetailers: [], installationsByAppProvider: []}))],
    });
    expect(await screen.findAllByText('No installations in this period.')).toHaveLength(2);
    expect(screen.getByRole('button', {name: 'Export Top retailers as CSV'})).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Export Top manufacturers as CSV'})).toBeEnabled();
  });

  it('says when the reports cannot be read', async () => {
    renderInConsole(<ReportsPage />, {graphql: [mockGraphqlNetworkError(REPORTS, defaultRange)]});
    expect(await screen.findByText(SOMETHING_WRONG)).toBeInTheDocument();
    expect(screen.queryByText('Top manufacturers')).not.toBeInTheDocument();
  });

  it('asks again for the dates typed, and ignores a date that is not one', async () => {
    const {user} = renderInConsole(<ReportsPage />, {
      graphql: [
        reports(givenReports()),
        reports(givenReports({topManufacturers: []}), {...defaultRange, fromDate: '2026-01-01'}),
      ],
    });
    await screen.findByText('Top manufacturers');
    const from = screen.getByRole('textbox', {name: 'From'});
    await user.clear(from);
    await user.type(from, '31/02/2026');
    expect(screen.getByText('Enter a valid date')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '01/01/2026');
    expect(await screen.findByText('No installations in this period.')).toBeInTheDocument();
  });

  it('opens a report fullscreen and closes it', async () => {
    const {user} = renderInConsole(<ReportsPage />, {graphql: [reports(givenReports())]});
    await user.click(await screen.findByRole('button', {name: 'Show Top installers fullscreen'}));
    expect(await screen.findByRole('dialog', {name: 'Top installers'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Close fullscreen'}));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
