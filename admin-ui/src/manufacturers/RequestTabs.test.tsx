import type {
  ManufacturerFailedSerialsQuery,
  ManufacturerSerialsQuery,
  RequestLogFieldsFragment,
} from '@voltcheck/api-client';
import {
  captureDownloads,
  mockGraphql,
  mockGraphqlError,
  mockRest,
  screen,
  waitFor,
  within,
} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {givenRequest} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {DETAIL_FAILED, DETAIL_PARALLEL, DETAIL_SERIALS} from './detailQueries';
import {RequestTab} from './RequestTabs';
import {SerialsTabs} from './SerialsTabs';

const firstPage = {manufacturerId: '3', skip: 0};
const failed = (list: RequestLogFieldsFragment[], options = {}) =>
  mockGraphql(DETAIL_FAILED, firstPage, {FailedProductSerialListing: {count: list.length, list}}, options);
const parallel = (list: RequestLogFieldsFragment[]) =>
  mockGraphql(DETAIL_PARALLEL, firstPage, {AdminParallelImport: {count: list.length, list}});
const noSerials: ManufacturerSerialsQuery = {ProductSerialListing: {count: 0, list: []}};

describe('The Failed sub-tab', () => {
  it('shows progress while the requests load, then lists them', async () => {
    renderInConsole(<RequestTab manufacturerId="3" kind="failed" />, {
      graphql: [{...failed([givenRequest()]), delay: 100}],
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const row = await screen.findByRole('row', {name: /VX-404-0001/});
    expect(row).toHaveTextContent('VX-404-0001');
    expect(row).toHaveTextContent('Sam Sparks');
    expect(row).toHaveTextContent('Voltix');
    expect(row).toHaveTextContent('VX-10');
    expect(row).toHaveTextContent('SolarCheck');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when every serial requested was uploaded', async () => {
    renderInConsole(<RequestTab manufacturerId="3" kind="failed" />, {graphql: [failed([])]});
    expect(await screen.findByText('No failed serial: every serial requested has been uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the requests cannot be read', async () => {
    renderInConsole(<RequestTab manufacturerId="3" kind="failed" />, {
      graphql: [mockGraphqlError(DETAIL_FAILED, firstPage, 'Manufacturer not found', {code: 'NOT_FOUND'})],
    });
    expect(await screen.findByText('Some error occured')).toBeInTheDocument();
  });

  it("downloads the manufacturer's failed serials, and says when the download fails", async () => {
    const files = captureDownloads();
    const download = mockRest(
      '/api/admin/manufacturers/{manufacturerId}/failed-serials',
      'get',
      200,
      'serial\nVX-1\n',
      {
        fileName: 'failed_serials.csv',
      },
    );
    const {user} = renderInConsole(<RequestTab manufacturerId="3" kind="failed" />, {graphql: [failed([])]});
    await user.click(screen.getByRole('button', {name: 'Download Failed Serials'}));
    await waitFor(() => expect(files.map(f => f.fileName)).toEqual(['failed_serials.csv']));
    expect(download.calls[0].url.pathname).toBe('/api/admin/manufacturers/3/failed-serials');
    mockRest('/api/admin/manufacturers/{manufacturerId}/failed-serials', 'get', 500, {
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
    } as never);
    await user.click(screen.getByRole('button', {name: 'Download Failed Serials'}));
    expect(await screen.findByText('some error occured')).toBeInTheDocument();
  });
});

describe('The Parallel Import sub-tab', () => {
  it('lists the requests with their comment under the serial', async () => {
    renderInConsole(<RequestTab manufacturerId="3" kind="parallel" />, {
      graphql: [parallel([givenRequest({parralelImportComment: 'Bought overseas'})])],
    });
    const table = await screen.findByRole('table', {name: 'Parallel imports'});
    expect(await within(table).findByRole('row', {name: /VX-404-0001/})).toHaveTextContent(
      'VX-404-0001Bought overseas',
    );
  });

  it('says so when no parallel import was reported', async () => {
    renderInConsole(<RequestTab manufacturerId="3" kind="parallel" />, {graphql: [parallel([])]});
    expect(await screen.findByText('No parallel import reported.')).toBeInTheDocument();
  });
});

describe('The Serials tab', () => {
  it('opens on the uploaded serials and switches to the Failed and Parallel Import sub-tabs', async () => {
    const answer: ManufacturerFailedSerialsQuery = {FailedProductSerialListing: {count: 1, list: [givenRequest()]}};
    const {user} = renderInConsole(<SerialsTabs manufacturerId="3" />, {
      graphql: [
        mockGraphql(DETAIL_SERIALS, {...firstPage, type: 0}, noSerials),
        mockGraphql(DETAIL_FAILED, firstPage, answer),
        parallel([]),
      ],
    });
    expect(screen.getByRole('tab', {name: 'Uploaded'})).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', {name: 'Failed'}));
    expect(await screen.findByRole('row', {name: /VX-404-0001/})).toBeInTheDocument();
    await user.click(screen.getByRole('tab', {name: 'Parallel Import'}));
    expect(await screen.findByText('No parallel import reported.')).toBeInTheDocument();
  });
});
