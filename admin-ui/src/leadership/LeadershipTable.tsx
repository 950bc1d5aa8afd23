import {Link, Stack, Table, TableBody, TableCell, TableHead, TableRow} from '@mui/material';
import {toCsv, saveCsv} from '../reports/csv';
import {displayDay} from '../reports/dates';
import {EmptyState} from '../reports/PageStates';

export interface LeadershipRow {
  key: string;
  from: string;
  to: string;
  totalInstallations: number;
  totalRatedPower_kW: number;
  name: string;
}

/** From, To, Total Installations, Total Rated Power (kW) and the manufacturer or app provider, with its CSV. */
export const LeadershipTable = ({
  rows,
  nameHeader,
  fileName,
}: {
  rows: LeadershipRow[];
  nameHeader: string;
  fileName: string;
}) => {
  const columns = [
    {header: 'From', value: (r: LeadershipRow) => displayDay(r.from, '-')},
    {header: 'To', value: (r: LeadershipRow) => displayDay(r.to, '-')},
    {header: 'Total Installations', value: (r: LeadershipRow) => r.totalInstallations},
    {header: 'Total Rated Power (kW)', value: (r: LeadershipRow) => r.totalRatedPower_kW},
    {header: nameHeader, value: (r: LeadershipRow) => r.name},
  ];
  if (!rows.length) return <EmptyState>No installations in this period.</EmptyState>;
  return (
    <>
      <Stack direction="row" sx={{justifyContent: 'flex-end', px: 2}}>
        <Link component="button" variant="body2" onClick={() => saveCsv(fileName, toCsv(columns, rows))}>
          Download CSV
        </Link>
      </Stack>
      <Table size="small" aria-label={`Leadership by ${nameHeader}`}>
        <TableHead>
          <TableRow>
            {columns.map(c => (
              <TableCell key={c.header} align={c.header.startsWith('Total') ? 'right' : 'left'}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(r => (
            <TableRow key={r.key} hover>
              {columns.map(c => (
                <TableCell key={c.header} align={c.header.startsWith('Total') ? 'right' : 'left'}>
                  {c.value(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
