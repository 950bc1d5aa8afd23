import {rest, saveDownload, type RestBody, type RestData, type UploadFields} from '@voltcheck/api-client';

/** A page of recalls, one recall with its four figures, the reach of one (GET /api/recalls...). */
export type RecallPage = RestData<'/api/recalls', 'get'>;
export type Recall = RecallPage['items'][number];
export type Reach = RestData<'/api/recalls/{id}/reach', 'get'>;
export type ReachKind = 'installed' | 'uninstalled';
export type NewRecall = RestBody<'/api/recalls', 'post'>;
export type CreatedRecall = RestData<'/api/recalls', 'post'>;
export type Remedy = RestBody<'/api/recalls/{id}/remedies', 'post'>['remedy'];

export const PER_PAGE = 25;

/** How each remedy reads on the screens (the server's values stay as they are). */
export const REMEDIES: {value: Remedy; label: string}[] = [
  {value: 'replaced', label: 'Replaced'},
  {value: 'repaired', label: 'Repaired'},
  {value: 'not_affected', label: 'Confirmed not affected'},
];
export const remedyLabel = (remedy: string | null | undefined) =>
  REMEDIES.find(r => r.value === remedy)?.label ?? remedy ?? '';

/** POST /api/recalls: 201 with the affected count and the rows refused, or 202 with the job of a big change. */
export function createRecall(body: NewRecall): Promise<CreatedRecall> {
  return rest.POST('/api/recalls', {body});
}

/** POST /api/recalls/file: the same recall, its serials those of a list file the server reads. */
export function createRecallFromFile(fields: UploadFields<'/api/recalls/file'>): Promise<CreatedRecall> {
  return rest.upload('/api/recalls/file', fields);
}

/** POST /api/recalls/{id}/remedies: marks installations of the recall as remedied. */
export function addRemedies(id: number, serials: string[], remedy: Remedy) {
  return rest.POST('/api/recalls/{id}/remedies', {params: {path: {id}}, body: {serials, remedy}});
}

/** The reach as a CSV or XLSX file (formula-safe on the server). */
export function exportReach(id: number, format: 'csv' | 'xlsx'): Promise<void> {
  const file = rest.download('get', '/api/recalls/{id}/reach/export', {params: {path: {id}, query: {format}}});
  return saveDownload(file, `recall-${id}-reach.${format}`);
}
