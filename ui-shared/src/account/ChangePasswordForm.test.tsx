import {describe, expect, it, vi} from 'vitest';
import {getToken} from '@voltcheck/api-client';
import {act, mockRest, renderWithProviders, screen} from '../testing';
import {ChangePasswordForm} from './ChangePasswordForm';

const TEXTS = {form: 'Change Password', password: 'Password', confirm: 'Confirm Password', submit: 'Set new password'};

function givenForm(successMs = 4000) {
  return renderWithProviders(<ChangePasswordForm texts={TEXTS} successMs={successMs} />, {session: {}});
}

describe('ChangePasswordForm', () => {
  it('checks the password rule and the confirmation before calling the server', async () => {
    const {user} = givenForm();
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', {name: 'Set new password'}));
    expect(screen.getByText(/^Password must be combination of upper case/)).toBeInTheDocument();
    expect(screen.getByText('Confirm password did not match')).toBeInTheDocument();
  });

  it("keeps this session's fresh token and shows the server's message for the given time", async () => {
    const change = mockRest('/api/profile/change_password', 'post', 200, {
      status: true,
      message: 'Password changed succesfully.',
      token: 'fresh-token',
    });
    const {user} = givenForm(200);
    await user.type(screen.getByLabelText('Password'), 'Changed@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Changed@123');
    await user.click(screen.getByRole('button', {name: 'Set new password'}));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed succesfully.');
    expect(change.calls[0].body).toEqual({Password: 'Changed@123', ConfirmPassword: 'Changed@123'});
    expect(getToken()).toBe('fresh-token');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it("shows the server's refusal", async () => {
    mockRest('/api/profile/change_password', 'post', 400, {status: false, message: 'Password was used before'});
    const {user} = givenForm();
    await user.type(screen.getByLabelText('Password'), 'Changed@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Changed@123');
    await act(() => user.click(screen.getByRole('button', {name: 'Set new password'})));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password was used before');
  });
});
