import {mockGraphql, mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {givenSerial, pageOf} from '../../testing/serials';
import {givenRecall} from '../recalls/recalls.testing';
import {SerialsTab} from './SerialsTab';
import {FAILED_SERIALS, PRODUCT_SERIALS, SERIAL_HISTORY} from './serials.queries';

const installed = {type: 1, filter: null, manufacturerId: null, status: null, first: 100, skip: 0};
const failed = {FailedProductSerialListing: pageOf([])};
const listing = [
  mockGraphql(FAILED_SERIALS, {manufacturerId: null, first: 1, skip: 0}, failed),
  mockGraphql(FAILED_SERIALS, {filter: null, manufacturerId: null, first: 100, skip: 0}, failed),
  mockGraphql(PRODUCT_SERIALS, installed, {
    ProductSerialListing: pageOf([
      givenSerial(),
      givenSerial({productSerialId: '902', serial: 'DE400W-000124', status: 'recalled'}),
    ]),
  }),
];

describe('Change status on the serial listings', () => {
  it('marks the ticked serials ineligible with a reason, and lists the rows the server refused', async () => {
    mockRest('/api/recalls', 'get', 200, {items: [], total: 0});
    const change = mockRest('/api/serials/status', 'post', 200, {
      changed: 1,
      problems: [{row: 2, serial: 'DE400W-000124', problem: 'Unknown serial'}],
    });
    const {user} = renderPortal(<SerialsTab />, {graphql: listing});
    await user.click(screen.getByRole('tab', {name: 'Installed'}));
    const table = await screen.findByRole('table', {name: 'installed serials'});
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Recalled');
    expect(within(table).getAllByRole('row')[1]).not.toHaveTextContent('Recalled');
    await user.click(screen.getByRole('checkbox', {name: 'Select every serial of the page'}));
    await user.click(screen.getByRole('button', {name: 'Change status (2)'}));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('2 selected serials')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', {name: 'New status'}));
    await user.click(screen.getByRole('option', {name: 'Ineligible'}));
    await user.click(dialog.getByRole('button', {name: 'Change status'}));
    expect(dialog.getByText('This field is required')).toBeInTheDocument();
    await user.click(dialog.getByRole('textbox', {name: 'Reason'}));
    await user.paste('Water damage in storage');
    await user.click(dialog.getByRole('button', {name: 'Change status'}));
    expect(await dialog.findByText('1 serial changed.')).toBeInTheDocument();
    expect(dialog.getByRole('table', {name: 'Rows not changed'})).toHaveTextContent('Unknown serial');
    expect(change.calls[0].body).toEqual({
      serials: ['DE400W-000123', 'DE400W-000124'],
      status: 'ineligible',
      reason: 'Water damage in storage',
    });
  });

  it('recalls a range under one of the recalls when nothing is ticked', async () => {
    mockRest('/api/recalls', 'get', 200, {items: [givenRecall()], total: 1});
    const change = mockRest('/api/serials/status', 'post', 200, {changed: 100, problems: []});
    const {user} = renderPortal(<SerialsTab />, {graphql: listing.slice(0, 2)});
    await user.click(await screen.findByRole('button', {name: 'Change status'}));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', {name: 'Range'}));
    await user.type(dialog.getByRole('textbox', {name: 'Prefix'}), 'PB-');
    await user.type(dialog.getByRole('textbox', {name: 'First number'}), '1');
    await user.type(dialog.getByRole('textbox', {name: 'Last number'}), '100');
    await user.type(dialog.getByRole('textbox', {name: 'Digits'}), '4');
    await user.click(dialog.getByRole('combobox', {name: 'Recall'}));
    await user.click(await screen.findByRole('option', {name: 'Cell overheating in PowerBank 10'}));
    await user.type(dialog.getByRole('textbox', {name: 'Reason'}), 'Recall');
    await user.click(dialog.getByRole('button', {name: 'Change status'}));
    expect(await dialog.findByText('100 serials changed.')).toBeInTheDocument();
    expect(change.calls[0].body).toEqual({
      range: {prefix: 'PB-', from: 1, to: 100, digits: 4},
      status: 'recalled',
      reason: 'Recall',
      recallId: 5,
    });
  });

  it('sends a chosen list file for the server to read, not its text', async () => {
    mockRest('/api/recalls', 'get', 200, {items: [], total: 0});
    const change = mockRest('/api/serials/status/file', 'post', 200, {
      changed: 2,
      problems: [{row: 4, serial: 'NOPE-1', problem: 'No such serial of yours.'}],
    });
    const {user} = renderPortal(<SerialsTab />, {graphql: listing.slice(0, 2)});
    await user.click(await screen.findByRole('button', {name: 'Change status'}));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', {name: 'File'}));
    await user.click(dialog.getByRole('combobox', {name: 'New status'}));
    await user.click(screen.getByRole('option', {name: 'Ineligible'}));
    await user.type(dialog.getByRole('textbox', {name: 'Reason'}), 'Lot failed');
    await user.click(dialog.getByRole('button', {name: 'Change status'}));
    expect(dialog.getByText('Choose a CSV or XLSX file')).toBeInTheDocument();
    const file = new File(['Serial Number\nDE-1\nDE-2\nNOPE-1\n'], 'lot.csv', {type: 'text/csv'});
    await user.upload(dialog.getByLabelText('List file'), file);
    expect(dialog.getByText('lot.csv')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', {name: 'Change status'}));
    expect(await dialog.findByText('2 serials changed.')).toBeInTheDocument();
    expect(dialog.getByRole('table', {name: 'Rows not changed'})).toHaveTextContent('NOPE-1');
    const form = change.calls[0].body as FormData;
    expect(form.get('status')).toBe('ineligible');
    expect(form.get('reason')).toBe('Lot failed');
    expect((form.get('file') as File).name).toBe('lot.csv');
    expect(form.get('serials')).toBeNull();
  });

  it('offers no status change to staff without the Upload permission', async () => {
    const {user} = renderPortal(<SerialsTab />, {graphql: listing, role: 'mstaff', profile: {permissions: [1]}});
    await user.click(screen.getByRole('tab', {name: 'Installed'}));
    await screen.findByRole('table', {name: 'installed serials'});
    expect(screen.queryByRole('button', {name: /Change status/})).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the status history in the serial’s history card', async () => {
    const history = mockRest('/api/serials/{serial}/status-history', 'get', 200, [
      {
        serial: 'DE400W-000123',
        at: '2026-11-20T01:00:00.000Z',
        from: 'available',
        to: 'recalled',
        reason: 'Cell overheating',
        recallId: 5,
        recallTitle: 'PowerBank 10 recall',
        by: 'maker',
      },
    ]);
    const {user} = renderPortal(<SerialsTab />, {
      graphql: [
        ...listing,
        mockGraphql(
          SERIAL_HISTORY,
          {productSerialId: '901', manufacturerId: null},
          {historyForSerial: {productSerialId: '901', serial: 'DE400W-000123', uploads: [], ledger: [], requests: []}},
        ),
      ],
    });
    await user.click(screen.getByRole('tab', {name: 'Installed'}));
    await user.click(await screen.findByRole('button', {name: 'Upload history of DE400W-000123'}));
    const list = await screen.findByRole('list', {name: 'Status history'});
    expect(list).toHaveTextContent('Status: Available → Recalled · PowerBank 10 recall');
    expect(list).toHaveTextContent('maker · Cell overheating');
    expect(history.calls[0].url.pathname).toBe('/api/serials/DE400W-000123/status-history');
  });
});
