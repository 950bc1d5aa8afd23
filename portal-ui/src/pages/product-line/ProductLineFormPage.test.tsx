import {mockGraphql, mockGraphqlNetworkError, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {PRODUCT_LINE} from './productLine.queries';
import {ProductLineFormPage} from './ProductLineFormPage';

const edit = {route: '/EditProductLine/5', path: '/EditProductLine/:id'};
const line = {
  productLineId: '5',
  manufacturerId: '1',
  lineName: 'Solar Max',
  logo: null,
  updatedOn: '2026-10-01T00:00:00.000Z',
  totalProduct: 3,
  productWarranty: {
    productWarrantyId: '9',
    componentInYears: 12,
    componentWarrantyLink: 'https://demo-energy.example/component.pdf',
    performanceInYears: 25,
    performanceWarrantyLink: null,
  },
};

describe('ProductLineFormPage', () => {
  it('loads the line being edited into the form, its typed warranty URL included', async () => {
    renderPortal(<ProductLineFormPage />, {
      ...edit,
      graphql: [mockGraphql(PRODUCT_LINE, {id: '5'}, {productLine: line}, {delay: 30})],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('textbox', {name: /Title/})).toHaveValue('Solar Max');
    expect(screen.getByRole('textbox', {name: /Component warranty in years/})).toHaveValue('12');
    expect(screen.getByRole('textbox', {name: /Component warranty URL/})).toHaveValue(
      'https://demo-energy.example/component.pdf',
    );
    expect(screen.getByRole('textbox', {name: /Performance warranty in years/})).toHaveValue('25');
    expect(screen.getByRole('textbox', {name: /Performance warranty URL/})).toHaveValue('');
  });

  it('says the line was not found when it cannot be read', async () => {
    renderPortal(<ProductLineFormPage />, {...edit, graphql: [mockGraphqlNetworkError(PRODUCT_LINE, {id: '5'})]});
    expect(await screen.findByRole('alert')).toHaveTextContent('Product Line Not Found');
  });

  it('opens an empty form to add a line, and checks it before sending anything', async () => {
    const {user} = renderPortal(<ProductLineFormPage />, {route: '/addproduct', path: '/addproduct'});
    expect(screen.getByRole('textbox', {name: /Title/})).toHaveValue('');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.getAllByText(/required/i).length).toBeGreaterThan(0);
  });
});
