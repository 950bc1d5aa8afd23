import {getToken, handleUnauthorized} from '@voltcheck/api-client';

/** Fetches an authenticated REST download and saves it under `fileName` (document 002's file names). */
export async function download(path: string, fileName: string, method: 'GET' | 'POST' = 'GET'): Promise<void> {
  const res = await fetch(`/api${path}`, {method, headers: {Authorization: `Bearer ${getToken() ?? ''}`}});
  if (res.status === 401) handleUnauthorized();
  if (!res.ok) throw new Error('some error occured');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
