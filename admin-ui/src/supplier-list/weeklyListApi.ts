import {gql, type TypedDocumentNode} from '@apollo/client';
import {
  GraphqlUploadError,
  uploadWithGraphql,
  type WeeklySupplierListMutation,
  type WeeklySupplierListMutationVariables,
} from '@voltcheck/api-client';

export type WeeklySupplierReport = WeeklySupplierListMutation['weeklySupplierList'];

// Sent as a GraphQL multipart request (uploadWithGraphql): Apollo's link sends JSON only.
export const WEEKLY_SUPPLIER_LIST: TypedDocumentNode<WeeklySupplierListMutation, WeeklySupplierListMutationVariables> =
  gql`
    mutation WeeklySupplierList($file: Upload!) {
      weeklySupplierList(file: $file) {
        status
        message
        fileName
        total
        added
        changed
        removed
        unchanged
        rejected {
          row
          reason
        }
      }
    }
  `;

/** The 'Upload Failed' toast of document 002 section 8, or the server's own messages. */
export class UploadFailed extends Error {}

/** Replaces the weekly supplier list by one file (a GraphQL multipart request): the report of what changed. */
export async function uploadWeeklyList(file: File): Promise<WeeklySupplierReport> {
  try {
    const {weeklySupplierList} = await uploadWithGraphql(WEEKLY_SUPPLIER_LIST, {}, file);
    if (!weeklySupplierList) throw new UploadFailed('Upload Failed');
    return weeklySupplierList;
  } catch (e) {
    if (e instanceof GraphqlUploadError) throw new UploadFailed(e.messages.join('\n') || 'Upload Failed');
    throw e;
  }
}
