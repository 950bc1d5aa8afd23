import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import type {AdminFilteredInstallationsQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis} from 'recharts';
import {saveCsv, toCsv} from '../reports/csv';
import {displayDay, monthBackToToday} from '../reports/dates';
import {failureMessage} from '../reports/errorMessage';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';
import {DetailFilters, DetailFilterValues} from './DetailFilters';
import {FILTERED_INSTALLATIONS} from './queries';
import {useConsoleQuery} from '../graphql';

type Row = AdminFilteredInstallationsQuery['filteredInstallations']['list'][number];

const COLUMNS: Array<{header: string; value: (r: Row) => unknown}> = [
  {header: 'Installation', value: r => r.productInstallationId},
  {header: 'Date', value: r => r.installationDate},
  {header: 'Manufacturer', value: r => r.manufacturerName},
  {header: 'State', value: r => r.stateName},
  {header: 'City', value: r => r.cityName},
  {header: 'Installer', value: r => r.installerName ?? r.installerAccreditationCode},
  {header: 'Retailer', value: r => r.retailerName},
  {header: 'Rated power (kW)', value: r => r.totalRatedPower},
];

/** Rows shown on the page; Export CSV has every row the server sent (up to 1000). */
const SHOWN = 100;

/** Says how many of the filter's installations the table shows and the CSV holds. */
export function shownNote(total: number, sent: number): string {
  const shown = Math.min(sent, SHOWN);
  const csv = sent > shown ? ` Export CSV downloads the newest ${sent.toLocaleString('en-AU')}.` : '';
  return `Showing the newest ${shown.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')} installations.${csv}`;
}

const initial = (): DetailFilterValues => {
  const {from, to} = monthBackToToday();
  return {fromDate: from, toDate: to, manufacturerId: '', stateId: '', cityId: '', retailerId: '', installerId: ''};
};

/** Detail View (/DetailView): the filtered installations per day, their rows and installations.csv. */
export const DetailView = () => {
  const theme = useTheme();
  const [filters, setFilters] = useState(initial);
  const vars = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v === '' ? null : v]));
  const {data, error, loading} = useConsoleQuery<AdminFilteredInstallationsQuery>(FILTERED_INSTALLATIONS, vars);
  const result = data?.filteredInstallations;
  const chart = (result?.perDay ?? []).map(d => ({day: displayDay(d.day), totalInstallations: d.totalInstallations}));
  return (
    <Box sx={{mt: 2}}>
      <Title title="Detail View" />
      <Card>
        <DetailFilters value={filters} onChange={setFilters} />
        <Loading loading={loading} />
        {error && <ErrorState message={failureMessage(error)} />}
        <CardHeader
          title={result ? `${result.totalInstallations} installations` : 'Installations'}
          subheader={result ? `${displayDay(result.fromDate)} – ${displayDay(result.toDate)}` : ' '}
          action={
            <Button
              startIcon={<FileDownloadOutlinedIcon />}
              disabled={!result?.list.length}
              onClick={() => result && saveCsv('installations.csv', toCsv(COLUMNS, result.list))}
            >
              Export CSV
            </Button>
          }
        />
        <CardContent sx={{pt: 0}}>
          {!result ? null : !result.perDay.length ? (
            <EmptyState>No installations match these filters.</EmptyState>
          ) : (
            <Box sx={{height: 280}}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={chart} margin={{left: 0, right: 16, top: 8, bottom: 4}}>
                  <CartesianGrid vertical={false} stroke={theme.palette.divider} />
                  <XAxis dataKey="day" tick={{fontSize: 11}} />
                  <YAxis allowDecimals={false} tick={{fontSize: 12}} />
                  <Tooltip />
                  <Bar
                    isAnimationActive={false}
                    maxBarSize={36}
                    dataKey="totalInstallations"
                    name="Installations"
                    fill={theme.palette.primary.main}
                    radius={[4, 4, 0, 0]}
                  />
                </BarChart>
              </ResponsiveContainer>
            </Box>
          )}
        </CardContent>
        {result && result.list.length > 0 && (
          <Table size="small" aria-label="Filtered installations">
            <TableHead>
              <TableRow>
                {COLUMNS.map(({header}) => (
                  <TableCell key={header}>{header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.list.slice(0, SHOWN).map(r => (
                <TableRow key={r.productInstallationId} hover>
                  <TableCell>#{r.productInstallationId}</TableCell>
                  <TableCell>{displayDay(r.installationDate)}</TableCell>
                  <TableCell>{r.manufacturerName ?? '—'}</TableCell>
                  <TableCell>{r.stateName}</TableCell>
                  <TableCell>{[r.cityName, r.postCode].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{r.installerName ?? r.installerAccreditationCode ?? '—'}</TableCell>
                  <TableCell>{r.retailerName ?? '—'}</TableCell>
                  <TableCell align="right">{r.totalRatedPower}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {result && result.totalInstallations > Math.min(result.list.length, SHOWN) && (
          <Typography variant="body2" color="text.secondary" sx={{p: 2}}>
            {shownNote(result.totalInstallations, result.list.length)}
          </Typography>
        )}
      </Card>
    </Box>
  );
};
