import {mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {givenRecall} from './recalls.testing';
import {RecallsPage} from './RecallsPage';

describe('RecallsPage', () => {
  it('lists the recalls with their figures, and New recall for a manufacturer admin', async () => {
    const list = mockRest('/api/recalls', 'get', 200, {items: [givenRecall()], total: 1});
    renderPortal(<RecallsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const [, row] = within(await screen.findByRole('table', {name: 'Recalls'})).getAllByRole('row');
    expect(row).toHaveTextContent('Cell overheating in PowerBank 10');
    expect(row).toHaveTextContent('20 Nov 2026');
    expect(row).toHaveTextContent(/120\s*40\s*30\s*10/);
    expect(screen.getByRole('link', {name: 'New recall'})).toHaveAttribute('href', '/recalls/new');
    expect(list.calls[0].url.searchParams.get('page')).toBe('1');
    expect(list.calls[0].url.searchParams.get('perPage')).toBe('25');
  });

  it('searches on the server and says when nothing matches', async () => {
    const list = mockRest('/api/recalls', 'get', 200, {items: [], total: 0});
    const {user} = renderPortal(<RecallsPage />);
    expect(await screen.findByText('No recalls yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'Search recalls'}), 'fire');
    expect(await screen.findByText('No recall matches.')).toBeInTheDocument();
    expect(list.calls.at(-1)?.url.searchParams.get('q')).toBe('fire');
  });

  it('offers no New recall to staff without the Upload permission', async () => {
    mockRest('/api/recalls', 'get', 200, {items: [givenRecall()], total: 1});
    renderPortal(<RecallsPage />, {role: 'mstaff', profile: {permissions: [1]}});
    await screen.findByRole('table', {name: 'Recalls'});
    expect(screen.queryByRole('link', {name: 'New recall'})).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the recalls cannot load', async () => {
    mockRest('/api/recalls', 'get', 500, {status: false, message: 'Database unavailable'});
    renderPortal(<RecallsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', {name: 'Retry'})).toBeInTheDocument();
  });
});
