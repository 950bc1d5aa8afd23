import {useState} from 'react';
import type {ReactElement} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import {rest, saveDownload, type DownloadedFile} from '@voltcheck/api-client';
import {downloadFailure} from '../../components/download';
import type {UploadHistoryItem} from './history.queries';
import {formatCount} from '../../components/formatCount';
import {shortDateTime, UploadAdminMenu, uploadSystemCounts} from '@voltcheck/ui-shared';
import {Permitted} from '../../components/Permitted';
import {PERMISSION} from '../../session/permissions';

/** Uploads loaded without a file (the demo fixtures) keep no original and no report: say why the button is off. */
function Unavailable({when, children}: {when: boolean; children: ReactElement}) {
  if (!when) return children;
  return (
    <Tooltip title="No file was kept for this upload.">
      <span>{children}</span>
    </Tooltip>
  );
}

const when = (iso: string | null) => shortDateTime(iso) || '—';
const STATE_COLORS: Record<string, 'default' | 'success' | 'error'> = {
  Original: 'default',
  Restored: 'success',
  Deleted: 'error',
};

function Stats({items, prefix = ''}: {items: Array<[string, number, string?]>; prefix?: string}) {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: {xs: 2, sm: 4}}}>
      {items.map(([label, value, color]) => (
        <Box key={label} data-stat={`${prefix}${label}`}>
          <Typography variant="h6" component="p" sx={{fontWeight: 700, color, lineHeight: 1.2}}>
            {formatCount(value)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface Props {
  upload: UploadHistoryItem;
  manufacturerId?: number | string;
  isAdmin: boolean;
  onChanged(): void;
}

/** One upload of the history (document 001 section 2). */
export function UploadCard({upload: u, manufacturerId, isAdmin, onChanged}: Props) {
  const [error, setError] = useState('');
  const deleted = u.stateLabel === 'Deleted';
  const user = [u.user?.firstName, u.user?.lastName].filter(Boolean).join(' ') || u.user?.email || '—';
  const ledger = u.ledgerHistory;
  const query = {batchId: u.batchId, manufacturerId: manufacturerId ? Number(manufacturerId) : undefined};
  const save = (download: Promise<DownloadedFile>, fallback: string) => {
    setError('');
    saveDownload(download, fallback).catch(err => setError(downloadFailure(err)));
  };
  return (
    <Card variant="outlined" data-upload-id={u.uploadId} aria-label={`Upload ${u.uploadId}: ${u.sourceFileName ?? ''}`}>
      <CardContent>
        <Box sx={{display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap'}}>
          <DescriptionOutlinedIcon color="primary" sx={{mt: 0.5}} />
          <Box sx={{flex: 1, minWidth: 220}}>
            <Typography
              variant="h6"
              component="h2"
              sx={{wordBreak: 'break-all', textDecoration: deleted ? 'line-through' : 'none'}}
            >
              {u.sourceFileName || 'Unnamed file'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Id: {u.uploadId} · Date: {when(u.uploadedOn)} · User: {user}
            </Typography>
            {deleted && u.deleteReason && (
              <Typography variant="body2" color="error" sx={{mt: 0.5}}>
                Deleted {when(u.deletedOn)}: {u.deleteReason}
              </Typography>
            )}
          </Box>
          <Chip
            size="small"
            color={u.type === 2 ? 'secondary' : 'primary'}
            label={u.type === 2 ? 'Resolved' : 'Fresh'}
          />
          <Chip size="small" variant="outlined" color={STATE_COLORS[u.stateLabel] ?? 'default'} label={u.stateLabel} />
          {isAdmin && <UploadAdminMenu upload={u} onChanged={onChanged} />}
        </Box>
        <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', md: '1fr 1.4fr'}, gap: 2, mt: 2}}>
          <Stats
            items={
              deleted
                ? [
                    ['Total', u.totalRecords],
                    ['Deleted', u.deletedCount ?? 0, 'error.main'],
                    ['Undeleted', u.undeletedCount ?? 0],
                  ]
                : [
                    ['Total', u.totalRecords],
                    ['Saved', u.success, 'success.main'],
                    ['Failed', u.failed, u.failed ? 'error.main' : undefined],
                    ...uploadSystemCounts(u),
                  ]
            }
          />
          <Box>
            <Typography variant="caption" color="text.secondary" sx={{display: 'block', mb: 0.5}}>
              Serial Ledger · {ledger.ledgerDate ? when(ledger.ledgerDate) : 'not sent yet'}
            </Typography>
            <Stats
              prefix="ledger "
              items={[
                ['Uploaded', ledger.ledgerPassCount],
                ['Failed', ledger.ledgerFailCount, ledger.ledgerFailCount ? 'error.main' : undefined],
                ['Pending', ledger.ledgerPendingCount],
                ['Deleted', ledger.ledgerDeletedCount],
              ]}
            />
            {ledger.ledgerFailReasons.map(r => (
              <Typography key={r.error ?? ''} variant="body2" color="error" aria-label="Ledger failure reason">
                {r.count.toLocaleString('en-AU')} failed: {r.error ?? 'no reason given by the ledger'}
              </Typography>
            ))}
          </Box>
        </Box>
        <Divider sx={{my: 2}} />
        <Box sx={{display: 'flex', gap: 1, flexWrap: 'wrap'}}>
          <Unavailable when={!u.systemFileName}>
            <Permitted permission={PERMISSION.download}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={!u.systemFileName}
                onClick={() =>
                  save(
                    rest.download('get', '/api/upload/original', {params: {query: {...query, index: 0}}}),
                    u.sourceFileName ?? 'original',
                  )
                }
              >
                Original
              </Button>
            </Permitted>
          </Unavailable>
          <Unavailable when={!u.reportFileName}>
            <Permitted permission={PERMISSION.download}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={!u.reportFileName}
                onClick={() =>
                  save(
                    rest.download('get', '/api/upload/report', {params: {query: {...query, fileName: 'csv'}}}),
                    'report.csv',
                  )
                }
              >
                Report
              </Button>
            </Permitted>
          </Unavailable>
          <Permitted permission={PERMISSION.download}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() =>
                save(rest.download('get', '/api/upload/ledger-report', {params: {query}}), 'SerialLedgerReport.csv')
              }
            >
              Ledger Report
            </Button>
          </Permitted>
        </Box>
        {error && (
          <Alert severity="error" sx={{mt: 2}}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
