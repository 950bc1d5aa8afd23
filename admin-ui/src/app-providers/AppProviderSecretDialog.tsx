import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import {useState} from 'react';
import type {AppProvider} from '@voltcheck/api-client';

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (plain http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = Object.assign(document.createElement('textarea'), {value: text, readOnly: true});
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy failed');
  } finally {
    area.remove();
  }
}

const CopyableField = ({label, value}: {label: string; value: string}) => {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    copyText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      helperText={state === 'failed' ? 'Copy failed: select the text and copy it by hand.' : ' '}
      error={state === 'failed'}
      onFocus={e => e.target.select()}
      slotProps={{
        htmlInput: {readOnly: true, spellCheck: false, style: {fontFamily: 'monospace'}},
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={state === 'copied' ? 'Copied' : `Copy ${label.toLowerCase()}`}>
                <IconButton aria-label={`Copy ${label.toLowerCase()}`} onClick={copy} edge="end">
                  {state === 'copied' ? <CheckIcon color="success" /> : <ContentCopyIcon />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/**
 * The credentials of a provider just created. The secret is in createAppProvider's answer only
 * (the server keeps a hash): the dialog closes only through its button, never by Escape or a stray click.
 */
export const AppProviderSecretDialog = ({record, onClose}: {record: AppProvider; onClose: () => void}) => (
  // No onClose: neither Escape nor a click outside dismisses it.
  <Dialog open maxWidth="sm" fullWidth aria-labelledby="app-provider-secret-title">
    <DialogTitle id="app-provider-secret-title">{record.name}: client credentials</DialogTitle>
    <DialogContent>
      <Alert severity="warning" sx={{mb: 2.5}}>
        Copy the client secret now and give it to the provider securely. <strong>It will not be shown again</strong>:
        VoltCheck keeps only a hash of it and cannot recover it.
      </Alert>
      <Stack spacing={1}>
        <CopyableField label="Client ID" value={record.clientId} />
        <CopyableField label="Client secret" value={record.clientSecret ?? ''} />
      </Stack>
      {!record.enabled && (
        <Alert severity="info">The provider is disabled: its apps get tokens only after you enable it.</Alert>
      )}
    </DialogContent>
    <DialogActions sx={{px: 3, pb: 2}}>
      <Button variant="contained" onClick={onClose}>
        I have stored the secret
      </Button>
    </DialogActions>
  </Dialog>
);
