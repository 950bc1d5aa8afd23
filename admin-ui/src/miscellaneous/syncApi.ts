import {api, ApiError, getToken, handleUnauthorized} from '@voltcheck/api-client';

export type SyncKind =
  'cecInstallers' | 'cecProducts' | 'manufacturerProducts' | 'referenceData' | 'newApps' | 'certInfo' | 'analytics';

export interface SyncRun {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  added: number;
  changed: number;
  removed: number;
  error: string | null;
}

export interface SyncCardState {
  kind: SyncKind;
  title: string;
  running: boolean;
  lastRun: SyncRun | null;
}

/** The page's snackbar messages (document 002 section 8), word for word. */
export const SYNC_SNACKS = {ok: 'Refreshed Succesfully', failed: 'Some error occured, please try again'} as const;

/** The REST call that starts each data sync (GET, or POST for reference data). */
const START: Partial<Record<SyncKind, {path: string; method: 'GET' | 'POST'}>> = {
  cecInstallers: {path: '/sync/cec-installers', method: 'GET'},
  cecProducts: {path: '/sync/cec-products', method: 'GET'},
  manufacturerProducts: {path: '/sync/manufacturer-products', method: 'GET'},
  referenceData: {path: '/sync/reference-data', method: 'POST'},
  newApps: {path: '/sync/new-apps', method: 'GET'},
};

export const fetchSyncCards = () => api<SyncCardState[]>('/sync');

/** Starts a data sync: its run id, or null when one of that kind is already running (its end shows all the same). */
export async function startSync(kind: SyncKind): Promise<string | null> {
  const call = START[kind]!;
  try {
    return (await api<{runId: string}>(call.path, {method: call.method})).runId;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return null;
    throw err;
  }
}

export const fetchCertInfo = (certName: string) =>
  api<unknown>(`/sync/cert-info/${encodeURIComponent(certName.trim())}`);

/** The analytics report between two date-times, saved as analytics.csv. */
export async function downloadAnalytics(from: Date, to: Date): Promise<void> {
  const query = new URLSearchParams({from: from.toISOString(), to: to.toISOString()});
  const token = getToken();
  const res = await fetch(`/api/sync/analytics?${query}`, {headers: token ? {Authorization: `Bearer ${token}`} : {}});
  if (res.status === 401) handleUnauthorized();
  if (!res.ok) throw new ApiError(res.status, res.statusText, null);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'analytics.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
