import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
import {Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis} from 'recharts';
import {downloadInstalledProducts} from './dashboard.queries';
import {megawatts, monthAxis, monthBars, MONTHS, STATES} from './installationChart';
import type {Measure, MonthAxis} from './installationChart';
import {useInstallationStats} from './useInstallationStats';
import {YearSelect} from './YearSelect';
import {PERMISSION, usePermissionRefusal} from '../../session/permissions';

/** The monthly stats download failure (document 001 section 8). */
export const STATS_DOWNLOAD_ERROR = 'Some error occurred while downloading product stats';
const SERIES_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457', '#9e9d24', '#4e342e'];

/** A month label of the chart: a button that downloads that month's report (recharts passes x, y and payload). */
function MonthTick(props: {
  x?: number;
  y?: number;
  payload?: {value: string};
  colour: string;
  axis: MonthAxis;
  /** Absent for staff without Download: the label is plain text. */
  onPick?: (month: number) => void;
}) {
  const label = props.payload?.value ?? '';
  const x = props.x ?? 0;
  const y = (props.y ?? 0) + 12;
  return (
    <text
      x={x}
      y={y}
      transform={props.axis.angle ? `rotate(${props.axis.angle} ${x} ${y})` : undefined}
      textAnchor={props.axis.anchor}
      fill={props.onPick ? props.colour : undefined}
      style={props.onPick ? {cursor: 'pointer'} : undefined}
      role={props.onPick ? 'button' : undefined}
      aria-label={props.onPick ? `Download ${label}` : undefined}
      onClick={() => props.onPick?.(MONTHS.indexOf(label) + 1)}
    >
      {label}
    </text>
  );
}

/** Totals, the Installation Stats / Total Power radio, and the stacked monthly chart whose month labels download that month's report. */
export function InstallationsPanel({manufacturerId}: {manufacturerId: number | undefined}) {
  const theme = useTheme();
  const refusal = usePermissionRefusal(PERMISSION.download);
  const [year, setYear] = useState(new Date().getFullYear());
  const [measure, setMeasure] = useState<Measure>('installations');
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [chartWidth, setChartWidth] = useState(0);
  const axis = monthAxis(chartWidth);
  const {rows, summary, years, error} = useInstallationStats(year, manufacturerId);
  const bars = monthBars(rows, measure);

  const download = (month: number) =>
    downloadInstalledProducts(month, year, manufacturerId).catch(() => setDownloadFailed(true));

  return (
    <Card>
      <CardContent>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{justifyContent: 'space-between', mb: 2}}>
          <Box>
            <Typography variant="h6" component="h2">
              Installations
            </Typography>
            <Stack direction="row" spacing={4} sx={{mt: 1}}>
              <Box>
                <Typography variant="h4" component="p" data-testid="total-installations">
                  {(summary?.totalInstallation ?? 0).toLocaleString()}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Total installations
                </Typography>
              </Box>
              <Box>
                <Typography variant="h4" component="p" data-testid="total-capacity">
                  {megawatts(summary?.totalPower ?? 0)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Capacity in MW
                </Typography>
              </Box>
            </Stack>
          </Box>
          <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
            <RadioGroup value={measure} onChange={e => setMeasure(e.target.value as Measure)}>
              <FormControlLabel value="installations" control={<Radio size="small" />} label="Installation Stats" />
              <FormControlLabel value="power" control={<Radio size="small" />} label="Total Power in MW" />
            </RadioGroup>
            <YearSelect years={years} value={year} onChange={setYear} label="Year of the installations chart" />
          </Stack>
        </Stack>
        {error && <Alert severity="error">Error! {error.message}</Alert>}
        <Box sx={{height: 320}} data-testid="installations-chart">
          <ResponsiveContainer width="100%" height="100%" onResize={width => setChartWidth(width)}>
            <BarChart data={bars} margin={{top: 8, right: 8, left: 0, bottom: 0}}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="monthName"
                interval={0}
                height={axis.height}
                tick={
                  <MonthTick
                    colour={theme.palette.primary.main}
                    axis={axis}
                    onPick={refusal ? undefined : month => void download(month)}
                  />
                }
              />
              <YAxis allowDecimals={measure === 'power'} />
              <Tooltip />
              <Legend />
              {STATES.map((state, i) => (
                <Bar key={state} dataKey={state} stackId="states" fill={SERIES_COLOURS[i]} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {refusal ?? 'Click a month to download its installed products (Products_installed_month_year.xlsx).'}
        </Typography>
      </CardContent>
      <Snackbar
        open={downloadFailed}
        autoHideDuration={3000}
        onClose={() => setDownloadFailed(false)}
        message={STATS_DOWNLOAD_ERROR}
      />
    </Card>
  );
}
