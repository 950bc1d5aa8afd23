import {mockGraphql, mockGraphqlNetworkError, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {givenModel, type Model} from '../../testing/models';
import {renderPortal} from '../../testing/renderPortal';
import {CONTACT_MANUFACTURER, NO_PRODUCT_LINE, NO_WARRANTY} from './modelFormat';
import {PRODUCTS} from './models.queries';
import {ModelsPage} from './ModelsPage';

const own = {filter: null, manufacturerId: null, first: 100, skip: 0};
const products = (list: Model[], count = list.length) => ({products: {count, list}});

describe('ModelsPage', () => {
  it('shows a loading state, then a row per model with its line, warranty and serial counts', async () => {
    renderPortal(<ModelsPage />, {graphql: [mockGraphql(PRODUCTS, own, products([givenModel()]), {delay: 30})]});
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const table = await screen.findByRole('table', {name: 'Models'});
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('DE-400W');
    expect(row).toHaveTextContent('PV Module');
    expect(row).toHaveTextContent('Solar Max');
    expect(row).toHaveTextContent('Component: 12 years');
    expect(row).toHaveTextContent('Performance: 25 years');
    expect(within(row).getByRole('progressbar', {name: '25% available'})).toBeInTheDocument();
    expect(within(row).getByRole('progressbar', {name: '5% failed'})).toBeInTheDocument();
    expect(within(row).getByRole('button', {name: 'Modify Product Line of DE-400W'})).toBeInTheDocument();
    expect(within(row).getByRole('link', {name: 'Upload more'})).toHaveAttribute('href', '/flash');
    expect(within(row).getByRole('link', {name: 'Resolve'})).toHaveAttribute('href', '/flash/resolve');
  });

  it('says when a model has no line and no warranty', async () => {
    renderPortal(<ModelsPage />, {
      graphql: [mockGraphql(PRODUCTS, own, products([givenModel({productLine: null, productWarranty: null})]))],
    });
    const row = within(await screen.findByRole('table', {name: 'Models'})).getAllByRole('row')[1];
    expect(row).toHaveTextContent(NO_PRODUCT_LINE);
    expect(row).toHaveTextContent(NO_WARRANTY);
  });

  it('marks a model of the sandbox only as Test (administrators alone are sent one)', async () => {
    renderPortal(<ModelsPage />, {
      role: 'superadmin',
      graphql: [
        mockGraphql(PRODUCTS, own, products([givenModel({test: true}), givenModel({productId: '2', test: false})])),
      ],
    });
    const rows = within(await screen.findByRole('table', {name: 'Models'})).getAllByRole('row');
    expect(within(rows[1]).getByText('Test')).toBeInTheDocument();
    expect(within(rows[2]).queryByText('Test')).not.toBeInTheDocument();
  });

  it('says so when no model matches', async () => {
    renderPortal(<ModelsPage />, {graphql: [mockGraphql(PRODUCTS, own, products([]))]});
    expect(await screen.findByText('No result found.')).toBeInTheDocument();
  });

  it('shows the error when the models cannot load', async () => {
    renderPortal(<ModelsPage />, {graphql: [mockGraphqlNetworkError(PRODUCTS, own)]});
    expect(await screen.findByRole('alert')).toHaveTextContent('Error! Failed to fetch');
  });

  it('asks for a distributor’s chosen manufacturer and offers it no product-line change', async () => {
    renderPortal(<ModelsPage />, {
      role: 'mdistributor',
      graphql: [mockGraphql(PRODUCTS, {...own, manufacturerId: '1'}, products([givenModel()]))],
    });
    const row = within(await screen.findByRole('table', {name: 'Models'})).getAllByRole('row')[1];
    expect(within(row).queryByRole('button', {name: /Modify Product Line/})).not.toBeInTheDocument();
    expect(within(row).getByRole('button', {name: 'View more'})).toBeInTheDocument();
  });

  it('gives an administrator no per-row actions', async () => {
    renderPortal(<ModelsPage />, {role: 'superadmin', graphql: [mockGraphql(PRODUCTS, own, products([givenModel()]))]});
    const row = within(await screen.findByRole('table', {name: 'Models'})).getAllByRole('row')[1];
    expect(within(row).queryByRole('button', {name: 'View more'})).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', {name: /Modify Product Line/})).not.toBeInTheDocument();
  });

  it('asks a distributor’s staff with no manufacturer to contact one, without asking the server', async () => {
    renderPortal(<ModelsPage />, {role: 'distributor_staff', claims: {ManufacturerIdList: '0'}});
    expect(screen.getByText(CONTACT_MANUFACTURER)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches the models from the first page', async () => {
    const {user} = renderPortal(<ModelsPage />, {
      graphql: [
        mockGraphql(PRODUCTS, own, products([givenModel()])),
        mockGraphql(PRODUCTS, {...own, filter: 'Wind'}, products([givenModel({productId: '62', model: 'WT-9'})])),
      ],
    });
    await screen.findByText('DE-400W');
    await user.type(screen.getByRole('textbox', {name: 'Search models'}), 'Wind');
    expect(await screen.findByText('WT-9')).toBeInTheDocument();
  });
});
