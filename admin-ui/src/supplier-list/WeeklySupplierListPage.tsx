import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import {useRef, useState} from 'react';
import {Title, useNotify} from 'react-admin';
import {uploadWeeklyList, type WeeklySupplierReport} from './weeklyListApi';

const ACCEPT =
  '.csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/**
 * Import Weekly Supplier Data (/ImportWeeklySupplierList, document 002 section 2.18): one file (filesLimit 1)
 * of importers, columns importerName and importerABN, replacing the whole list; then what changed.
 */
export function WeeklySupplierListPage() {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<WeeklySupplierReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(await uploadWeeklyList(file));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      setError((err as Error).message);
      notify('Upload Failed', {type: 'error'});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{p: 2, maxWidth: 760}}>
      <Title title="Import Weekly Supplier Data" />
      <Typography variant="h5" gutterBottom>
        Import Weekly Supplier Data
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        One csv or spreadsheet file with the columns importerName and importerABN. It replaces the whole weekly supplier
        list at once.
      </Typography>
      <Stack direction="row" spacing={2} sx={{my: 2, alignItems: 'center'}}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          Choose file
          <input
            ref={input}
            hidden
            type="file"
            accept={ACCEPT}
            aria-label="Weekly supplier file"
            onChange={e => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2">{file ? file.name : 'No file chosen'}</Typography>
        <Button variant="contained" disabled={!file || busy} onClick={() => void submit()}>
          {busy ? <CircularProgress size={20} /> : 'Upload'}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{whiteSpace: 'pre-line'}}>
          {error}
        </Alert>
      )}
      {report && <ReportCard report={report} />}
    </Box>
  );
}

function ReportCard({report}: {report: WeeklySupplierReport}) {
  return (
    <Card variant="outlined" aria-label="Weekly supplier report">
      <CardContent>
        <Typography variant="h6">{report.message}</Typography>
        <Typography variant="body2" gutterBottom>
          {report.fileName}: {report.total} importers — {report.added} added, {report.changed} changed, {report.removed}{' '}
          removed, {report.unchanged} unchanged.
        </Typography>
        {report.rejected.length > 0 && (
          <>
            <Typography variant="subtitle2">Rows left out ({report.rejected.length})</Typography>
            <List dense>
              {report.rejected.slice(0, 200).map(r => (
                <ListItem key={r.row} disableGutters>
                  Row {r.row}: {r.reason}
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
