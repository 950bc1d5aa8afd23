import {rest, saveFile} from '@voltcheck/api-client';

/** Saves a batch's request or response as {batchId}.xml (a JSON exchange comes rendered as XML). */
export async function downloadExchange(batchId: string, part: 'request' | 'response'): Promise<void> {
  const file = await rest.download('get', '/api/v1/verification-batches/{batchId}/{part}', {
    params: {path: {batchId, part}},
  });
  saveFile(file.blob, `${batchId}.xml`);
}
