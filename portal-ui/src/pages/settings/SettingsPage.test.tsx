import {screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {SettingsPage} from './SettingsPage';

describe('SettingsPage', () => {
  it('fills the preview from the profile and says nothing is kept', () => {
    renderPortal(<SettingsPage />, {profile: {displayName: 'Demo Energy', email: 'ops@demo-energy.example'}});
    expect(screen.getByText(/This page is a preview: changes made here are not saved/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Company name'})).toHaveValue('Demo Energy');
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveValue('ops@demo-energy.example');
    expect(screen.getByRole('textbox', {name: 'Address'})).toHaveValue('1 Main St, Sydney NSW');
  });

  it('picks a theme colour and, on Save, repeats that nothing was saved', async () => {
    const {user} = renderPortal(<SettingsPage />);
    const green = screen.getByRole('radio', {name: '#2E7D32'});
    expect(green).toHaveAttribute('aria-checked', 'false');
    await user.click(green);
    expect(green).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', {name: '#0B5D7A'})).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was saved: settings are not available yet.');
  });
});
