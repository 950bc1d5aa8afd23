import {describe, expect, it, vi} from 'vitest';
import {mockRest, renderWithProviders, screen} from '../testing';
import {useStoredFile} from './useStoredFile';

function Photo({href}: {href: string | null}) {
  const src = useStoredFile(href);
  return src ? <img alt="photo" src={src} /> : <span>no photo</span>;
}

describe('useStoredFile', () => {
  it('shows nothing without a link', () => {
    renderWithProviders(<Photo href={null} />);
    expect(screen.getByText('no photo')).toBeInTheDocument();
  });

  it('fetches the file with the bearer token and shows it from memory', async () => {
    const photo = mockRest('/api/profile/photo/{userId}', 'get', 200, new Blob(['png'], {type: 'image/png'}));
    renderWithProviders(<Photo href="/api/profile/photo/7?v=a1" />, {session: {}});
    expect(screen.getByText('no photo')).toBeInTheDocument();
    expect((await screen.findByRole('img', {name: 'photo'})).getAttribute('src')).toMatch(/^blob:/);
    expect(photo.calls[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows nothing when the file is refused', async () => {
    const photo = mockRest('/api/profile/photo/{userId}', 'get', 404, {status: false, message: 'Not found'});
    renderWithProviders(<Photo href="/api/profile/photo/8" />, {session: {}});
    await vi.waitFor(() => expect(photo.calls).toHaveLength(1));
    expect(screen.getByText('no photo')).toBeInTheDocument();
  });
});
