import {getToken} from '@voltcheck/api-client';
import {mockRest, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {ChangePasswordPage} from './ChangePasswordPage';

async function changeTo(user: ReturnType<typeof renderInConsole>['user'], password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', {name: 'Change password'}));
}

describe('ChangePasswordPage', () => {
  it("changes the administrator's own password and keeps this session on the fresh token", async () => {
    const change = mockRest('/api/profile/change_password', 'post', 200, {
      status: true,
      message: 'Password changed succesfully.',
      token: 'fresh-token',
    });
    const {user} = renderInConsole(<ChangePasswordPage />);
    expect(screen.getByText(/Your other sessions end/)).toBeInTheDocument();
    await changeTo(user, 'Changed@123');
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed succesfully.');
    expect(change.calls[0].body).toEqual({Password: 'Changed@123', ConfirmPassword: 'Changed@123'});
    expect(getToken()).toBe('fresh-token');
  });

  it('checks the password rule and the confirmation before calling the server', async () => {
    const {user} = renderInConsole(<ChangePasswordPage />);
    await changeTo(user, 'weak', 'other');
    expect(screen.getByText(/^Password must be combination of upper case/)).toBeInTheDocument();
    expect(screen.getByText('Confirm password did not match')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    mockRest('/api/profile/change_password', 'post', 400, {status: false, message: 'Password was used before'});
    const {user} = renderInConsole(<ChangePasswordPage />);
    await changeTo(user, 'Changed@123');
    expect(await screen.findByText('Password was used before')).toBeInTheDocument();
  });
});
