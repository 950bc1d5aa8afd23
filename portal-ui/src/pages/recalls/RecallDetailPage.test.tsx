import {captureDownloads, mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {givenRecall} from './recalls.testing';
import {RecallDetailPage} from './RecallDetailPage';

const figures = {affected: 120, installed: 40, located: 30, remedied: 10};
const installation = {
  serial: 'PB-0001',
  model: 'PB10',
  address: '1 Main St, Newtown',
  postcode: '2042',
  state: 'NSW',
  installedAt: '2026-02-03',
  installerAccreditation: 'A1234567',
  retailer: 'Sunny Retail',
  appProvider: 'InstallPro',
  remedy: null,
  remediedAt: null,
};
const stock = {
  serial: 'PB-0100',
  model: 'PB10',
  uploadId: 77,
  uploadedAt: '2026-01-05T00:00:00.000Z',
  supplier: 'Bright Co',
};

function renderDetail(role: 'madmin' | 'mstaff' = 'madmin', permissions = [1, 2]) {
  mockRest('/api/recalls/{id}', 'get', 200, givenRecall());
  return renderPortal(<RecallDetailPage />, {route: '/recalls/5', path: '/recalls/:id', role, profile: {permissions}});
}

describe('RecallDetailPage', () => {
  it('shows the notice, the four figures and the installations holding an affected serial', async () => {
    const reach = mockRest('/api/recalls/{id}/reach', 'get', 200, {...figures, total: 1, rows: [installation]});
    renderDetail();
    expect(await screen.findByRole('heading', {name: 'Cell overheating in PowerBank 10'})).toBeInTheDocument();
    expect(screen.getByText('The battery may overheat and catch fire.')).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', {name: 'Reach'}));
    expect(cards.getByRole('listitem', {name: 'Affected'})).toHaveTextContent('120');
    expect(cards.getByRole('listitem', {name: 'Installed'})).toHaveTextContent('33% of the affected serials');
    expect(cards.getByRole('listitem', {name: 'Remedied'})).toHaveTextContent('25% of the installations');
    const [, row] = within(screen.getByRole('table', {name: 'Installations'})).getAllByRole('row');
    expect(row).toHaveTextContent('1 Main St, Newtown, NSW, 2042');
    expect(row).toHaveTextContent('A1234567');
    expect(row).toHaveTextContent('InstallPro');
    expect(reach.calls[0].url.searchParams.get('kind')).toBe('installed');
  });

  it('pages the serials not installed yet in their own tab', async () => {
    mockRest('/api/recalls/{id}/reach', 'get', 200, {...figures, total: 1, rows: [installation]});
    const {user} = renderDetail();
    await screen.findByRole('table', {name: 'Installations'});
    const reach = mockRest('/api/recalls/{id}/reach', 'get', 200, {...figures, total: 30, rows: [stock]});
    await user.click(screen.getByRole('tab', {name: 'Not installed'}));
    const [, row] = within(await screen.findByRole('table', {name: 'Not installed'})).getAllByRole('row');
    expect(row).toHaveTextContent('PB-0100');
    expect(row).toHaveTextContent('Bright Co');
    expect(reach.calls[0].url.searchParams.get('kind')).toBe('uninstalled');
    await user.click(screen.getByRole('button', {name: 'Go to page 2'}));
    await screen.findByRole('table', {name: 'Not installed'});
    expect(reach.calls.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('marks one installation and then the selected ones as remedied, and reads the reach again', async () => {
    mockRest('/api/recalls/{id}/reach', 'get', 200, {
      ...figures,
      total: 2,
      rows: [installation, {...installation, serial: 'PB-0002'}],
    });
    const remedies = mockRest('/api/recalls/{id}/remedies', 'post', 200, {updated: 1, problems: []});
    const {user} = renderDetail();
    await user.click(await screen.findByRole('button', {name: 'Remedy PB-0001'}));
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(await screen.findByText('1 installation marked as remedied.')).toBeInTheDocument();
    expect(remedies.calls[0].body).toEqual({serials: ['PB-0001'], remedy: 'replaced'});
    await user.click(screen.getByRole('button', {name: 'Close'}));
    await user.click(screen.getByRole('checkbox', {name: 'Select every open installation of the page'}));
    await user.click(screen.getByRole('button', {name: 'Remedy selected (2)'}));
    await user.click(screen.getByRole('combobox', {name: 'Remedy'}));
    await user.click(screen.getByRole('option', {name: 'Confirmed not affected'}));
    await user.click(screen.getByRole('button', {name: 'Save'}));
    await screen.findByText(/marked as remedied/);
    expect(remedies.calls[1].body).toEqual({serials: ['PB-0001', 'PB-0002'], remedy: 'not_affected'});
  });

  it('offers no remedy to staff without the Upload permission, and shows a remedied one as such', async () => {
    mockRest('/api/recalls/{id}/reach', 'get', 200, {
      ...figures,
      total: 1,
      rows: [{...installation, remedy: 'repaired', remediedAt: '2026-11-21'}],
    });
    renderDetail('mstaff', [1]);
    const [, row] = within(await screen.findByRole('table', {name: 'Installations'})).getAllByRole('row');
    expect(row).toHaveTextContent('Repaired 21 Nov 2026');
    expect(screen.queryByRole('button', {name: /Remedy/})).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('exports the reach as CSV', async () => {
    mockRest('/api/recalls/{id}/reach', 'get', 200, {...figures, total: 0, rows: []});
    const exported = mockRest('/api/recalls/{id}/reach/export', 'get', 200, 'serial\n', {fileName: 'reach.csv'});
    const saved = captureDownloads();
    const {user} = renderDetail();
    expect(await screen.findByText('No affected serial has been installed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'CSV'}));
    await expect.poll(() => saved.map(f => f.fileName)).toEqual(['reach.csv']);
    expect(exported.calls[0].url.searchParams.get('format')).toBe('csv');
  });

  it('says the recall does not exist when the server answers 404, and shows other errors', async () => {
    mockRest('/api/recalls/{id}', 'get', 404, {status: false, message: 'Not found'});
    const first = renderPortal(<RecallDetailPage />, {route: '/recalls/5', path: '/recalls/:id'});
    expect(await screen.findByText('No such recall.')).toBeInTheDocument();
    first.unmount();
    mockRest('/api/recalls/{id}', 'get', 200, givenRecall());
    mockRest('/api/recalls/{id}/reach', 'get', 500, {status: false, message: 'Reach unavailable'});
    renderPortal(<RecallDetailPage />, {route: '/recalls/5', path: '/recalls/:id'});
    expect(await screen.findByText('Reach unavailable')).toBeInTheDocument();
  });
});
