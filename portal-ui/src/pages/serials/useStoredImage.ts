import {useEffect, useState} from 'react';
import {getToken} from '@voltcheck/api-client';

/** A stored serial photo as an object URL: photos are served only with the bearer token, so an <img> cannot fetch them itself. */
export function useStoredImage(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) return;
    let objectUrl: string | undefined;
    let live = true;
    const token = getToken();
    void fetch(path, {headers: token ? {Authorization: `Bearer ${token}`} : {}})
      .then(res => (res.ok ? res.blob() : undefined))
      .then(blob => {
        if (!blob || !live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return path ? url : undefined;
}
