import {useEffect, useState} from 'react';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

/** Copy indicator and snackbar duration (document 001 section 9). */
export const COPY_INDICATOR_MS = 3000;

/** Copies `value`: the snackbar says 'Copied {value}', the button shows 'Copied!' for 3 s. */
export function CopyButton({value, label}: {value: string; label?: string}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(true);
  };
  return (
    <>
      <Tooltip title={copied ? 'Copied!' : 'Copy'}>
        <IconButton size="small" aria-label={label ?? `Copy ${value}`} onClick={() => void copy()}>
          {copied ? <CheckIcon fontSize="inherit" color="success" /> : <ContentCopyIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
      <Snackbar
        open={copied}
        autoHideDuration={COPY_INDICATOR_MS}
        onClose={() => setCopied(false)}
        message={`Copied ${value}`}
      />
    </>
  );
}
