import type {CreatePullRequestMutation, CreatePullRequestMutationVariables} from '@voltcheck/api-client';
import {mockGraphql, mockGraphqlError, screen} from '@voltcheck/ui-shared/testing';
import type {MockedResponse} from '@apollo/client/testing';
import {Route, Routes} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {answeringLists} from '../testing/dataProviders';
import {givenSupplier} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {CreatePullRequest} from './CreatePullRequest';
import {CREATE_PULL_REQUEST} from './queries';

const lists = answeringLists({
  Manufacturers: [{id: '1', name: 'Voltix'}],
  Suppliers: [givenSupplier(), givenSupplier({id: '22', displayName: 'Ampere Wholesale'})],
});

const request: CreatePullRequestMutationVariables = {
  manufacturerId: '1',
  distributorId: '21',
  startDate: '2026-12-01',
  endDate: null,
  title: 'Link Sunny Supplies to Voltix',
  description: 'Invoices checked',
};

const renderForm = (route: string, graphql: MockedResponse[] = []) =>
  renderInConsole(
    <Routes>
      <Route path="/CreatePullRequest/:manufacturerId?/:distributorId?" element={<CreatePullRequest />} />
      <Route path="/PullRequests/:id/show" element={<p>Pull request shown</p>} />
    </Routes>,
    {route, graphql, dataProvider: {getList: lists.getList}},
  );

async function fillIn(user: ReturnType<typeof renderInConsole>['user']) {
  const start = screen.getByLabelText('Start date');
  await user.clear(start);
  await user.type(start, '01/12/2026');
  await user.type(screen.getByLabelText('Description'), 'Invoices checked');
  await user.click(screen.getByRole('button', {name: 'Create pull request'}));
}

describe('CreatePullRequest', () => {
  it('waits for a manufacturer and a supplier before it offers to create', async () => {
    renderForm('/CreatePullRequest');
    expect(await screen.findByRole('button', {name: 'Create pull request'})).toBeDisabled();
  });

  it('starts from the manufacturer and supplier of its address, creates the request and opens it', async () => {
    const created = mockGraphql<CreatePullRequestMutation, CreatePullRequestMutationVariables>(
      CREATE_PULL_REQUEST,
      request,
      {createPullRequest: {id: '61'}},
    );
    const {user} = renderForm('/CreatePullRequest/1/21', [created]);
    expect(await screen.findByDisplayValue('Sunny Supplies')).toBeInTheDocument();
    expect(screen.getByRole('combobox', {name: 'Manufacturer'})).toHaveValue('Voltix');
    await fillIn(user);
    expect(await screen.findByText('Pull request shown')).toBeInTheDocument();
  });

  it("shows the server's refusal and stays on the form", async () => {
    const refused = mockGraphqlError<CreatePullRequestMutation, CreatePullRequestMutationVariables>(
      CREATE_PULL_REQUEST,
      request,
      'An open pull request already links them',
    );
    const {user} = renderForm('/CreatePullRequest/1/21', [refused]);
    await screen.findByDisplayValue('Sunny Supplies');
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An open pull request already links them');
  });
});
