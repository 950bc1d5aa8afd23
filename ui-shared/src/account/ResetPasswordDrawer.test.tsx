import {describe, expect, it, vi} from 'vitest';
import {mockRest, renderWithProviders, screen} from '../testing';
import {ResetPasswordDrawer, STAFF_RESET_FAILED} from './ResetPasswordDrawer';

const member = {userId: '42', fullName: 'Sam Staff', userName: 'sam'};

describe('ResetPasswordDrawer', () => {
  it('is closed without a member', () => {
    renderWithProviders(<ResetPasswordDrawer member={null} onClose={() => undefined} onReset={() => undefined} />);
    expect(screen.queryByRole('form', {name: 'Reset password'})).not.toBeInTheDocument();
  });

  it("resets the member's password and hands back the server's message", async () => {
    const reset = mockRest('/api/staff/resetpassword', 'post', 200, {
      status: true,
      message: 'Account Reset succesfully',
    });
    const onReset = vi.fn();
    const {user} = renderWithProviders(
      <ResetPasswordDrawer member={member} onClose={() => undefined} onReset={onReset} />,
      {session: {role: 'admin'}},
    );
    expect(screen.getByText('Sam Staff (sam)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Reset Password'}));
    expect(screen.getByText('* Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Reset@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Reset@123');
    await user.click(screen.getByRole('button', {name: 'Reset Password'}));
    await vi.waitFor(() => expect(onReset).toHaveBeenCalledWith('Account Reset succesfully'));
    expect(reset.calls[0].body).toEqual({UserId: 42, Password: 'Reset@123', ConfirmPassword: 'Reset@123'});
  });

  it("shows the catalogue's failure when the server refuses", async () => {
    mockRest('/api/staff/resetpassword', 'post', 403, {status: false, message: 'Forbidden'});
    const {user} = renderWithProviders(
      <ResetPasswordDrawer member={member} onClose={() => undefined} onReset={() => undefined} />,
      {session: {role: 'admin'}},
    );
    await user.type(screen.getByLabelText('Password'), 'Reset@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Reset@123');
    await user.click(screen.getByRole('button', {name: 'Reset Password'}));
    expect(await screen.findByText(STAFF_RESET_FAILED)).toBeInTheDocument();
  });
});
