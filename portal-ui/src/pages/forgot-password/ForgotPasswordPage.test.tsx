import {mockRest, screen} from '@voltcheck/ui-shared/testing';
import {MESSAGES} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {RESET_FAILED, RESET_SENT} from './forgot.queries';
import {ForgotPasswordPage} from './ForgotPasswordPage';

const send = {name: 'Send Reset Instructions'};

describe('ForgotPasswordPage', () => {
  it('asks for an email, then for a valid one, before calling the server', async () => {
    const {user} = renderPortal(<ForgotPasswordPage />, {role: null});
    await user.click(screen.getByRole('button', send));
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'not-an-email');
    await user.click(screen.getByRole('button', send));
    expect(screen.getByText(MESSAGES.email)).toBeInTheDocument();
  });

  it('sends the trimmed email and says the link is on its way', async () => {
    const forgot = mockRest('/api/account/forgot', 'post', 200, {status: true, message: 'Sent'});
    const {user} = renderPortal(<ForgotPasswordPage />, {role: null});
    await user.type(screen.getByRole('textbox', {name: 'Email'}), ' pat@demo-energy.example ');
    await user.click(screen.getByRole('button', send));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT);
    expect(forgot.calls[0].body).toBe('pat@demo-energy.example');
  });

  it('says no account was found when the server answers false', async () => {
    mockRest('/api/account/forgot', 'post', 200, {status: false, message: 'No account'});
    const {user} = renderPortal(<ForgotPasswordPage />, {role: null});
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'who@nowhere.example');
    await user.click(screen.getByRole('button', send));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_FAILED);
  });

  it('repeats the server’s words when it limits the requests', async () => {
    mockRest('/api/account/forgot', 'post', 429, {status: false, message: 'Too many requests, try again in a minute.'});
    const {user} = renderPortal(<ForgotPasswordPage />, {role: null});
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'pat@demo-energy.example');
    await user.click(screen.getByRole('button', send));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute.');
  });
});
