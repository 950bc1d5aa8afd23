import {useEffect, useState} from 'react';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import {getToken} from '@voltcheck/api-client';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import {downloadFile} from '../../components/download';
import {logoPath} from './productLine.queries';

/** A product line's logo: served only with the bearer token, so fetched and shown from memory. */
export function ProductLineLogo({logo, name}: {logo: string | null; name: string}) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!logo) return;
    let url: string | undefined;
    const controller = new AbortController();
    const token = getToken();
    fetch(`/api${logoPath(logo)}`, {
      headers: token ? {Authorization: `Bearer ${token}`} : {},
      signal: controller.signal,
    })
      .then(res => (res.ok ? res.blob() : undefined))
      .then(blob => {
        if (blob) setSrc((url = URL.createObjectURL(blob)));
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [logo]);
  return (
    <Avatar variant="rounded" src={src} alt={`${name} logo`} sx={{width: 48, height: 48, bgcolor: 'action.hover'}}>
      <Inventory2OutlinedIcon color="primary" />
    </Avatar>
  );
}

/** A warranty document: a stored one downloads with the token; a URL opens in a new tab. */
export function WarrantyLink({link, label}: {link: string | null; label: string}) {
  if (!link) return null;
  if (link.startsWith('/api/'))
    return (
      <Link component="button" type="button" onClick={() => void downloadFile(link.slice(4), label)}>
        Document
      </Link>
    );
  return (
    <Link href={link} target="_blank" rel="noopener noreferrer">
      Document
    </Link>
  );
}
