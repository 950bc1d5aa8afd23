import {type ReactNode, useState} from 'react';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import {rest, saveDownload} from '@voltcheck/api-client';
import {useStoredFile} from '@voltcheck/ui-shared';
import {DOWNLOAD_ERROR} from '../../components/download';
import {logoPath} from './productLine.queries';

/** A product line's logo: served only with the bearer token, so fetched and shown from memory. */
export function ProductLineLogo({logo, name}: {logo: string | null; name: string}) {
  const src = useStoredFile(logo ? logoPath(logo) : null);
  return (
    <Avatar variant="rounded" src={src} alt={`${name} logo`} sx={{width: 48, height: 48, bgcolor: 'action.hover'}}>
      <Inventory2OutlinedIcon color="primary" />
    </Avatar>
  );
}

/** Is this warranty link a document kept by the API (served only with the bearer token)? */
export const isStoredDocument = (link: string) => link.startsWith('/api/productline/file/');

/**
 * A warranty document. A stored one is served only with the bearer token, so a plain link would answer 401: the
 * click fetches it with the token and saves the blob under the server's file name (a failure says so). A URL the
 * manufacturer typed opens in a new tab.
 */
export function WarrantyLink({
  link,
  label,
  children = 'Document',
}: {
  link: string | null;
  label: string;
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!link) return null;
  if (!isStoredDocument(link))
    return (
      <Link href={link} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    );
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await saveDownload(rest.file(link), label);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Link
        component="button"
        type="button"
        disabled={busy}
        onClick={() => void open()}
        sx={{verticalAlign: 'baseline'}}
      >
        {children}
      </Link>
      {failed && (
        <Typography component="span" role="alert" variant="caption" color="error" sx={{ml: 0.5}}>
          {DOWNLOAD_ERROR}
        </Typography>
      )}
    </>
  );
}
