import type {PullRequest} from '@voltcheck/api-client';
import {screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {ResourceContextProvider} from 'react-admin';
import {describe, expect, it} from 'vitest';
import {answeringLists} from '../testing/dataProviders';
import {givenPullRequest} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {PullRequestList} from './PullRequestList';

const renderRequests = (requests: PullRequest[] | Error) => {
  const lists = answeringLists({PullRequests: requests});
  const rendered = renderInConsole(
    <ResourceContextProvider value="PullRequests">
      <PullRequestList />
    </ResourceContextProvider>,
    {dataProvider: {getList: lists.getList}},
  );
  return {...rendered, calls: lists.calls};
};

describe('PullRequestList', () => {
  it('lists the requests, newest first, with their requester, link, dates and state', async () => {
    const {calls} = renderRequests([
      givenPullRequest({commentCount: 2, endDate: '2027-01-31'}),
      givenPullRequest({id: '60', number: 13, status: 'Closed', reviewApproved: true, isMerged: true}),
    ]);
    const open = await screen.findByRole('row', {name: /^14/});
    expect(open).toHaveTextContent('Voltix');
    expect(open).toHaveTextContent('ada');
    expect(open).toHaveTextContent('Link Sunny Supplies to Voltix: Sunny Supplies');
    expect(open).toHaveTextContent('From 01/11/2026 to 31/01/2027 · 2 comments');
    expect(within(open).getByText('Open')).toBeInTheDocument();
    const merged = screen.getByRole('row', {name: /^13/});
    expect(within(merged).getByText('Approved')).toBeInTheDocument();
    expect(within(merged).getByText('Merged')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({sort: {field: 'id', order: 'DESC'}, pagination: {page: 1, perPage: 25}});
  });

  it('filters Open or Closed requests on the server', async () => {
    const {user, calls} = renderRequests([givenPullRequest()]);
    await screen.findByRole('row', {name: /^14/});
    await user.click(screen.getByRole('combobox', {name: 'Filter'}));
    await user.click(await screen.findByRole('option', {name: 'Closed'}));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({status: 'Closed'}));
  });

  it('offers to open the first request when there is none', async () => {
    renderRequests([]);
    expect(await screen.findByText('No pull request available')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'New PullRequest'})).toHaveAttribute('href', '/CreatePullRequest');
  });

  it("shows react-admin's error when the requests cannot be read", async () => {
    renderRequests(new Error('Administrators only'));
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });
});
