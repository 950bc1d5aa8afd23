import {mockGraphql, mockGraphqlNetworkError, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {givenModel} from '../../testing/models';
import {renderPortal} from '../../testing/renderPortal';
import {givenFailedSerial, givenSerial, pageOf} from '../../testing/serials';
import {ModelDetailPage} from './ModelDetailPage';
import {FAILED_BY_PRODUCT, INSTALLED_BY_PRODUCT, PRODUCT} from './models.queries';

const route = {route: '/model/61', path: '/model/:productId'};
const tabPage = (manufacturerId: string | null = null) => ({
  id: '61',
  filter: null,
  manufacturerId,
  first: 100,
  skip: 0,
});

describe('ModelDetailPage', () => {
  it('reads the model, then shows its failed requests first', async () => {
    renderPortal(<ModelDetailPage />, {
      ...route,
      graphql: [
        mockGraphql(PRODUCT, {productId: '61', manufacturerId: null}, {product: givenModel()}),
        mockGraphql(FAILED_BY_PRODUCT, tabPage(), {ProductFailedSerialsByProductId: pageOf([givenFailedSerial()])}),
      ],
    });
    expect(await screen.findByRole('heading', {name: 'DE-400W'})).toBeInTheDocument();
    expect(screen.getByText('Solar Max · PV Module')).toBeInTheDocument();
    expect(screen.getByRole('tab', {name: 'Serial Failed'})).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', {name: 'Failed serials'})).toHaveTextContent('FAIL-0001');
    expect(screen.getByRole('link', {name: 'Upload Serials'})).toHaveAttribute('href', '/flash');
  });

  it('lists the installed serials of the model on their tab', async () => {
    const {user} = renderPortal(<ModelDetailPage />, {
      ...route,
      graphql: [
        mockGraphql(PRODUCT, {productId: '61', manufacturerId: null}, {product: givenModel({productLine: null})}),
        mockGraphql(FAILED_BY_PRODUCT, tabPage(), {ProductFailedSerialsByProductId: pageOf([])}),
        mockGraphql(
          INSTALLED_BY_PRODUCT,
          {...tabPage(), status: null},
          {ProductInstalledSerialsByProductId: pageOf([givenSerial()])},
        ),
      ],
    });
    expect(await screen.findByText('No Product Line Assigned · PV Module')).toBeInTheDocument();
    expect(await screen.findByText('No result found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', {name: 'Installed'}));
    expect(await screen.findByText('DE400W-000123')).toBeInTheDocument();
  });

  it('asks for a distributor’s chosen manufacturer', async () => {
    renderPortal(<ModelDetailPage />, {
      ...route,
      role: 'mdistributor',
      graphql: [
        mockGraphql(PRODUCT, {productId: '61', manufacturerId: '1'}, {product: givenModel()}),
        mockGraphql(FAILED_BY_PRODUCT, tabPage('1'), {ProductFailedSerialsByProductId: pageOf([givenFailedSerial()])}),
      ],
    });
    expect(await screen.findByText('FAIL-0001')).toBeInTheDocument();
  });

  it('shows the error when the model cannot be read, without the tabs', async () => {
    renderPortal(<ModelDetailPage />, {
      ...route,
      graphql: [
        mockGraphqlNetworkError(PRODUCT, {productId: '61', manufacturerId: null}),
        // The tabs ask for their serials while the model loads.
        mockGraphql(FAILED_BY_PRODUCT, tabPage(), {ProductFailedSerialsByProductId: pageOf([])}),
      ],
    });
    expect(await screen.findByText('Error! Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the error of a tab', async () => {
    renderPortal(<ModelDetailPage />, {
      ...route,
      graphql: [
        mockGraphql(PRODUCT, {productId: '61', manufacturerId: null}, {product: givenModel()}),
        mockGraphqlNetworkError(FAILED_BY_PRODUCT, tabPage()),
      ],
    });
    const panel = await screen.findByText('Error! Failed to fetch');
    expect(within(panel.closest('[role="alert"]') ?? panel).getByText(/Failed to fetch/)).toBeInTheDocument();
    expect(screen.getByRole('tab', {name: 'Serial Failed'})).toBeInTheDocument();
  });
});
