import {
  captureDownloads,
  mockGraphql,
  mockGraphqlNetworkError,
  mockRest,
  screen,
  waitFor,
  within,
} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {givenFailedSerial, givenSerial, pageOf} from '../../testing/serials';
import {GlobalSerialsPage} from './GlobalSerialsPage';
import {FAILED_SERIALS, PARALLEL_IMPORTS, PRODUCT_SERIALS} from './serials.queries';
import {NO_RESULT, SELF_SUPPLIER} from './serialFormat';

const badge = (manufacturerId: string | null = null) => ({manufacturerId, first: 1, skip: 0});
const failedPage = (manufacturerId: string | null = null) => ({filter: null, manufacturerId, first: 100, skip: 0});
const serialsPage = (type: number | null, manufacturerId: string | null = null, status: string | null = null) => ({
  type,
  filter: null,
  manufacturerId,
  status,
  first: 100,
  skip: 0,
});
const failed = (list = [givenFailedSerial()], count = list.length) => ({
  FailedProductSerialListing: pageOf(list, count),
});

describe('GlobalSerialsPage for a manufacturer', () => {
  it('opens on the failed serials, with their count, the banner and its downloads', async () => {
    renderPortal(<GlobalSerialsPage />, {
      graphql: [
        mockGraphql(FAILED_SERIALS, badge(), failed([givenFailedSerial()], 12)),
        mockGraphql(FAILED_SERIALS, failedPage(), failed(), {delay: 30}),
      ],
    });
    expect(screen.getByRole('heading', {name: 'Serials'})).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    const table = await screen.findByRole('table', {name: 'Failed serials'});
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('FAIL-0001');
    expect(row).toHaveTextContent('Ian Installer');
    expect(row).toHaveTextContent('SolarCheck');
    expect(await screen.findByText(/12 serials were requested by installers but never uploaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Upload Now'})).toHaveAttribute('href', '/flash');
    expect(screen.queryByRole('tab', {name: 'Parallel Import'})).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Download Failed Serials'})).not.toBeInTheDocument();
  });

  it('downloads the failed serials as CSV', async () => {
    const saved = captureDownloads();
    const csv = mockRest('/api/serials/failed/export', 'get', 200, 'serial\nFAIL-0001\n');
    const {user} = renderPortal(<GlobalSerialsPage />, {
      graphql: [mockGraphql(FAILED_SERIALS, badge(), failed()), mockGraphql(FAILED_SERIALS, failedPage(), failed())],
    });
    await user.click(await screen.findByRole('button', {name: 'CSV'}));
    await waitFor(() => expect(saved.map(f => f.fileName)).toEqual(['failed.csv']));
    expect(csv.calls[0].url.searchParams.get('format')).toBe('csv');
  });

  it('says no result, without the banner, when no serial failed', async () => {
    renderPortal(<GlobalSerialsPage />, {
      graphql: [
        mockGraphql(FAILED_SERIALS, badge(), failed([])),
        mockGraphql(FAILED_SERIALS, failedPage(), failed([])),
      ],
    });
    expect(await screen.findByText(NO_RESULT)).toBeInTheDocument();
    expect(screen.queryByText(/requested by installers/)).not.toBeInTheDocument();
  });

  it('shows the error when the failed serials cannot load', async () => {
    renderPortal(<GlobalSerialsPage />, {
      graphql: [
        mockGraphql(FAILED_SERIALS, badge(), failed([])),
        mockGraphqlNetworkError(FAILED_SERIALS, failedPage()),
      ],
    });
    expect(await screen.findByText('Error! Failed to fetch')).toBeInTheDocument();
  });

  it('lists the installed serials of the Installed tab, with their supplier', async () => {
    const {user} = renderPortal(<GlobalSerialsPage />, {
      graphql: [
        mockGraphql(FAILED_SERIALS, badge(), failed([])),
        mockGraphql(FAILED_SERIALS, failedPage(), failed([])),
        mockGraphql(PRODUCT_SERIALS, serialsPage(1), {ProductSerialListing: pageOf([givenSerial()])}),
      ],
    });
    await user.click(screen.getByRole('tab', {name: 'Installed'}));
    const row = within(await screen.findByRole('table', {name: 'installed serials'})).getAllByRole('row')[1];
    expect(row).toHaveTextContent('DE400W-000123');
    expect(row).toHaveTextContent('101');
    expect(row).toHaveTextContent(SELF_SUPPLIER);
    expect(row).toHaveTextContent('pmax: 400');
  });

  it('lists the available serials with View Details, asking for type 2', async () => {
    const {user} = renderPortal(<GlobalSerialsPage />, {
      graphql: [
        mockGraphql(FAILED_SERIALS, badge(), failed([])),
        mockGraphql(FAILED_SERIALS, failedPage(), failed([])),
        mockGraphql(PRODUCT_SERIALS, serialsPage(2), {
          ProductSerialListing: pageOf([givenSerial({supplier: 'Sunny Supplies'})]),
        }),
      ],
    });
    await user.click(screen.getByRole('tab', {name: 'Available'}));
    const row = within(await screen.findByRole('table', {name: 'available serials'})).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Sunny Supplies');
    expect(within(row).getByRole('button', {name: 'View Details'})).toBeInTheDocument();
  });

  it('asks for a distributor’s chosen manufacturer', async () => {
    renderPortal(<GlobalSerialsPage />, {
      role: 'supplier',
      profile: {manufacturers: [{id: 2, name: 'Sun Co'}]},
      graphql: [
        mockGraphql(FAILED_SERIALS, badge('2'), failed([])),
        mockGraphql(FAILED_SERIALS, failedPage('2'), failed([givenFailedSerial({failedSerial: 'SUN-1'})])),
      ],
    });
    expect(await screen.findByText('SUN-1')).toBeInTheDocument();
  });
});

describe('GlobalSerialsPage for an administrator', () => {
  it('lists every serial, and the failed ones with Download Failed Serials and Parallel Import', async () => {
    const {user} = renderPortal(<GlobalSerialsPage />, {
      role: 'superadmin',
      graphql: [
        mockGraphql(PRODUCT_SERIALS, serialsPage(null), {ProductSerialListing: pageOf([givenSerial()])}),
        mockGraphql(FAILED_SERIALS, badge(), failed([givenFailedSerial()], 3)),
        mockGraphql(FAILED_SERIALS, failedPage(), failed()),
        mockGraphql(PARALLEL_IMPORTS, failedPage(), {
          AdminParallelImport: pageOf([
            givenFailedSerial({failedSerial: 'PAR-7', isParralelImport: true, parralelImportComment: 'Grey import'}),
          ]),
        }),
      ],
    });
    const all = await screen.findByRole('table', {name: 'global serials'});
    expect(all).toHaveTextContent('DE400W-000123');
    expect(await screen.findByRole('table', {name: 'Failed serials'})).toHaveTextContent('FAIL-0001');
    expect(screen.getByRole('button', {name: 'Download Failed Serials'})).toBeInTheDocument();
    expect(screen.queryByText(/requested by installers/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', {name: 'Parallel Import'}));
    const parallel = await screen.findByRole('table', {name: 'Parallel imports'});
    expect(parallel).toHaveTextContent('PAR-7');
    expect(parallel).toHaveTextContent('Grey import');
  });

  it('marks a sandbox serial as a test one', async () => {
    renderPortal(<GlobalSerialsPage />, {
      role: 'superadmin',
      graphql: [
        mockGraphql(PRODUCT_SERIALS, serialsPage(null), {
          ProductSerialListing: pageOf([givenSerial({serial: 'SANDBOX-EXPIRED-000001', test: true}), givenSerial()]),
        }),
        mockGraphql(FAILED_SERIALS, badge(), failed()),
        mockGraphql(FAILED_SERIALS, failedPage(), failed()),
      ],
    });
    const rows = within(await screen.findByRole('table', {name: 'global serials'})).getAllByRole('row');
    expect(within(rows[1]).getByText('Test')).toBeInTheDocument();
    expect(within(rows[2]).queryByText('Test')).not.toBeInTheDocument();
  });
});

describe('the status filter of the serial listings', () => {
  it('narrows the administrator’s all-serials listing to the chosen status, and back to any', async () => {
    const recalled = givenSerial({productSerialId: '902', serial: 'DE400W-RECALLED', status: 'recalled'});
    const {user} = renderPortal(<GlobalSerialsPage />, {
      role: 'superadmin',
      graphql: [
        mockGraphql(PRODUCT_SERIALS, serialsPage(null), {ProductSerialListing: pageOf([givenSerial(), recalled])}),
        mockGraphql(PRODUCT_SERIALS, serialsPage(null, null, 'recalled'), {ProductSerialListing: pageOf([recalled])}),
        mockGraphql(PRODUCT_SERIALS, serialsPage(null), {ProductSerialListing: pageOf([givenSerial(), recalled])}),
        mockGraphql(FAILED_SERIALS, badge(), failed([], 0)),
        mockGraphql(FAILED_SERIALS, failedPage(), failed([], 0)),
      ],
    });
    const all = await screen.findByRole('table', {name: 'global serials'});
    expect(all).toHaveTextContent('DE400W-000123');
    const [select] = screen.getAllByRole('combobox', {name: 'Status'});
    expect(select).toHaveTextContent('Any status');
    await user.click(select);
    await user.click(screen.getByRole('option', {name: 'Recalled'}));
    await waitFor(() =>
      expect(screen.getByRole('table', {name: 'global serials'})).not.toHaveTextContent('DE400W-000123'),
    );
    expect(screen.getByRole('table', {name: 'global serials'})).toHaveTextContent('DE400W-RECALLED');
    expect(select).toHaveTextContent('Recalled');
  });

  it('on a manufacturer’s Available tab, sends the chosen status with the listing', async () => {
    const ineligible = givenSerial({productSerialId: '903', model: 'DE-INELIGIBLE', status: 'ineligible'});
    const {user} = renderPortal(<GlobalSerialsPage />, {
      graphql: [
        mockGraphql(FAILED_SERIALS, badge(), failed([], 0)),
        mockGraphql(FAILED_SERIALS, failedPage(), failed([], 0)),
        mockGraphql(PRODUCT_SERIALS, serialsPage(2), {ProductSerialListing: pageOf([givenSerial()])}),
        mockGraphql(PRODUCT_SERIALS, serialsPage(2, null, 'ineligible'), {ProductSerialListing: pageOf([ineligible])}),
      ],
    });
    expect(screen.queryByRole('combobox', {name: 'Status'})).not.toBeInTheDocument();
    await user.click(await screen.findByRole('tab', {name: 'Available'}));
    const table = () => screen.getByRole('table', {name: 'available serials'});
    // available serials are masked: the rows are told apart by their models
    expect(await screen.findByRole('table', {name: 'available serials'})).toHaveTextContent('DE-400W');
    await user.click(screen.getByRole('combobox', {name: 'Status'}));
    await user.click(screen.getByRole('option', {name: 'Ineligible'}));
    await waitFor(() => expect(table()).toHaveTextContent('DE-INELIGIBLE'));
    expect(table()).not.toHaveTextContent('DE-400W');
  });
});
