import {useState} from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {AustraliaMap} from './AustraliaMap';
import {megawatts, stateTotals} from './installationChart';
import {useInstallationStats} from './useInstallationStats';
import {YearSelect} from './YearSelect';

/** Installs per state: a table and the map of Australia, with their own year selector. */
export function StatesPanel({manufacturerId}: {manufacturerId: number | undefined}) {
  const [year, setYear] = useState(new Date().getFullYear());
  const {rows, years} = useInstallationStats(year, manufacturerId);
  const totals = stateTotals(rows);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{justifyContent: 'space-between', alignItems: 'center', mb: 2}}>
          <Typography variant="h6" component="h2">
            Installs per state
          </Typography>
          <YearSelect years={years} value={year} onChange={setYear} label="Year of the installs per state" />
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{xs: 12, xl: 5}}>
            <Table size="small" aria-label="Installs per state">
              <TableHead>
                <TableRow>
                  <TableCell>State</TableCell>
                  <TableCell align="right">Installations</TableCell>
                  <TableCell align="right">MW</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {totals.map(t => (
                  <TableRow key={t.state}>
                    <TableCell>{t.state}</TableCell>
                    <TableCell align="right">{t.installations.toLocaleString()}</TableCell>
                    <TableCell align="right">{megawatts(t.power)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Grid>
          <Grid size={{xs: 12, xl: 7}}>
            <AustraliaMap installations={Object.fromEntries(totals.map(t => [t.state, t.installations]))} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
