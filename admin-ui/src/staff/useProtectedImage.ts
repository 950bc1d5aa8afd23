import {useEffect, useState} from 'react';
import {getToken} from '@voltcheck/api-client';

/** A profile photo the API serves only to allowed callers: fetched with the bearer token, shown by object URL. */
export function useProtectedImage(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const token = getToken();
    fetch(path, {signal: controller.signal, headers: token ? {Authorization: `Bearer ${token}`} : {}})
      .then(res => (res.ok ? res.blob() : undefined))
      .then(blob => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
