import {mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it, vi} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {SerialStatusButton} from './SerialStatusButton';

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
