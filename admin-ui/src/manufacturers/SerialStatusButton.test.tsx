import {act, mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it, vi} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {SerialStatusButton} from './SerialStatusButton';

/** The live events, as a fake socket.io connection the test emits on. */
const live = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  return {
    handlers,
    emit: (event: string, payload: unknown) => handlers.get(event)?.forEach(h => h(payload)),
  };
});
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload: unknown) => void) =>
      live.handlers.set(event, [...(live.handlers.get(event) ?? []), handler]),
    disconnect: () => live.handlers.clear(),
  }),
}));

describe('Change status on a manufacturer’s serials', () => {
  it('marks a pasted list ineligible for that manufacturer, then reads the serials again', async () => {
    mockRest('/api/recalls', 'get', 200, {items: [], total: 0});
    const change = mockRest('/api/serials/status', 'post', 200, {changed: 2, problems: []});
    const onDone = vi.fn();
    const {user} = renderInConsole(<SerialStatusButton manufacturerId="3" onDone={onDone} />);
    await user.click(screen.getByRole('button', {name: 'Change status'}));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('textbox', {name: 'Serials'}));
    await user.paste('BB-1\nBB-2');
    await user.click(dialog.getByRole('combobox', {name: 'New status'}));
    await user.click(screen.getByRole('option', {name: 'Ineligible'}));
    await user.click(dialog.getByRole('textbox', {name: 'Reason'}));
    await user.paste('Flood stock');
    await user.click(dialog.getByRole('button', {name: 'Change status'}));
    expect(await dialog.findByText('2 serials changed.')).toBeInTheDocument();
    expect(change.calls[0].body).toEqual({
      serials: ['BB-1', 'BB-2'],
      status: 'ineligible',
      reason: 'Flood stock',
      manufacturerId: 3,
    });
    expect(onDone).toHaveBeenCalled();
  });
});

describe('A change of many serials', () => {
  it('is queued: the dialog shows the job’s progress from the live events, then what it changed', async () => {
    mockRest('/api/recalls', 'get', 200, {items: [], total: 0});
    mockRest('/api/serials/status', 'post', 202, {changeId: 7, state: 'queued', total: 20000});
    const running = {changeId: 7, kind: 'status', state: 'running', total: 20000, processed: 0} as const;
    mockRest('/api/serials/status-changes/{id}', 'get', 200, {...running, createdAt: '2026-01-01T00:00:00Z'});
    const onDone = vi.fn();
    const {user} = renderInConsole(<SerialStatusButton manufacturerId="3" onDone={onDone} />);
    await user.click(screen.getByRole('button', {name: 'Change status'}));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('textbox', {name: 'Serials'}));
    await user.paste('BB-1\nBB-2');
    await user.click(dialog.getByRole('combobox', {name: 'New status'}));
    await user.click(screen.getByRole('option', {name: 'Ineligible'}));
    await user.click(dialog.getByRole('textbox', {name: 'Reason'}));
    await user.paste('Flood stock');
    await user.click(dialog.getByRole('button', {name: 'Change status'}));
    expect(await dialog.findByText(/0 of 20,000 serials/)).toBeInTheDocument();
    act(() => live.emit('StatusChangeProgress', {changeId: 7, processed: 5000, total: 20000}));
    act(() => live.emit('StatusChangeProgress', {changeId: 8, processed: 9999, total: 20000}));
    expect(await dialog.findByText(/5,000 of 20,000 serials \(25 %\)/)).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', {name: 'Status change progress'})).toHaveAttribute('aria-valuenow', '25');
    expect(onDone).not.toHaveBeenCalled();
    mockRest('/api/serials/status-changes/{id}', 'get', 200, {
      ...running,
      state: 'done',
      processed: 20000,
      changed: 19999,
      matched: 19999,
      problems: [{row: 3, serial: 'XX-1', problem: 'No such serial of yours.'}],
      createdAt: '2026-01-01T00:00:00Z',
    });
    act(() => live.emit('StatusChangeDone', {changeId: 7}));
    expect(await dialog.findByText('19,999 serials changed.')).toBeInTheDocument();
    expect(dialog.getByRole('table', {name: 'Rows not changed'})).toHaveTextContent('XX-1');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
