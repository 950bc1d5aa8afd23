import {ApiError, rest, type RestAnswer, saveFile} from '@voltcheck/api-client';

/** A card of the Miscellaneous page as GET /api/sync answers it: the operation and its latest run. */
export type SyncCardState = RestAnswer<'/api/sync', 'get'>[number];
export type SyncKind = SyncCardState['kind'];

/** The page's snackbar messages (document 002 section 8), word for word. */
export const SYNC_SNACKS = {ok: 'Refreshed Succesfully', failed: 'Some error occured, please try again'} as const;

/** The REST call that starts each data sync (GET, or POST for reference data). */
const START: Partial<Record<SyncKind, () => Promise<RestAnswer<'/api/sync/cec-installers', 'get', 202>>>> = {
  cecInstallers: () => rest.GET('/api/sync/cec-installers'),
  cecProducts: () => rest.GET('/api/sync/cec-products'),
  manufacturerProducts: () => rest.GET('/api/sync/manufacturer-products'),
  referenceData: () => rest.POST('/api/sync/reference-data'),
  newApps: () => rest.GET('/api/sync/new-apps'),
};

export const fetchSyncCards = () => rest.GET('/api/sync');

/** Starts a data sync: its run id, or null when one of that kind is already running (its end shows all the same). */
export async function startSync(kind: SyncKind): Promise<string | null> {
  try {
    return (await START[kind]!()).runId ?? null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return null;
    throw err;
  }
}

export const fetchCertInfo = (certName: string) =>
  rest.GET('/api/sync/cert-info/{certName}', {params: {path: {certName: certName.trim()}}});

/** The analytics report between two date-times, saved as analytics.csv. */
export async function downloadAnalytics(from: Date, to: Date): Promise<void> {
  const query = {from: from.toISOString(), to: to.toISOString()};
  const {blob} = await rest.download('get', '/api/sync/analytics', {params: {query}});
  saveFile(blob, 'analytics.csv');
}
