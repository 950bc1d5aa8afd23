import {act, mockRest, screen} from '@voltcheck/ui-shared/testing';
import {Route, Routes, useLocation} from 'react-router-dom';
import {describe, expect, it, vi} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {RecallCreatePage} from './RecallCreatePage';

/** The live events, as a fake socket.io connection the test emits on. */
const live = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  return {handlers, emit: (event: string, payload: unknown) => handlers.get(event)?.forEach(h => h(payload))};
});
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload: unknown) => void) =>
      live.handlers.set(event, [...(live.handlers.get(event) ?? []), handler]),
    disconnect: () => live.handlers.clear(),
  }),
}));

function Opened() {
  const location = useLocation();
  return <p>opened {location.pathname + location.search}</p>;
}

function renderCreate() {
  return renderPortal(
    <Routes>
      <Route path="/recalls/new" element={<RecallCreatePage />} />
      <Route path="/recalls/:id" element={<Opened />} />
    </Routes>,
    {route: '/recalls/new'},
  );
}

const notice = {
  Title: 'Cell overheating',
  Hazard: 'May catch fire',
  Remedy: 'Replace it',
  'Notice URL': 'https://recalls.example/pb10',
  Contact: '1800 000 111',
};

async function fillNotice(user: ReturnType<typeof renderCreate>['user']) {
  for (const [label, value] of Object.entries(notice)) {
    await user.click(screen.getByRole('textbox', {name: label}));
    await user.paste(value);
  }
}

describe('RecallCreatePage', () => {
  it('asks for every field of the notice and for serials before sending anything', async () => {
    const {user} = renderCreate();
    await user.click(screen.getByRole('button', {name: 'Create recall'}));
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('Paste at least one serial')).toBeInTheDocument();
  });

  it('sends the notice with the pasted serials and opens the recall', async () => {
    const create = mockRest('/api/recalls', 'post', 201, {id: 9, affected: 2, problems: []});
    const {user} = renderCreate();
    await fillNotice(user);
    await user.type(screen.getByRole('textbox', {name: 'Serials'}), 'PB-1{enter}PB-2, PB-1');
    await user.click(screen.getByRole('button', {name: 'Create recall'}));
    expect(await screen.findByText('opened /recalls/9')).toBeInTheDocument();
    expect(create.calls[0].body).toEqual({
      title: 'Cell overheating',
      hazard: 'May catch fire',
      remedy: 'Replace it',
      noticeUrl: 'https://recalls.example/pb10',
      contact: '1800 000 111',
      serials: ['PB-1', 'PB-2'],
    });
  });

  it('sends a chosen XLSX list file with the notice, for the server to read', async () => {
    const create = mockRest('/api/recalls/file', 'post', 201, {id: 11, affected: 40, problems: []});
    const {user} = renderCreate();
    await fillNotice(user);
    await user.click(screen.getByRole('button', {name: 'File'}));
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'lot.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(screen.getByLabelText('List file'), file);
    await user.click(screen.getByRole('button', {name: 'Create recall'}));
    expect(await screen.findByText('opened /recalls/11')).toBeInTheDocument();
    const form = create.calls[0].body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      title: 'Cell overheating',
      hazard: 'May catch fire',
      remedy: 'Replace it',
      noticeUrl: 'https://recalls.example/pb10',
      contact: '1800 000 111',
    });
    expect((form.get('file') as File).name).toBe('lot.xlsx');
  });

  it('sends a range, shows the rows refused, and opens a big recall with its job', async () => {
    const create = mockRest('/api/recalls', 'post', 201, {
      id: 9,
      affected: 99,
      problems: [{row: 1, serial: 'PB-0100', problem: 'Unknown serial'}],
    });
    const {user} = renderCreate();
    await fillNotice(user);
    await user.click(screen.getByRole('button', {name: 'Range'}));
    await user.type(screen.getByRole('textbox', {name: 'Prefix'}), 'PB-');
    await user.type(screen.getByRole('textbox', {name: 'First number'}), '0001');
    await user.type(screen.getByRole('textbox', {name: 'Last number'}), '0100');
    await user.click(screen.getByRole('button', {name: 'Create recall'}));
    expect(await screen.findByText('The recall was created with 99 affected serials.')).toBeInTheDocument();
    expect(screen.getByRole('table', {name: 'Rows not changed'})).toHaveTextContent('Unknown serial');
    expect(create.calls[0].body).toMatchObject({range: {prefix: 'PB-', from: 1, to: 100, digits: 4}});
    await user.click(screen.getByRole('button', {name: 'Open the recall'}));
    expect(await screen.findByText('opened /recalls/9')).toBeInTheDocument();
  });

  it('sends a model and its upload window, and shows a refusal', async () => {
    mockRest('/api/recalls', 'post', 403, {status: false, message: 'Not allowed'});
    const {user} = renderCreate();
    await fillNotice(user);
    await user.click(screen.getByRole('button', {name: 'Model and upload dates'}));
    await user.type(screen.getByRole('textbox', {name: 'Model'}), 'PB10');
    await user.type(screen.getByLabelText('Uploaded from'), '2026-01-01');
    await user.type(screen.getByLabelText('Uploaded to'), '2026-03-31');
    await user.click(screen.getByRole('button', {name: 'Create recall'}));
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    const create = mockRest('/api/recalls', 'post', 201, {id: 11, affected: 40, problems: []});
    await user.click(screen.getByRole('button', {name: 'Create recall'}));
    expect(await screen.findByText('opened /recalls/11')).toBeInTheDocument();
    expect(create.calls[0].body).toMatchObject({
      model: {name: 'PB10', uploadedFrom: '2026-01-01', uploadedTo: '2026-03-31'},
    });
  });

  it('a recall of many serials runs as a job: its progress bar, then the recall opens', async () => {
    mockRest('/api/recalls', 'post', 202, {changeId: 4, state: 'queued', total: 1000000});
    const queued = {changeId: 4, kind: 'recall', state: 'queued', total: 1000000, processed: 0} as const;
    mockRest('/api/serials/status-changes/{id}', 'get', 200, {...queued, createdAt: '2026-01-01T00:00:00Z'});
    const {user} = renderCreate();
    await fillNotice(user);
    await user.click(screen.getByRole('button', {name: 'Model and upload dates'}));
    await user.type(screen.getByRole('textbox', {name: 'Model'}), 'PB-10');
    await user.type(screen.getByLabelText('Uploaded from'), '2025-01-01');
    await user.type(screen.getByLabelText('Uploaded to'), '2025-12-31');
    await user.click(screen.getByRole('button', {name: 'Create recall'}));
    expect(await screen.findByText(/Waiting to start: 0 of 1,000,000 serials/)).toBeInTheDocument();
    act(() => live.emit('StatusChangeProgress', {changeId: 4, processed: 750000, total: 1000000}));
    expect(await screen.findByText(/750,000 of 1,000,000 serials \(75 %\)/)).toBeInTheDocument();
    mockRest('/api/serials/status-changes/{id}', 'get', 200, {
      ...queued,
      state: 'done',
      processed: 1000000,
      changed: 1000000,
      matched: 1000000,
      recallId: 12,
      problems: [],
      createdAt: '2026-01-01T00:00:00Z',
    });
    act(() => live.emit('StatusChangeDone', {changeId: 4}));
    expect(await screen.findByText('opened /recalls/12')).toBeInTheDocument();
  });
});
