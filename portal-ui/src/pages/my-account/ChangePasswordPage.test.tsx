import {getToken} from '@voltcheck/api-client';
import {mockRest, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {ChangePasswordPage} from './ChangePasswordPage';

async function changeTo(user: ReturnType<typeof renderPortal>['user'], password: string, confirm = password) {
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', {name: 'Set new password'}));
}

describe('ChangePasswordPage', () => {
  it('changes the password, says so and keeps this session on the fresh token', async () => {
    const change = mockRest('/api/profile/change_password', 'post', 200, {
      status: true,
      message: 'Password changed succesfully.',
      token: 'fresh-token',
    });
    const {user} = renderPortal(<ChangePasswordPage />);
    expect(screen.getByRole('heading', {name: 'Change Password'})).toBeInTheDocument();
    await changeTo(user, 'Changed@123');
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed succesfully.');
    expect(change.calls[0].body).toEqual({Password: 'Changed@123', ConfirmPassword: 'Changed@123'});
    expect(getToken()).toBe('fresh-token');
  });

  it('checks the confirmation before calling the server', async () => {
    const {user} = renderPortal(<ChangePasswordPage />);
    await changeTo(user, 'Changed@123', 'Changed@124');
    expect(screen.getByText('Confirm password did not match')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    mockRest('/api/profile/change_password', 'post', 400, {status: false, message: 'Password was used before'});
    const {user} = renderPortal(<ChangePasswordPage />);
    await changeTo(user, 'Changed@123');
    expect(await screen.findByText('Password was used before')).toBeInTheDocument();
  });
});
