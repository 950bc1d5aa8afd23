import {mockRest, screen} from '@voltcheck/ui-shared/testing';
import {GENERIC_ERROR} from '@voltcheck/ui-shared';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {ACTIVATED} from './activate.queries';
import {ActivatePage} from './ActivatePage';

const ACTIVATE = '/api/account/activate';
const link = {role: null, route: '/activate?uid=42&token=abc%2B1'} as const;

describe('ActivatePage', () => {
  it('activates the account of the link once, while saying so, then offers the login', async () => {
    const activate = mockRest(ACTIVATE, 'post', 200, {status: true, message: 'Activated'});
    renderPortal(<ActivatePage />, link);
    expect(screen.getByRole('status')).toHaveTextContent('Activating your account…');
    expect(await screen.findByText(ACTIVATED)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Login'})).toHaveAttribute('href', '/login');
    expect(activate.calls).toHaveLength(1);
    expect(activate.calls[0].body).toEqual({UserId: '42', Token: 'abc+1'});
    expect(activate.calls[0].headers.get('Authorization')).toBeNull();
  });

  it('shows the server’s reason when the link is refused, with Login and Register', async () => {
    mockRest(ACTIVATE, 'post', 400, {status: false, message: 'This activation link has expired.'});
    renderPortal(<ActivatePage />, link);
    expect(await screen.findByRole('alert')).toHaveTextContent('This activation link has expired.');
    expect(screen.getByRole('link', {name: 'Register'})).toHaveAttribute('href', '/register');
  });

  it('shows the generic error when the answer is false without a message', async () => {
    mockRest(ACTIVATE, 'post', 200, {status: false, message: ''});
    renderPortal(<ActivatePage />, link);
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
  });
});
