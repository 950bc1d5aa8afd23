import {gql, type TypedDocumentNode} from '@apollo/client';
import type {
  LinkableManufacturersQuery,
  LinkableManufacturersQueryVariables,
  MySupplierLinkRequestsQuery,
  MySupplierLinkRequestsQueryVariables,
  RequestSupplierLinkMutation,
  RequestSupplierLinkMutationVariables,
} from '@voltcheck/api-client';

const OWN_LINK_REQUEST_FIELDS = gql`
  fragment OwnLinkRequestFields on OwnSupplierLinkRequest {
    id
    number
    manufacturerId
    brandName
    description
    startDate
    createdAt
    state
  }
`;

export const MY_LINK_REQUESTS: TypedDocumentNode<MySupplierLinkRequestsQuery, MySupplierLinkRequestsQueryVariables> =
  gql`
    query MySupplierLinkRequests {
      mySupplierLinkRequests {
        ...OwnLinkRequestFields
      }
    }
    ${OWN_LINK_REQUEST_FIELDS}
  `;

export const LINKABLE_MANUFACTURERS: TypedDocumentNode<
  LinkableManufacturersQuery,
  LinkableManufacturersQueryVariables
> = gql`
  query LinkableManufacturers($search: String) {
    linkableManufacturers(search: $search) {
      id
      name
      linked
      hasPortalAccount
      openRequestId
    }
  }
`;

export const REQUEST_SUPPLIER_LINK: TypedDocumentNode<
  RequestSupplierLinkMutation,
  RequestSupplierLinkMutationVariables
> = gql`
  mutation RequestSupplierLink($manufacturerId: ID!, $message: String) {
    requestSupplierLink(manufacturerId: $manufacturerId, message: $message) {
      ...OwnLinkRequestFields
    }
  }
  ${OWN_LINK_REQUEST_FIELDS}
`;

export type OwnLinkRequest = MySupplierLinkRequestsQuery['mySupplierLinkRequests'][number];
export type LinkableManufacturer = LinkableManufacturersQuery['linkableManufacturers'][number];

/** What each state of a request means for the supplier, in a sentence. */
export const STATE_HELP: Record<string, string> = {
  'Waiting for approval': 'The manufacturer or an administrator has not approved it yet.',
  Approved: 'Approved: an administrator now applies the link.',
  Linked: 'Linked: you can upload serials for this manufacturer.',
  Declined: 'Closed without a link.',
};

/** Why a manufacturer cannot be asked for, or what happens when it is (null: nothing to say). */
export function manufacturerNote(m: LinkableManufacturer): string | null {
  if (m.linked) return 'Already linked to your account.';
  if (m.openRequestId) return 'Your request is waiting for approval.';
  if (!m.hasPortalAccount) return 'This manufacturer has no portal account yet: an administrator approves for it.';
  return null;
}
