import {mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {MiscellaneousPage} from './MiscellaneousPage';
import {SYNC_SNACKS, type SyncCardState} from './syncApi';
import {SYNC_TEXTS} from './syncTexts';

function givenCard(card: Partial<SyncCardState> & Pick<SyncCardState, 'kind' | 'title'>): SyncCardState {
  return {running: false, lastRun: null, ...card};
}

const finishedRun = {
  id: 'run-1',
  startedAt: '2026-11-02T04:00:00.000Z',
  finishedAt: '2026-11-02T04:00:30.000Z',
  added: 3,
  changed: 2,
  removed: 1,
  error: null,
};

const cards = (referenceData: Partial<SyncCardState> = {}) => [
  givenCard({kind: 'cecInstallers', title: 'CEC Installers', lastRun: {...finishedRun, error: 'CEC is down'}}),
  givenCard({kind: 'referenceData', title: 'Reference Data', ...referenceData}),
  givenCard({kind: 'certInfo', title: 'Cert Info'}),
];

const cardOf = (title: string) => screen.getByRole('heading', {name: title}).closest('[data-kind]') as HTMLElement;

describe('MiscellaneousPage', () => {
  it('shows each operation with its description and its last run', async () => {
    mockRest('/api/sync', 'get', 200, cards({lastRun: finishedRun}));
    renderInConsole(<MiscellaneousPage />);
    expect(await screen.findByRole('heading', {name: 'Reference Data'})).toBeInTheDocument();
    const reference = cardOf('Reference Data');
    expect(reference).toHaveTextContent(SYNC_TEXTS.referenceData.description);
    expect(reference).toHaveTextContent('3 added, 2 changed, 1 removed');
    expect(cardOf('CEC Installers')).toHaveTextContent(/Failed .*: CEC is down/);
    expect(cardOf('Cert Info')).toHaveTextContent('Never run');
  });

  it('says when the operations cannot be read', async () => {
    mockRest('/api/sync', 'get', 403, {status: false, message: 'Administrators only', statusCode: 403});
    renderInConsole(<MiscellaneousPage />);
    expect(await screen.findByText('Some error occured, please try again')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Sync Now'})).not.toBeInTheDocument();
  });

  it('shows a running operation with its spinner and its button off', async () => {
    mockRest('/api/sync', 'get', 200, cards({running: true, lastRun: {...finishedRun, finishedAt: null}}));
    renderInConsole(<MiscellaneousPage />);
    expect(await screen.findByRole('progressbar', {name: 'Reference Data running'})).toBeInTheDocument();
    expect(within(cardOf('Reference Data')).getByRole('button', {name: 'Sync Now'})).toBeDisabled();
    expect(cardOf('Reference Data')).toHaveTextContent(/Running since/);
  });

  it('starts a sync, waits for its run to end and says so', async () => {
    mockRest('/api/sync', 'get', 200, cards());
    const {user} = renderInConsole(<MiscellaneousPage />);
    await screen.findByRole('heading', {name: 'Reference Data'});
    const started = mockRest('/api/sync/reference-data', 'post', 202, {status: true, runId: 'run-1'});
    mockRest('/api/sync', 'get', 200, cards({lastRun: finishedRun}));
    await user.click(within(cardOf('Reference Data')).getByRole('button', {name: 'Sync Now'}));
    expect(await screen.findByText(SYNC_SNACKS.ok)).toBeInTheDocument();
    expect(started.calls).toHaveLength(1);
    expect(cardOf('Reference Data')).toHaveTextContent('3 added, 2 changed, 1 removed');
  });

  it('says when a sync cannot start', async () => {
    mockRest('/api/sync', 'get', 200, cards());
    const {user} = renderInConsole(<MiscellaneousPage />);
    await screen.findByRole('heading', {name: 'Reference Data'});
    mockRest('/api/sync/reference-data', 'post', 403, undefined);
    await user.click(within(cardOf('Reference Data')).getByRole('button', {name: 'Sync Now'}));
    expect(await screen.findByText(SYNC_SNACKS.failed)).toBeInTheDocument();
  });
});
