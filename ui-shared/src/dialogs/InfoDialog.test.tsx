import {describe, expect, it, vi} from 'vitest';
import {renderWithProviders, screen} from '../testing';
import {InfoDialog} from './InfoDialog';

describe('InfoDialog', () => {
  it('is named by its title, shows its content and closes with Close', async () => {
    const onClose = vi.fn();
    const {user} = renderWithProviders(
      <InfoDialog open title="Battery Details" onClose={onClose}>
        <p>nominalCapacity 5000</p>
      </InfoDialog>,
    );
    const dialog = screen.getByRole('dialog', {name: 'Battery Details'});
    expect(dialog).toHaveTextContent('nominalCapacity 5000');
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows nothing while closed', () => {
    renderWithProviders(
      <InfoDialog open={false} title="Battery Details" onClose={() => {}}>
        <p>nominalCapacity 5000</p>
      </InfoDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
