import {
  captureDownloads,
  mockGraphql,
  mockGraphqlNetworkError,
  mockRest,
  screen,
  waitFor,
  within,
} from '@voltcheck/ui-shared/testing';
import type {UploadHistoryQuery} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {DELETE_REASONS_QUERY, REASON_REQUIRED, UPLOAD_HISTORY} from './history.queries';
import {HistoryPage, NO_HISTORY} from './HistoryPage';

type Upload = UploadHistoryQuery['uploadHistory']['list'][number];

function givenUpload(upload: Partial<Upload> = {}): Upload {
  return {
    uploadId: '101',
    batchId: 'b-101',
    manufacturerId: '1',
    sourceFileName: 'serials-november.xlsx',
    systemFileName: 'stored-101.xlsx',
    reportFileName: null,
    totalRecords: 1200,
    success: 1150,
    failed: 50,
    unitCount: 0,
    moduleCount: 0,
    type: 1,
    uploadedOn: '2026-11-02T04:05:00.000Z',
    uploadedBy: '7',
    distributorId: null,
    isDeleted: false,
    deletedOn: null,
    deletedBy: null,
    restoredFrom: null,
    restoredTo: null,
    stateLabel: 'Original',
    deleteReason: null,
    deletedCount: null,
    undeletedCount: null,
    canDeleteOrRestore: true,
    user: {firstName: 'Pat', lastName: 'Portal', email: 'pat@demo-energy.example'},
    ledgerHistory: {
      ledgerPendingCount: 3,
      ledgerPassCount: 1140,
      ledgerFailCount: 7,
      ledgerDeletedCount: 0,
      ledgerDate: null,
      ledgerFailReasons: [
        {error: 'Brand, Model & Supplier Mismatch', count: 5},
        {error: 'Brand Mismatch', count: 2},
      ],
    },
    ...upload,
  };
}

const own = {manufacturerId: null, filter: null, skip: 0, first: 100};
const history = (list: Upload[], count = list.length) => ({uploadHistory: {count, list}});
const stat = (card: HTMLElement, label: string) => card.querySelector(`[data-stat="${label}"]`);

describe('HistoryPage', () => {
  it('shows a loading state, then a card per upload with its counts, its user and its downloads', async () => {
    renderPortal(<HistoryPage />, {
      graphql: [mockGraphql(UPLOAD_HISTORY, own, history([givenUpload()]), {delay: 30})],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const card = await screen.findByLabelText('Upload 101: serials-november.xlsx');
    expect(screen.getByText('1 upload')).toBeInTheDocument();
    expect(card).toHaveTextContent('User: Pat Portal');
    expect(card).toHaveTextContent('Fresh');
    expect(card).toHaveTextContent('Original');
    expect(stat(card, 'Saved')).toHaveTextContent('1,150');
    expect(stat(card, 'Failed')).toHaveTextContent('50');
    expect(stat(card, 'ledger Uploaded')).toHaveTextContent('1,140');
    expect(card).toHaveTextContent('Serial Ledger · not sent yet');
    // Why the ledger failed serials, not only how many.
    expect(
      within(card)
        .getAllByLabelText('Ledger failure reason')
        .map(r => r.textContent),
    ).toEqual(['5 failed: Brand, Model & Supplier Mismatch', '2 failed: Brand Mismatch']);
    expect(within(card).getByRole('button', {name: 'Original'})).toBeEnabled();
    expect(within(card).getByRole('button', {name: 'Report'})).toBeDisabled();
    // No battery system figures for an upload without modules.
    expect(stat(card, 'Units')).toBeNull();
    expect(stat(card, 'Modules')).toBeNull();
    // Only administrators get the settings of an upload.
    expect(within(card).queryByRole('button', {name: 'Settings of upload 101'})).not.toBeInTheDocument();
  });

  it('counts the units and modules of an upload of battery systems', async () => {
    renderPortal(<HistoryPage />, {
      graphql: [mockGraphql(UPLOAD_HISTORY, own, history([givenUpload({unitCount: 100, moduleCount: 900})]))],
    });
    const card = await screen.findByLabelText(/Upload 101/);
    expect(stat(card, 'Units')).toHaveTextContent('100');
    expect(stat(card, 'Modules')).toHaveTextContent('900');
  });

  it('shows a deleted upload with its reason and its deleted counts', async () => {
    renderPortal(<HistoryPage />, {
      graphql: [
        mockGraphql(
          UPLOAD_HISTORY,
          own,
          history([
            givenUpload({
              stateLabel: 'Deleted',
              deleteReason: 'Wrong file',
              deletedOn: '2026-11-03T00:00:00.000Z',
              deletedCount: 1100,
              undeletedCount: 100,
              type: 2,
            }),
          ]),
        ),
      ],
    });
    const card = await screen.findByLabelText(/Upload 101/);
    expect(card).toHaveTextContent('Wrong file');
    expect(card).toHaveTextContent('Resolved');
    expect(stat(card, 'Deleted')).toHaveTextContent('1,100');
    expect(stat(card, 'Undeleted')).toHaveTextContent('100');
    expect(stat(card, 'Saved')).toBeNull();
  });

  it('says there is no history when the list is empty, and also when it cannot load', async () => {
    const first = renderPortal(<HistoryPage />, {graphql: [mockGraphql(UPLOAD_HISTORY, own, history([]))]});
    expect(await screen.findByText(NO_HISTORY)).toBeInTheDocument();
    first.unmount();
    renderPortal(<HistoryPage />, {graphql: [mockGraphqlNetworkError(UPLOAD_HISTORY, own)]});
    expect(await screen.findByText(NO_HISTORY)).toBeInTheDocument();
  });

  it('asks a distributor for the uploads of its chosen manufacturer', async () => {
    renderPortal(<HistoryPage />, {
      role: 'mdistributor',
      graphql: [mockGraphql(UPLOAD_HISTORY, {...own, manufacturerId: '1'}, history([givenUpload()]))],
    });
    expect(await screen.findByLabelText(/Upload 101/)).toBeInTheDocument();
  });

  it('searches by file name or id from the first page', async () => {
    const {user} = renderPortal(<HistoryPage />, {
      graphql: [
        mockGraphql(UPLOAD_HISTORY, own, history([givenUpload()])),
        mockGraphql(
          UPLOAD_HISTORY,
          {...own, filter: 'dec'},
          history([givenUpload({uploadId: '102', sourceFileName: 'december.csv'})]),
        ),
      ],
    });
    await screen.findByLabelText(/Upload 101/);
    await user.type(screen.getByRole('textbox', {name: 'Search uploads'}), 'dec');
    expect(await screen.findByLabelText('Upload 102: december.csv')).toBeInTheDocument();
  });

  it('downloads the original file of an upload with its batch', async () => {
    const saved = captureDownloads();
    const original = mockRest('/api/upload/original', 'get', 200, new Blob(['a,b']), {fileName: 'serials.xlsx'});
    const {user} = renderPortal(<HistoryPage />, {
      graphql: [mockGraphql(UPLOAD_HISTORY, own, history([givenUpload()]))],
    });
    const card = await screen.findByLabelText(/Upload 101/);
    await user.click(within(card).getByRole('button', {name: 'Original'}));
    await waitFor(() => expect(original.calls).toHaveLength(1));
    expect(original.calls[0].url.searchParams.get('batchId')).toBe('b-101');
    expect(original.calls[0].url.searchParams.get('index')).toBe('0');
    await waitFor(() => expect(saved.map(f => f.fileName)).toEqual(['serials.xlsx']));
  });

  it('lets an administrator delete an upload only with a reason', async () => {
    const {user} = renderPortal(<HistoryPage />, {
      role: 'superadmin',
      graphql: [
        mockGraphql(UPLOAD_HISTORY, own, history([givenUpload()])),
        mockGraphql(DELETE_REASONS_QUERY, {}, {uploadDeleteReasons: ['Wrong file', 'Other']}),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Settings of upload 101'}));
    await user.click(screen.getByRole('menuitem', {name: 'Delete'}));
    const dialog = screen.getByRole('dialog', {name: 'Delete upload'});
    await user.click(within(dialog).getByRole('button', {name: 'Delete'}));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeInTheDocument();
  });

  it('lets an administrator restore a deleted upload, then reloads the history', async () => {
    const restore = mockRest('/api/upload/restore', 'post', 200, {status: true, message: 'Restored'});
    const deleted = givenUpload({stateLabel: 'Deleted', deleteReason: 'Wrong file'});
    const {user} = renderPortal(<HistoryPage />, {
      role: 'superadmin',
      graphql: [
        mockGraphql(UPLOAD_HISTORY, own, history([deleted])),
        mockGraphql(UPLOAD_HISTORY, own, history([givenUpload({stateLabel: 'Restored'})])),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Settings of upload 101'}));
    await user.click(screen.getByRole('menuitem', {name: 'Restore'}));
    const dialog = await screen.findByRole('dialog', {name: 'Restore upload'});
    await user.click(within(dialog).getByRole('button', {name: 'Restore'}));
    await waitFor(() => expect(restore.calls).toHaveLength(1));
    expect(restore.calls[0].body).toEqual({UploadId: 101});
    expect(await screen.findByText('Restored')).toBeInTheDocument();
  });
});
