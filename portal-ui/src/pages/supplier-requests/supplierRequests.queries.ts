import {gql, type TypedDocumentNode} from '@apollo/client';
import type {
  ApproveSupplierLinkRequestMutation,
  ApproveSupplierLinkRequestMutationVariables,
  SupplierLinkRequestsQuery,
  SupplierLinkRequestsQueryVariables,
} from '@voltcheck/api-client';

export const SUPPLIER_LINK_REQUESTS: TypedDocumentNode<SupplierLinkRequestsQuery, SupplierLinkRequestsQueryVariables> =
  gql`
    query SupplierLinkRequests($status: String) {
      supplierLinkRequests(status: $status) {
        id
        number
        title
        description
        distributorName
        startDate
        endDate
        createdAt
        status
        reviewApproved
        isMerged
      }
    }
  `;

export const APPROVE_SUPPLIER_LINK_REQUEST: TypedDocumentNode<
  ApproveSupplierLinkRequestMutation,
  ApproveSupplierLinkRequestMutationVariables
> = gql`
  mutation ApproveSupplierLinkRequest($id: ID!) {
    approveSupplierLinkRequest(id: $id) {
      id
      status
      reviewApproved
      isMerged
    }
  }
`;

/** The state a manufacturer reads of one request. */
export function requestState(r: {status: string; reviewApproved: boolean; isMerged: boolean}): string {
  if (r.isMerged) return 'Linked';
  if (r.status === 'Closed') return 'Closed without a link';
  return r.reviewApproved ? 'Approved, waiting for the administrator' : 'Waiting for your approval';
}
