import {describe, expect, it} from 'vitest';
import {renderWithProviders, screen} from '../testing';
import {PasswordField} from './PasswordField';

describe('PasswordField', () => {
  it('hides the characters until asked, then hides them again', async () => {
    const {user} = renderWithProviders(<PasswordField label="Password" defaultValue="S3cret!" />);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', {name: 'Show characters'});
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('S3cret!');
    const hide = screen.getByRole('button', {name: 'Hide characters'});
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps the field’s own props: its error and helper text', () => {
    renderWithProviders(<PasswordField label="Password" error helperText="* Password is required" />);
    expect(screen.getByText('* Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
