import CloseIcon from '@mui/icons-material/Close';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip as Tip,
  useTheme,
} from '@mui/material';
import {useState} from 'react';
import {Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis} from 'recharts';
import {saveCsv, toCsv} from './csv';
import {EmptyState} from './PageStates';

export interface ChartRow {
  label: string;
  totalInstallations: number;
}

interface Props {
  title: string;
  rows: ChartRow[];
  /** The CSV's file name (document 002, section 9) and its label column's title, as the screen names it. */
  fileName: string;
  labelHeader: string;
}

const Chart = ({rows, height}: {rows: ChartRow[]; height: number | string}) => {
  const theme = useTheme();
  return (
    <Box sx={{height}}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{left: 8, right: 24, top: 4, bottom: 4}}>
          <CartesianGrid horizontal={false} stroke={theme.palette.divider} />
          <XAxis type="number" allowDecimals={false} tick={{fontSize: 12}} />
          <YAxis type="category" dataKey="label" width={170} tick={{fontSize: 12}} />
          <Tooltip cursor={{fill: 'rgba(11,93,122,0.06)'}} />
          <Bar
            isAnimationActive={false}
            maxBarSize={36}
            dataKey="totalInstallations"
            name="Installations"
            fill={theme.palette.primary.main}
            radius={[0, 6, 6, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
};

/** One report: a bar chart of installations, its CSV export and a fullscreen view. */
export const BarChartCard = ({title, rows, fileName, labelHeader}: Props) => {
  const [full, setFull] = useState(false);
  const exportCsv = () =>
    saveCsv(
      fileName,
      toCsv(
        [
          {header: labelHeader, value: (r: ChartRow) => r.label},
          {header: 'Installations', value: (r: ChartRow) => r.totalInstallations},
        ],
        rows,
      ),
    );
  const actions = (
    <>
      <Tip title="Export CSV">
        <IconButton aria-label={`Export ${title} as CSV`} onClick={exportCsv} disabled={!rows.length}>
          <FileDownloadOutlinedIcon />
        </IconButton>
      </Tip>
      <Tip title="Fullscreen">
        <IconButton aria-label={`Show ${title} fullscreen`} onClick={() => setFull(true)}>
          <FullscreenIcon />
        </IconButton>
      </Tip>
    </>
  );
  return (
    <Card sx={{height: '100%'}}>
      <CardHeader title={title} slotProps={{title: {variant: 'subtitle1'}}} action={actions} />
      <CardContent sx={{pt: 0}}>
        {rows.length ? <Chart rows={rows} height={280} /> : <EmptyState>No installations in this period.</EmptyState>}
      </CardContent>
      <Dialog fullScreen open={full} onClose={() => setFull(false)}>
        <DialogTitle sx={{display: 'flex', alignItems: 'center'}}>
          <Box sx={{flex: 1}}>{title}</Box>
          <IconButton aria-label="Close fullscreen" onClick={() => setFull(false)}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {rows.length ? (
            <Chart rows={rows} height="80vh" />
          ) : (
            <EmptyState>No installations in this period.</EmptyState>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
};
