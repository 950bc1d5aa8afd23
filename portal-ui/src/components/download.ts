import {isForbidden} from './forbidden';

/** The catalogue's download failure (document 001 section 8). */
export const DOWNLOAD_ERROR = 'some error occured';

/**
 * What a failed download says: a refusal (403) shows the server's message, which names the missing permission, since
 * retrying cannot help; any other failure the catalogue's message.
 */
export function downloadFailure(error: unknown): string {
  if (isForbidden(error) && error instanceof Error && error.message) return error.message;
  return DOWNLOAD_ERROR;
}
