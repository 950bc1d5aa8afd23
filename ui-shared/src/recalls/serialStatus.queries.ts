import {rest, type RestBody, type RestData, type UploadFields} from '@voltcheck/api-client';

export type SerialStatus = RestBody<'/api/serials/status', 'post'>['status'];
export type StatusChanges = RestData<'/api/serials/{serial}/status-history', 'get'>;

/** A serial's status as the listings and the history show it. */
export const SERIAL_STATUSES: {value: SerialStatus; label: string}[] = [
  {value: 'recalled', label: 'Recalled'},
  {value: 'ineligible', label: 'Ineligible'},
  {value: 'available', label: 'Available'},
];
export const statusLabel = (status: string | null | undefined) =>
  SERIAL_STATUSES.find(s => s.value === status)?.label ?? status ?? '';

/** POST /api/serials/status: one transaction; unknown or foreign serials come back per row and change nothing. */
export function changeStatus(body: RestBody<'/api/serials/status', 'post'>) {
  return rest.POST('/api/serials/status', {body});
}

/** POST /api/serials/status/file: the same change, its serials those of a list file the server reads. */
export function changeStatusFromFile(fields: UploadFields<'/api/serials/status/file'>) {
  return rest.upload('/api/serials/status/file', fields);
}
