import {useEffect, useState} from 'react';
import {useApolloClient} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {useNavigate} from 'react-router-dom';
import {FileDrop} from './FileDrop';
import {importProduct, messagesOf, uploadFile} from './flash.queries';
import type {ImportMapping, UploadReportState, UploadType, WorkFile} from './flash.types';
import {ImportStepper} from './ImportStepper';
import {SheetMapper} from './SheetMapper';
import {blockingProblems, rowsToImport, toWorkFile} from './sheetState';
import {useFileReading} from './useFileReading';
import {useImportProgress} from './useImportProgress';

/** The upload indicator's time on screen before the result page (document 001 section 9). */
const DONE_PAUSE_MS = 2000;

type Phase = 'map' | 'process';

/** Pick files, then sheets, then map columns; Process Now; follow the import; on to /uploadreport. */
export function FlashImport({type, manufacturerId}: {type: UploadType; manufacturerId?: number}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [files, setFiles] = useState<WorkFile[]>([]);
  const [mappings, setMappings] = useState<ImportMapping[]>([]);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>('map');
  const [started, setStarted] = useState(false);
  const progress = useImportProgress(batchId, started, manufacturerId);
  const fileReading = useFileReading();
  const problems = blockingProblems(files, mappings);

  const addFiles = async (picked: File[]) => {
    setBusy(true);
    setErrors([]);
    let batch = batchId;
    const added: WorkFile[] = [];
    const problems: string[] = [];
    for (const file of picked) {
      try {
        fileReading.start(file.name);
        const uploaded = await uploadFile(file, type, manufacturerId, batch ?? undefined, fileReading.sent);
        batch = uploaded.batchId;
        setMappings(uploaded.mappings);
        added.push(toWorkFile(uploaded));
      } catch (e) {
        problems.push(...messagesOf(e));
      }
    }
    setBatchId(batch);
    setFiles(current => [...current, ...added]);
    setErrors(problems);
    fileReading.done();
    setBusy(false);
  };

  const reset = () => {
    setFiles([]);
    setBatchId(null);
    setErrors([]);
    setStarted(false);
    setPhase('map');
  };

  const processNow = async () => {
    if (!batchId || problems.length) return;
    setErrors([]);
    setPhase('process');
    try {
      await importProduct(client, files, batchId, type, manufacturerId);
      setStarted(true);
    } catch (e) {
      setErrors(messagesOf(e));
      setPhase('map');
    }
  };

  const result = progress.result;
  useEffect(() => {
    if (!result || !batchId) return;
    const names = files.map(f => f.originalName);
    const state: UploadReportState = {
      fileName: names.length > 1 ? `${names[0]} (+${names.length - 1} more)` : (names[0] ?? ''),
      batchId,
      success: result.success,
      failed: result.failed,
      total: result.total,
      unitCount: result.unitCount,
      moduleCount: result.moduleCount,
      mode: type,
      manufacturerId,
    };
    const timer = window.setTimeout(
      () => navigate(`/uploadreport?batchId=${encodeURIComponent(batchId)}`, {state}),
      DONE_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [result, batchId, files, type, manufacturerId, navigate]);

  const errorList = errors.length > 0 && (
    <Alert severity="error" sx={{mb: 2}}>
      {errors.map((m, i) => (
        <div key={i}>{m}</div>
      ))}
    </Alert>
  );

  if (phase === 'process') {
    return (
      <Paper sx={{p: {xs: 2, md: 4}}}>
        <Typography variant="h5" component="h2" sx={{mb: 3}}>
          Importing {files.map(f => f.originalName).join(', ')}
        </Typography>
        <ImportStepper progress={progress} type={type} totalRows={rowsToImport(files)} />
        {progress.error && (
          <Button sx={{mt: 2}} startIcon={<RestartAltIcon />} onClick={reset}>
            Start over
          </Button>
        )}
      </Paper>
    );
  }

  return (
    <Box>
      {errorList}
      {files.length === 0 ? (
        <FileDrop onFiles={addFiles} busy={busy} reading={fileReading.reading} />
      ) : (
        <Paper sx={{p: {xs: 2, md: 3}}}>
          <SheetMapper files={files} mappings={mappings} onChange={setFiles} />
          {problems.length > 0 && (
            <Alert severity="warning" sx={{mt: 2}}>
              {problems.map(p => (
                <div key={p}>{p}</div>
              ))}
            </Alert>
          )}
          <Box sx={{display: 'flex', gap: 2, mt: 3, alignItems: 'center', flexWrap: 'wrap'}}>
            <Box sx={{flex: 1, minWidth: 260}}>
              <FileDrop onFiles={addFiles} busy={busy} reading={fileReading.reading} compact />
            </Box>
            <Button color="inherit" startIcon={<RestartAltIcon />} onClick={reset} disabled={busy}>
              Start over
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayArrowIcon />}
              onClick={processNow}
              disabled={busy || problems.length > 0}
            >
              Process Now
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
}
