import {getToken, handleUnauthorized} from '@voltcheck/api-client';

/** The catalogue's download failure (document 001 section 8). */
export const DOWNLOAD_ERROR = 'some error occured';

function nameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** GET a file of the REST API with the bearer token and save it under the server's file name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api${path}`, {headers: token ? {Authorization: `Bearer ${token}`} : {}});
  if (res.status === 401) handleUnauthorized();
  if (!res.ok) throw new Error(DOWNLOAD_ERROR);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nameFrom(res.headers.get('Content-Disposition'), fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10000);
}

export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return q.toString();
}
