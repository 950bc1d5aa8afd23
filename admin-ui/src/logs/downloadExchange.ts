import {getToken} from '@voltcheck/api-client';
import {saveFile} from '../reports/csv';

/** Saves a batch's request or response as {batchId}.xml (a JSON exchange comes rendered as XML). */
export async function downloadExchange(batchId: string, part: 'request' | 'response'): Promise<void> {
  const res = await fetch(`/api/v1/verification-batches/${encodeURIComponent(batchId)}/${part}`, {
    headers: {Authorization: `Bearer ${getToken() ?? ''}`},
  });
  if (!res.ok) throw new Error('some error occured');
  saveFile(`${batchId}.xml`, await res.blob(), 'application/xml');
}
