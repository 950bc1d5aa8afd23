import type {
  ApprovePullRequestAloneMutation,
  ApprovePullRequestAloneMutationVariables,
  ApprovePullRequestMutation,
  ApprovePullRequestMutationVariables,
  CommentPullRequestMutation,
  CommentPullRequestMutationVariables,
  MergePullRequestMutation,
  MergePullRequestMutationVariables,
  PullRequestDetailQuery,
  PullRequestDetailQueryVariables,
} from '@voltcheck/api-client';
import type {MockedResponse} from '@apollo/client/testing';
import {mockGraphql, mockGraphqlError, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {givenPullRequest} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {PullRequestShow} from './PullRequestShow';
import {APPROVE, APPROVE_ALONE, COMMENT, MERGE, PULL_REQUEST} from './queries';

type Detail = NonNullable<PullRequestDetailQuery['PullRequest']>;

function givenDetail(detail: Partial<Detail> = {}): Detail {
  const {commentCount: _count, manufacturerId: _m, distributorId: _d, ...request} = givenPullRequest();
  return {
    ...request,
    description: 'Sunny sells Voltix batteries from November',
    comments: [{id: '1', userName: 'bo', body: 'Checked the invoices', createdAt: '2026-11-02T05:00:00.000Z'}],
    ...detail,
  };
}

const detail = (request: Detail) =>
  mockGraphql<PullRequestDetailQuery, PullRequestDetailQueryVariables>(
    PULL_REQUEST,
    {id: '61'},
    {PullRequest: request},
  );

const renderShow = (graphql: MockedResponse[]) =>
  renderInConsole(<PullRequestShow />, {route: '/PullRequests/61/show', path: '/PullRequests/:id/show', graphql});

describe('PullRequestShow', () => {
  it('shows the link it proposes, its comments, and Merge off until it is approved', async () => {
    renderShow([detail(givenDetail())]);
    expect(await screen.findByText('#14 Link Sunny Supplies to Voltix')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Link Sunny Supplies to Voltix from 01/11/2026 (no end date)');
    expect(screen.getByText('Sunny sells Voltix batteries from November')).toBeInTheDocument();
    expect(screen.getByText('Checked the invoices')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Approve'})).toBeEnabled();
    expect(screen.getByRole('button', {name: 'Merge'})).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Comment'})).toBeDisabled();
  });

  it('approves, then reads the request again', async () => {
    const approve = mockGraphql<ApprovePullRequestMutation, ApprovePullRequestMutationVariables>(
      APPROVE,
      {id: '61'},
      {approvePullRequest: {id: '61'}},
    );
    const approved = givenDetail({reviewApproved: true, reviewers: ['bo']});
    const {user} = renderShow([detail(givenDetail()), approve, detail(approved)]);
    await user.click(await screen.findByRole('button', {name: 'Approve'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Approved');
    expect(await screen.findByText(/Approved by: bo/)).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Merge'})).toBeEnabled();
  });

  it('says why its creator cannot approve it, and lets it approve alone with a reason', async () => {
    const own =
      'You created this change request: another administrator must approve it. No other administrator is active, so ' +
      'an administrator on the manufacturers allow-list may approve it alone, with a reason.';
    const alone = mockGraphql<ApprovePullRequestAloneMutation, ApprovePullRequestAloneMutationVariables>(
      APPROVE_ALONE,
      {id: '61', reason: 'The only administrator'},
      {approvePullRequestAlone: {id: '61'}},
    );
    const blocked = givenDetail({approvalBlocker: own, mayApproveAlone: true});
    const {user} = renderShow([
      detail(blocked),
      alone,
      detail(givenDetail({reviewApproved: true, reviewers: ['ada']})),
    ]);
    expect(await screen.findByText(own)).toBeInTheDocument();
    const approve = screen.getByRole('button', {name: 'Approve'});
    expect(approve).toBeDisabled();
    expect(approve.closest(`[aria-label="${own}"]`)).not.toBeNull();
    await user.click(screen.getByRole('button', {name: 'Approve alone'}));
    const confirm = screen.getAllByRole('button', {name: 'Approve'}).at(-1)!;
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), 'The only administrator');
    await user.click(confirm);
    expect(await screen.findByText(/Approved by: ada/)).toBeInTheDocument();
  });

  it("shows the server's refusal of a merge", async () => {
    const merge = mockGraphqlError<MergePullRequestMutation, MergePullRequestMutationVariables>(
      MERGE,
      {id: '61'},
      'The supplier is already linked to this manufacturer',
    );
    const {user} = renderShow([detail(givenDetail({reviewApproved: true})), merge]);
    await user.click(await screen.findByRole('button', {name: 'Merge'}));
    expect(await screen.findByText('The supplier is already linked to this manufacturer')).toBeInTheDocument();
  });

  it('adds a comment and clears the box', async () => {
    const comment = mockGraphql<CommentPullRequestMutation, CommentPullRequestMutationVariables>(
      COMMENT,
      {id: '61', body: 'Looks right'},
      {commentPullRequest: {id: '61'}},
    );
    const {user} = renderShow([detail(givenDetail()), comment, detail(givenDetail())]);
    await user.type(await screen.findByLabelText('Comment'), 'Looks right');
    await user.click(screen.getByRole('button', {name: 'Comment'}));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });

  it('offers no action on a closed request', async () => {
    renderShow([detail(givenDetail({status: 'Closed', isClosed: true}))]);
    expect(await screen.findByText('#14 Link Sunny Supplies to Voltix')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Approve'})).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
  });

  it('says there is no such request when the server knows none', async () => {
    renderShow([mockGraphqlError(PULL_REQUEST, {id: '61'}, 'Pull request not found', {code: 'NOT_FOUND'})]);
    expect(await screen.findByText('No pull request available')).toBeInTheDocument();
  });
});
