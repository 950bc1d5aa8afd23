import {mockGraphql, mockGraphqlNetworkError, mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {HISTORY_ERROR} from './serialFormat';
import {SerialHistoryDialog} from './SerialHistoryDialog';
import {SERIAL_HISTORY} from './serials.queries';

const variables = {productSerialId: '901', manufacturerId: null};
const history = {
  historyForSerial: {
    productSerialId: '901',
    serial: 'DE400W-000123',
    uploads: [
      {
        uploadId: '31',
        batchId: 'b-31',
        sourceFileName: 'lot-7.csv',
        type: 1,
        uploadedOn: '2026-11-20T01:00:00.000Z',
        uploadedBy: 'Mia Maker',
        deletedOn: null,
        deleteReason: null,
        restoredFrom: null,
      },
    ],
    ledger: [{recordId: '5', status: 'pass', error: null, createdTime: '2026-11-20T02:00:00.000Z'}],
    requests: [],
  },
};

/** The dialog as a serial list opens it: closed by its Close button, opened again by the row's history button. */
function Opener() {
  const [open, setOpen] = useState<string | null>('901');
  return (
    <>
      <button onClick={() => setOpen('901')}>Open history</button>
      <SerialHistoryDialog productSerialId={open} manufacturerId={null} onClose={() => setOpen(null)} />
    </>
  );
}

describe('SerialHistoryDialog', () => {
  it("shows Loading, then the serial's uploads and ledger answers", async () => {
    mockRest('/api/serials/{serial}/status-history', 'get', 200, []);
    renderPortal(<Opener />, {graphql: [mockGraphql(SERIAL_HISTORY, variables, history, {delay: 200})]});
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    const dialog = screen.getByRole('dialog', {name: 'Upload History'});
    expect(await within(dialog).findByText('Upload 31 · Fresh')).toBeInTheDocument();
    expect(within(dialog).getByText('Ledger: Uploaded')).toBeInTheDocument();
    expect(within(dialog).getByText('DE400W-000123')).toBeInTheDocument();
  });

  it('a failed load shows its error alone, not what an earlier opening loaded', async () => {
    mockRest('/api/serials/{serial}/status-history', 'get', 200, []);
    const {user} = renderPortal(<Opener />, {
      graphql: [mockGraphql(SERIAL_HISTORY, variables, history), mockGraphqlNetworkError(SERIAL_HISTORY, variables)],
    });
    const first = await screen.findByRole('dialog', {name: 'Upload History'});
    await within(first).findByText('Upload 31 · Fresh');
    await user.click(within(first).getByRole('button', {name: 'Close'}));
    await user.click(await screen.findByRole('button', {name: 'Open history'}));
    const again = await screen.findByRole('dialog', {name: 'Upload History'});
    expect(await within(again).findByText(HISTORY_ERROR)).toBeInTheDocument();
    expect(within(again).queryByText('Upload 31 · Fresh')).not.toBeInTheDocument();
    expect(within(again).queryByText('DE400W-000123')).not.toBeInTheDocument();
  });
});
