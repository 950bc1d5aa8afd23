import {mockRest, renderWithProviders, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {UnsubscribePage} from './UnsubscribePage';

const LINK = '/api/notifications/unsubscribe/{token}';
const route = {route: '/unsubscribe/tok-1', path: '/unsubscribe/:token'};

describe('UnsubscribePage', () => {
  it('asks whether to stop the mails of the link, then unsubscribes without signing in', async () => {
    const link = mockRest(LINK, 'get', 200, {
      email: 'ops@brand.example',
      manufacturer: 'Demo Energy',
      unsubscribed: false,
    });
    const done = mockRest(LINK, 'post', 200, {status: true, message: 'Unsubscribed'});
    const {user} = renderWithProviders(<UnsubscribePage />, route);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByText(/Stop the notification mails of/);
    expect(link.calls[0].url.pathname).toBe('/api/notifications/unsubscribe/tok-1');
    expect(link.calls[0].headers.get('Authorization')).toBeNull();
    await user.click(screen.getByRole('button', {name: 'Unsubscribe'}));
    expect(await screen.findByText(/You have been unsubscribed/)).toHaveTextContent(
      'ops@brand.example no longer receives the notifications of Demo Energy.',
    );
    expect(done.calls).toHaveLength(1);
  });

  it('says so when the link is no longer valid', async () => {
    mockRest(LINK, 'get', 404, {status: false, message: 'This unsubscribe link is not valid.'});
    renderWithProviders(<UnsubscribePage />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
