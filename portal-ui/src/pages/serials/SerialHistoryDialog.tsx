import {useQuery} from '@apollo/client';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type {SerialHistoryQuery, SerialHistoryQueryVariables} from '@voltcheck/api-client';
import {HISTORY_ERROR} from './serialFormat';
import {SERIAL_HISTORY} from './serials.queries';
import {ErrorState, InfoDialog, LoadingState, shortDateTime, StatusHistory} from '@voltcheck/ui-shared';

const LEDGER: Record<string, string> = {pending: 'Pending', pass: 'Uploaded', fail: 'Failed', deleted: 'Deleted'};

/**
 * 'Upload History' of one serial (historyForSerial): 'Loading...' then its uploads, ledger answers and requests; a failed
 * load shows its error alone (Apollo still holds what an earlier opening loaded).
 */
export function SerialHistoryDialog({
  productSerialId,
  manufacturerId,
  onClose,
}: {
  productSerialId: string | null;
  manufacturerId: string | null;
  onClose: () => void;
}) {
  const {data, loading, error} = useQuery<SerialHistoryQuery, SerialHistoryQueryVariables>(SERIAL_HISTORY, {
    skip: !productSerialId,
    variables: {productSerialId: productSerialId ?? '', manufacturerId},
    fetchPolicy: 'network-only',
  });
  const history = data?.historyForSerial;
  return (
    <InfoDialog open={!!productSerialId} title="Upload History" onClose={onClose}>
      {loading && <LoadingState />}
      {error && <ErrorState message={HISTORY_ERROR} />}
      {history && !error && (
        <>
          <Typography variant="subtitle2">{history.serial}</Typography>
          <StatusHistory serial={history.serial} />
          <List dense>
            {history.uploads.map(u => (
              <ListItem key={u.uploadId} disableGutters>
                <ListItemText
                  primary={`Upload ${u.uploadId} · ${u.type === 2 ? 'Resolved' : 'Fresh'}${u.deletedOn ? ' · Deleted' : ''}${u.restoredFrom ? ` · Restored from ${u.restoredFrom}` : ''}`}
                  secondary={`${u.sourceFileName ?? ''} · ${shortDateTime(u.uploadedOn)}${u.uploadedBy ? ` · ${u.uploadedBy}` : ''}`}
                />
              </ListItem>
            ))}
            {history.ledger.map(r => (
              <ListItem key={r.recordId} disableGutters>
                <ListItemText
                  primary={`Ledger: ${LEDGER[r.status] ?? r.status}${r.error ? ` · ${r.error}` : ''}`}
                  secondary={shortDateTime(r.createdTime)}
                />
              </ListItem>
            ))}
            {history.requests.map(r => (
              <ListItem key={r.productLogId} disableGutters>
                <ListItemText
                  primary={`Request: ${r.status === 1 ? 'Verified' : `Not verified (${r.reason})`}`}
                  secondary={`${shortDateTime(r.requestedTime)} · ${r.requesterName ?? ''} · ${r.requesterAppName}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </InfoDialog>
  );
}
