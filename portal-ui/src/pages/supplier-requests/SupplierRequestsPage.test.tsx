import {mockGraphql, mockGraphqlError, mockGraphqlNetworkError, screen, within} from '@voltcheck/ui-shared/testing';
import type {SupplierLinkRequestsQuery} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {APPROVE_SUPPLIER_LINK_REQUEST, SUPPLIER_LINK_REQUESTS} from './supplierRequests.queries';
import {SupplierRequestsPage} from './SupplierRequestsPage';

type Request = SupplierLinkRequestsQuery['supplierLinkRequests'][number];

function givenRequest(request: Partial<Request> = {}): Request {
  return {
    id: '31',
    number: 7,
    title: 'Link Sunny Supplies',
    description: 'We install in NSW',
    distributorName: 'Sunny Supplies',
    startDate: '2026-11-01',
    endDate: null,
    createdAt: '2026-10-20T00:00:00.000Z',
    status: 'Open',
    reviewApproved: false,
    isMerged: false,
    ...request,
  };
}

const open = {status: 'Open'};

describe('SupplierRequestsPage', () => {
  it('lists the open requests with their state, and Approve on those waiting', async () => {
    renderPortal(<SupplierRequestsPage />, {
      graphql: [
        mockGraphql(
          SUPPLIER_LINK_REQUESTS,
          open,
          {
            supplierLinkRequests: [
              givenRequest(),
              givenRequest({id: '32', number: 8, distributorName: 'Bright Co', reviewApproved: true}),
            ],
          },
          {delay: 30},
        ),
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const table = await screen.findByRole('table', {name: 'Supplier requests'});
    const [, waiting, approved] = within(table).getAllByRole('row');
    expect(waiting).toHaveTextContent('#7');
    expect(waiting).toHaveTextContent('Sunny Supplies');
    expect(waiting).toHaveTextContent('Open-ended');
    expect(waiting).toHaveTextContent('Waiting for your approval');
    expect(within(waiting).getByRole('button', {name: 'Approve'})).toBeInTheDocument();
    expect(approved).toHaveTextContent('Approved, waiting for the administrator');
    expect(within(approved).queryByRole('button', {name: 'Approve'})).not.toBeInTheDocument();
  });

  it('says no supplier is waiting when nothing is open, and that nothing matches for the closed ones', async () => {
    const {user} = renderPortal(<SupplierRequestsPage />, {
      graphql: [
        mockGraphql(SUPPLIER_LINK_REQUESTS, open, {supplierLinkRequests: []}),
        mockGraphql(SUPPLIER_LINK_REQUESTS, {status: 'Closed'}, {supplierLinkRequests: []}),
      ],
    });
    expect(await screen.findByText('No supplier is waiting for your approval.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Closed'}));
    expect(await screen.findByText('No supplier request matches.')).toBeInTheDocument();
  });

  it('asks for every status with no status variable', async () => {
    const {user} = renderPortal(<SupplierRequestsPage />, {
      graphql: [
        mockGraphql(SUPPLIER_LINK_REQUESTS, open, {supplierLinkRequests: []}),
        mockGraphql(
          SUPPLIER_LINK_REQUESTS,
          {status: null},
          {supplierLinkRequests: [givenRequest({status: 'Closed', isMerged: true, endDate: '2027-01-01'})]},
        ),
      ],
    });
    await screen.findByText('No supplier is waiting for your approval.');
    await user.click(screen.getByRole('button', {name: 'All'}));
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Linked');
    expect(row).toHaveTextContent('2027-01-01');
  });

  it('shows the error with a retry when the requests cannot load', async () => {
    renderPortal(<SupplierRequestsPage />, {graphql: [mockGraphqlNetworkError(SUPPLIER_LINK_REQUESTS, open)]});
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('button', {name: /retry/i})).toBeInTheDocument();
  });

  it('shows staff without Approve Supplier the refusal, with no retry', async () => {
    renderPortal(<SupplierRequestsPage />, {
      role: 'mstaff',
      profile: {permissions: [1]},
      graphql: [
        mockGraphqlError(SUPPLIER_LINK_REQUESTS, open, 'You do not have permission to approve suppliers.', {
          code: 'FORBIDDEN',
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to approve suppliers.');
    expect(screen.queryByRole('button', {name: /retry/i})).not.toBeInTheDocument();
  });

  it('approves a request, says what happens next and reloads', async () => {
    const {user} = renderPortal(<SupplierRequestsPage />, {
      graphql: [
        mockGraphql(SUPPLIER_LINK_REQUESTS, open, {supplierLinkRequests: [givenRequest()]}),
        mockGraphql(
          APPROVE_SUPPLIER_LINK_REQUEST,
          {id: '31'},
          {approveSupplierLinkRequest: {id: '31', status: 'Open', reviewApproved: true, isMerged: false}},
        ),
        mockGraphql(SUPPLIER_LINK_REQUESTS, open, {supplierLinkRequests: [givenRequest({reviewApproved: true})]}),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Approve'}));
    expect(await screen.findByText('Sunny Supplies approved. An administrator links it next.')).toBeInTheDocument();
    expect(await screen.findByText('Approved, waiting for the administrator')).toBeInTheDocument();
  });

  it('shows the refusal of an approval', async () => {
    const {user} = renderPortal(<SupplierRequestsPage />, {
      graphql: [
        mockGraphql(SUPPLIER_LINK_REQUESTS, open, {supplierLinkRequests: [givenRequest()]}),
        mockGraphqlError(APPROVE_SUPPLIER_LINK_REQUEST, {id: '31'}, 'This request is closed.'),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Approve'}));
    expect(await screen.findByText('This request is closed.')).toBeInTheDocument();
  });
});
