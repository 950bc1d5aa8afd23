import {gql, type TypedDocumentNode} from '@apollo/client';
import {ApiError, rest} from '@voltcheck/api-client';
import type {RestSchema, UploadDeleteReasonsQuery, UploadDeleteReasonsQueryVariables} from '@voltcheck/api-client';

/** What the delete and restore menu reads of an upload (the portal's history card and the console's row). */
export interface AdminUpload {
  uploadId: string;
  sourceFileName?: string | null;
  stateLabel: string;
  restoredTo?: string | number | null;
  canDeleteOrRestore: boolean;
}

/** The reasons of the delete dialog: the server's list (one home for the rule). */
export const DELETE_REASONS_QUERY: TypedDocumentNode<UploadDeleteReasonsQuery, UploadDeleteReasonsQueryVariables> = gql`
  query UploadDeleteReasons {
    uploadDeleteReasons
  }
`;

export const REASON_REQUIRED = 'Please select a reason for deletion.';
export const CUSTOM_REASON_REQUIRED = 'Please specify your custom reason.';
export const ADMIN_ACTION_ERROR = 'Some error has occured, please try again';

/**
 * POST /api/upload/delete or /restore. 200 and 400 are read as JSON (a 400's message is shown);
 * any other status gives the catalogue's generic message (document 001 sections 7 and 8).
 */
export async function uploadAdminAction(
  action: 'delete' | 'restore',
  body: RestSchema<'DeleteUpload'> | RestSchema<'RestoreUpload'>,
): Promise<string> {
  try {
    const answer =
      action === 'delete'
        ? await rest.POST('/api/upload/delete', {body})
        : await rest.POST('/api/upload/restore', {body});
    if (answer?.status === false) throw new Error(answer.message || ADMIN_ACTION_ERROR);
    return answer?.message ?? '';
  } catch (e) {
    if (e instanceof ApiError)
      throw new Error(e.status === 400 && e.message ? e.message : ADMIN_ACTION_ERROR, {cause: e});
    throw e;
  }
}
