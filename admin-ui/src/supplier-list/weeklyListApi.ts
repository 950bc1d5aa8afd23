import {getToken, handleUnauthorized, type WeeklySupplierListMutation} from '@voltcheck/api-client';

export type WeeklySupplierReport = WeeklySupplierListMutation['weeklySupplierList'];

// Sent as a multipart form (below), not through Apollo: the comment lets `npm run codegen` find it.
const WEEKLY_SUPPLIER_LIST = /* GraphQL */ `
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
  const form = new FormData();
  form.append('operations', JSON.stringify({query: WEEKLY_SUPPLIER_LIST, variables: {file: null}}));
  form.append('map', JSON.stringify({'0': ['variables.file']}));
  form.append('0', file, file.name);
  const token = getToken();
  const res = await fetch('/graphql', {
    method: 'POST',
    body: form,
    headers: token ? {Authorization: `Bearer ${token}`} : {},
  });
  if (res.status === 401) handleUnauthorized();
  const body = (await res.json().catch(() => null)) as {
    data?: WeeklySupplierListMutation | null;
    errors?: {message: string}[];
  } | null;
  if (body?.errors?.length) throw new UploadFailed(body.errors.map(e => e.message).join('\n'));
  if (!res.ok || !body?.data?.weeklySupplierList) throw new UploadFailed('Upload Failed');
  return body.data.weeklySupplierList;
}
