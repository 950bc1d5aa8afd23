import {Box, Card, Grid, Stack} from '@mui/material';
import type {AdminReportsQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {BarChartCard} from './BarChartCard';
import {DayField} from './DayField';
import {monthBackToToday} from './dates';
import {ErrorState, Loading} from './PageStates';
import {REPORTS} from './queries';
import {useConsoleQuery} from '../graphql';

type Reports = AdminReportsQuery['reports'];

/** The five charts of document 002, section 2.21, with their CSV files (section 9). */
const CHARTS: Array<{
  title: string;
  fileName: string;
  labelHeader: string;
  rows: (r: Reports) => Array<{label: string; totalInstallations: number}>;
}> = [
  {
    title: 'Top manufacturers',
    fileName: 'top_manufacturers.csv',
    labelHeader: 'Manufacturer',
    rows: r => r.topManufacturers.map(x => ({label: x.displayName, totalInstallations: x.totalInstallations})),
  },
  {
    title: 'Installations by area',
    fileName: 'installations_by_area.csv',
    labelHeader: 'State',
    rows: r => r.installationsByArea.map(x => ({label: x.stateName, totalInstallations: x.totalInstallations})),
  },
  {
    title: 'Top installers',
    fileName: 'top_installers.csv',
    labelHeader: 'Installer',
    rows: r =>
      r.topInstallers.map(x => ({
        label: `${x.firstName} ${x.lastName}`.trim(),
        totalInstallations: x.totalInstallations,
      })),
  },
  {
    title: 'Top retailers',
    fileName: 'top_retailers.csv',
    labelHeader: 'Retailer',
    rows: r => r.topRetailers.map(x => ({label: x.retailerName, totalInstallations: x.totalInstallations})),
  },
  {
    title: 'Installations by app provider',
    fileName: 'installations_by_app_provider.csv',
    labelHeader: 'App provider',
    rows: r =>
      r.installationsByAppProvider.map(x => ({label: x.iRequesterAppName, totalInstallations: x.totalInstallations})),
  },
];

/** Reports (/Reports): one month back to today by default, dates as DD/MM/YYYY. */
export const ReportsPage = () => {
  const [range, setRange] = useState(monthBackToToday);
  const {data, error, loading} = useConsoleQuery<AdminReportsQuery>(REPORTS, {fromDate: range.from, toDate: range.to});
  return (
    <Box sx={{mt: 2}}>
      <Title title="Reports" />
      <Card sx={{mb: 2}}>
        <Stack direction="row" spacing={2} sx={{p: 2, pb: 0}}>
          <DayField label="From" value={range.from} onChange={from => setRange(r => ({...r, from}))} />
          <DayField label="To" value={range.to} onChange={to => setRange(r => ({...r, to}))} />
        </Stack>
        <Loading loading={loading} />
      </Card>
      {error && <ErrorState message="Something went wrong. Please try again later." />}
      {data && (
        <Grid container spacing={2}>
          {CHARTS.map(c => (
            <Grid key={c.fileName} size={{xs: 12, lg: 6}}>
              <BarChartCard
                title={c.title}
                fileName={c.fileName}
                labelHeader={c.labelHeader}
                rows={c.rows(data.reports)}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
};
