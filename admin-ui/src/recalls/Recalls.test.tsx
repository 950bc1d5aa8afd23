import {mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import type {Recall} from '@voltcheck/ui-shared';
import {Route, Routes} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {RecallCreate} from './RecallCreate';
import {RecallList} from './RecallList';
import {RecallShow} from './RecallShow';

function givenRecall(recall: Partial<Recall> = {}): Recall {
  return {
    id: 5,
    title: 'Cell overheating in PowerBank 10',
    hazard: 'May catch fire',
    remedy: 'Replace it',
    noticeUrl: 'https://recalls.example/pb10',
    contact: '1800 000 111',
    createdAt: '2026-11-20T01:00:00.000Z',
    manufacturerId: 3,
    manufacturerName: 'Bright Batteries',
    affected: 12,
    installed: 4,
    located: 4,
    remedied: 1,
    ...recall,
  } as Recall;
}

describe('the Recalls resource', () => {
  it('lists every manufacturer’s recalls with the manufacturer, and offers Create', async () => {
    mockRest('/api/recalls', 'get', 200, {items: [givenRecall()], total: 1});
    renderInConsole(<RecallList />);
    const [, row] = within(await screen.findByRole('table', {name: 'Recalls'})).getAllByRole('row');
    expect(row).toHaveTextContent('Bright Batteries');
    expect(screen.getByRole('link', {name: 'Create'})).toHaveAttribute('href', '/Recalls/create');
  });

  it('says when there is no recall, and shows a failure', async () => {
    mockRest('/api/recalls', 'get', 200, {items: [], total: 0});
    const first = renderInConsole(<RecallList />);
    expect(await screen.findByText('No recalls yet.')).toBeInTheDocument();
    first.unmount();
    mockRest('/api/recalls', 'get', 500, {status: false, message: 'Database unavailable'});
    renderInConsole(<RecallList />);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows one recall with its reach and the remedy actions', async () => {
    mockRest('/api/recalls/{id}', 'get', 200, givenRecall());
    mockRest('/api/recalls/{id}/reach', 'get', 200, {
      affected: 12,
      installed: 4,
      located: 4,
      remedied: 1,
      total: 0,
      rows: [],
    });
    renderInConsole(
      <Routes>
        <Route path="/Recalls/:id/show" element={<RecallShow />} />
      </Routes>,
      {route: '/Recalls/5/show'},
    );
    expect(await screen.findByRole('heading', {name: 'Cell overheating in PowerBank 10'})).toBeInTheDocument();
    expect(await screen.findByRole('listitem', {name: 'Affected'})).toHaveTextContent('12');
    expect(screen.getByRole('button', {name: 'Remedy by list…'})).toBeInTheDocument();
  });

  it('creates a recall for the manufacturer chosen', async () => {
    const create = mockRest('/api/recalls', 'post', 201, {id: 9, affected: 1, problems: []});
    const {user} = renderInConsole(<RecallCreate />, {
      dataProvider: {getList: async () => ({data: [{id: '3', name: 'Bright Batteries'}], total: 1}) as never},
    });
    await user.click(await screen.findByRole('combobox', {name: 'Manufacturer'}));
    await user.click(screen.getByRole('option', {name: 'Bright Batteries'}));
    for (const [label, value] of [
      ['Title', 'Overheating'],
      ['Hazard', 'Fire'],
      ['Remedy', 'Replace'],
      ['Notice URL', 'https://recalls.example/x'],
      ['Contact', '1800'],
      ['Serials', 'BB-1'],
    ]) {
      await user.click(screen.getByRole('textbox', {name: label}));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', {name: 'Create recall'}));
    await expect.poll(() => create.calls.length).toBe(1);
    expect(create.calls[0].body).toMatchObject({manufacturerId: 3, serials: ['BB-1'], title: 'Overheating'});
  });
});
