import type {
  AdminLedgerPickersQuery,
  AdminLedgerPickersQueryVariables,
  AdminLedgerRecordsQuery,
  AdminLedgerRecordsQueryVariables,
} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockGraphqlError, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {answeringLists} from '../testing/dataProviders';
import {renderQueryList} from '../testing/renderQueryList';
import {EMPTY_FILTERS, LEDGER_PAGE_SIZE, ledgerVariables} from './ledgerFilters';
import {LedgerList} from './LedgerList';
import {LEDGER_PICKERS, LEDGER_RECORDS} from './queries';

type LedgerRecord = AdminLedgerRecordsQuery['productSerialLedgerRecords']['list'][number];

function givenRecord(record: Partial<LedgerRecord> = {}): LedgerRecord {
  return {
    recordId: '501',
    serial: 'SN-0001',
    brand: 'Voltix',
    model: 'VX-10',
    distributorName: 'Sunny Supplies',
    batchId: 'b-77',
    status: 'fail',
    error: 'Brand Mismatch',
    createdTime: '2026-11-02T04:05:00.000Z',
    serialStatus: null,
    ...record,
  };
}

const records = (list: LedgerRecord[], hasNextPage = false, variables = ledgerVariables(EMPTY_FILTERS, 1)) =>
  mockGraphql<AdminLedgerRecordsQuery, AdminLedgerRecordsQueryVariables>(LEDGER_RECORDS, variables, {
    productSerialLedgerRecords: {pageNumber: variables.pageNumber ?? 1, hasNextPage, list},
  });

const manufacturers = answeringLists({Manufacturers: [{id: '7', name: 'Voltix Pty Ltd'}]});

describe('LedgerList', () => {
  it('lists the ledger records with their status and error', async () => {
    renderQueryList('Ledger', <LedgerList />, {
      graphql: [records([givenRecord()])],
      dataProvider: {getList: manufacturers.getList},
    });
    const table = await screen.findByRole('table', {name: 'Ledger records'});
    const row = within(table).getByRole('row', {name: /SN-0001/});
    expect(row).toHaveTextContent('Voltix');
    expect(row).toHaveTextContent('Sunny Supplies');
    expect(row).toHaveTextContent('Brand Mismatch');
    expect(within(row).getByText('fail')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Next'})).toBeDisabled();
  });

  it("tells an upload's record from a status update", async () => {
    renderQueryList('Ledger', <LedgerList />, {
      graphql: [
        records([
          givenRecord(),
          givenRecord({recordId: '502', serial: 'SN-0002', status: 'pass', error: null, serialStatus: 'recalled'}),
        ]),
      ],
      dataProvider: {getList: manufacturers.getList},
    });
    const table = await screen.findByRole('table', {name: 'Ledger records'});
    expect(within(table).getByRole('row', {name: /SN-0001/})).toHaveTextContent('Upload');
    expect(within(table).getByRole('row', {name: /SN-0002/})).toHaveTextContent('Status: recalled');
  });

  it('says when no record matches', async () => {
    renderQueryList('Ledger', <LedgerList />, {graphql: [records([])], dataProvider: {getList: manufacturers.getList}});
    expect(await screen.findByText('No records found. Try adjusting your filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderQueryList('Ledger', <LedgerList />, {
      graphql: [mockGraphqlError(LEDGER_RECORDS, ledgerVariables(EMPTY_FILTERS, 1), 'Administrators only')],
      dataProvider: {getList: manufacturers.getList},
    });
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });

  it('asks for the next page when the server says there is one', async () => {
    const {user} = renderQueryList('Ledger', <LedgerList />, {
      graphql: [
        records([givenRecord()], true),
        records([givenRecord({recordId: '502', serial: 'SN-0002'})], false, ledgerVariables(EMPTY_FILTERS, 2)),
      ],
      dataProvider: {getList: manufacturers.getList},
    });
    await screen.findByRole('row', {name: /SN-0001/});
    await user.click(screen.getByRole('button', {name: 'Next'}));
    expect(await screen.findByRole('row', {name: /SN-0002/})).toBeInTheDocument();
    expect(screen.getByText('Page: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Previous'})).toBeEnabled();
  });

  it("filters by manufacturer and offers that manufacturer's models and suppliers", async () => {
    const chosen = {...EMPTY_FILTERS, manufacturerId: '7'};
    const {user} = renderQueryList('Ledger', <LedgerList />, {
      graphql: [
        records([givenRecord()]),
        records([givenRecord({recordId: '600', serial: 'SN-VOLTIX'})], false, ledgerVariables(chosen, 1)),
        mockGraphql<AdminLedgerPickersQuery, AdminLedgerPickersQueryVariables>(
          LEDGER_PICKERS,
          {manufacturerId: '7'},
          {
            productsList: [{productId: '11', model: 'VX-10'}],
            distributorList: [{distributorId: '21', distributorName: 'Sunny Supplies'}],
          },
        ),
      ],
      dataProvider: {getList: manufacturers.getList},
    });
    await screen.findByRole('row', {name: /SN-0001/});
    expect(screen.getByRole('combobox', {name: 'Model'})).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('combobox', {name: 'Manufacturer'}));
    await user.click(await screen.findByRole('option', {name: 'Voltix Pty Ltd'}));
    expect(await screen.findByRole('row', {name: /SN-VOLTIX/})).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', {name: 'Supplier'}));
    expect(await screen.findByRole('option', {name: 'Sunny Supplies'})).toBeInTheDocument();
  });

  it('shows the thin progress bar while the records load, and takes it away with the answer', async () => {
    renderQueryList('Ledger', <LedgerList />, {
      graphql: [{...records([givenRecord()]), delay: 200}],
      dataProvider: {getList: manufacturers.getList},
    });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await screen.findByRole('row', {name: /SN-0001/});
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('exports the records of the filters as CSV, formula-safe', async () => {
    const files = captureDownloads();
    const exported = [givenRecord({distributorName: '@Sunny', error: null, status: 'pass', serialStatus: 'recalled'})];
    const {user} = renderQueryList('Ledger', <LedgerList />, {
      graphql: [
        records([givenRecord()]),
        records(exported, false, ledgerVariables(EMPTY_FILTERS, 1, LEDGER_PAGE_SIZE)),
      ],
      dataProvider: {getList: manufacturers.getList},
    });
    await screen.findByRole('row', {name: /SN-0001/});
    await user.click(screen.getByRole('button', {name: 'Export'}));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].fileName).toBe('serial-ledger.csv');
    expect(await files[0].text()).toBe(
      'Record ID,Serial,Brand,Model,Distributor,Batch ID,Change,Status,Error,Ledger Upload Time\r\n' +
        "501,SN-0001,Voltix,VX-10,'@Sunny,b-77,Status: recalled,pass,,2026-11-02T04:05:00.000Z\r\n",
    );
  });
});
