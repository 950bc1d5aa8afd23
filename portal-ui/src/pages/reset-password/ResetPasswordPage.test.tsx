import {mockRest, screen} from '@voltcheck/ui-shared/testing';
import {MESSAGES} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {PASSWORD_CHANGED} from './reset.queries';
import {ResetPasswordPage} from './ResetPasswordPage';

const link = {role: null, route: '/resetpassword?uid=42&email=pat%40demo-energy.example&token=t0k'} as const;
const submit = {name: 'Set new password'};

describe('ResetPasswordPage', () => {
  it('names the account of the link, and checks the password rule and the confirmation', async () => {
    const {user} = renderPortal(<ResetPasswordPage />, link);
    expect(screen.getByText('pat@demo-energy.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', submit));
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'simple');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other');
    await user.click(screen.getByRole('button', submit));
    expect(screen.getByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmMismatch)).toBeInTheDocument();
  });

  it('sets the new password with the link’s user, email and token, then offers the login', async () => {
    const reset = mockRest('/api/account/reset', 'post', 200, {status: true, message: 'Changed'});
    const {user} = renderPortal(<ResetPasswordPage />, link);
    await user.type(screen.getByLabelText(/^Password/), 'N3w!pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w!pass');
    await user.click(screen.getByRole('button', submit));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(screen.getByRole('link', {name: 'Log In'})).toHaveAttribute('href', '/login');
    expect(reset.calls[0].body).toEqual({
      UserId: '42',
      Email: 'pat@demo-energy.example',
      Token: 't0k',
      Password: 'N3w!pass',
    });
  });

  it('offers a new link when the server refuses this one', async () => {
    mockRest('/api/account/reset', 'post', 400, {status: false, message: 'This reset link has expired.'});
    const {user} = renderPortal(<ResetPasswordPage />, link);
    await user.type(screen.getByLabelText(/^Password/), 'N3w!pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w!pass');
    await user.click(screen.getByRole('button', submit));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
    expect(screen.getByRole('link', {name: 'Request a new link'})).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without its token is incomplete, with no form', () => {
    renderPortal(<ResetPasswordPage />, {role: null, route: '/resetpassword?uid=42'});
    expect(screen.getByRole('alert')).toHaveTextContent(/This reset link is incomplete/);
    expect(screen.queryByRole('button', submit)).not.toBeInTheDocument();
  });
});
