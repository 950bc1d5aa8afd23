import {mockGraphql, mockGraphqlNetworkError, mockRest, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {AssignProductLinePage} from './AssignProductLinePage';
import {FREE_MODELS, LINE_MODELS, PRODUCT_LINE} from './productLine.queries';

const route = {route: '/AssignProductLine/5', path: '/AssignProductLine/:id'};
const line = {
  productLineId: '5',
  manufacturerId: '1',
  lineName: 'Solar Max',
  logo: null,
  updatedOn: '2026-10-01T00:00:00.000Z',
  totalProduct: 1,
  productWarranty: null,
};
const model = (productId: string, name: string) => ({
  productId,
  model: name,
  productType: 'PV Module',
  approvedDate: '2025-01-15',
  expiryDate: '2028-01-15',
});
const firstPage = {filter: null, skip: 0, first: 8};
const answers = (times = 1) => [
  mockGraphql(PRODUCT_LINE, {id: '5'}, {productLine: line}, {times}),
  mockGraphql(
    FREE_MODELS,
    {...firstPage, manufacturerId: '1'},
    {productNotHavingProductline: {count: 1, list: [model('62', 'WT-9')]}},
    {times},
  ),
  mockGraphql(
    LINE_MODELS,
    {...firstPage, id: '5'},
    {productsByProductline: {count: 1, list: [model('61', 'DE-400W')]}},
    {times},
  ),
];

describe('AssignProductLinePage', () => {
  it('lists the models of no line beside the line’s own', async () => {
    renderPortal(<AssignProductLinePage />, {...route, graphql: answers()});
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await within(await screen.findByRole('list', {name: 'Unassigned Models'})).findByText('WT-9')).toBeVisible();
    expect(await within(screen.getByRole('list', {name: 'Assigned Models'})).findByText('DE-400W')).toBeVisible();
    expect(screen.getByRole('button', {name: 'Assign'})).toBeDisabled();
  });

  it('says the line was not found when it cannot be read', async () => {
    renderPortal(<AssignProductLinePage />, {...route, graphql: [mockGraphqlNetworkError(PRODUCT_LINE, {id: '5'})]});
    expect(await screen.findByRole('alert')).toHaveTextContent('Product Line Not Found');
  });

  it('assigns the chosen model to the line', async () => {
    const assign = mockRest('/api/productline/assignproductline', 'post', 200, {status: true, message: 'Assigned'});
    const {user} = renderPortal(<AssignProductLinePage />, {...route, graphql: answers(2)});
    await user.click(await screen.findByRole('checkbox', {name: 'WT-9'}));
    await user.click(screen.getByRole('button', {name: 'Assign'}));
    await waitFor(() => expect(assign.calls).toHaveLength(1));
    expect(assign.calls[0].body).toEqual({ProductLineId: 5, ProductId: [62], AssignAll: false});
  });

  it('shows the refusal of an assignment', async () => {
    mockRest('/api/productline/assignproductline', 'post', 200, {status: false, message: 'Model already assigned.'});
    const {user} = renderPortal(<AssignProductLinePage />, {...route, graphql: answers()});
    await user.click(await screen.findByRole('checkbox', {name: 'WT-9'}));
    await user.click(screen.getByRole('button', {name: 'Assign'}));
    expect(await screen.findByText('Model already assigned.')).toBeInTheDocument();
  });
});
