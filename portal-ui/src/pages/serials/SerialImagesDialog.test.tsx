import {mockGraphql, mockGraphqlNetworkError, mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {NO_IMAGE} from './serialFormat';
import {SerialImagesDialog} from './SerialImagesDialog';
import {SERIAL_IMAGES} from './serials.queries';

const variables = {productSerialId: '901', manufacturerId: null};
const images = {
  serialImages: [
    {
      imageId: '44',
      image: '/api/serial-image/44',
      status: 1,
      createdOn: '2026-11-20T01:00:00.000Z',
      appName: 'Demo Installer App',
      serial: 'DE400W-000123',
    },
  ],
};

/** The dialog as a serial list opens it: closed by its Close button, opened again by the row's images button. */
function Opener() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open images</button>
      <SerialImagesDialog
        target={open ? {serial: 'DE400W-000123', productSerialId: '901'} : null}
        manufacturerId={null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('SerialImagesDialog', () => {
  it('shows the photos the apps sent, fetched with the session, with their app', async () => {
    const photo = mockRest('/api/serial-image/{imageId}', 'get', 200, new Blob(['jpg'], {type: 'image/jpeg'}));
    renderPortal(<Opener />, {graphql: [mockGraphql(SERIAL_IMAGES, variables, images)]});
    const dialog = await screen.findByRole('dialog', {name: 'Serial images'});
    expect((await within(dialog).findByRole('img', {name: 'Photo of DE400W-000123'})).getAttribute('src')).toMatch(
      /^blob:/,
    );
    expect(within(dialog).getByText(/Demo Installer App/)).toBeInTheDocument();
    expect(photo.calls[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says so when the serial has no photo', async () => {
    renderPortal(<Opener />, {graphql: [mockGraphql(SERIAL_IMAGES, variables, {serialImages: []})]});
    expect(await screen.findByText(NO_IMAGE)).toBeInTheDocument();
  });

  it('a failed load shows its error alone, not the photos an earlier opening loaded', async () => {
    mockRest('/api/serial-image/{imageId}', 'get', 200, new Blob(['jpg'], {type: 'image/jpeg'}));
    const {user} = renderPortal(<Opener />, {
      graphql: [mockGraphql(SERIAL_IMAGES, variables, images), mockGraphqlNetworkError(SERIAL_IMAGES, variables)],
    });
    const first = await screen.findByRole('dialog', {name: 'Serial images'});
    await within(first).findByText(/Demo Installer App/);
    await user.click(within(first).getByRole('button', {name: 'Close'}));
    await user.click(await screen.findByRole('button', {name: 'Open images'}));
    const again = await screen.findByRole('dialog', {name: 'Serial images'});
    expect(await within(again).findByRole('alert')).toBeInTheDocument();
    expect(within(again).queryByText(/Demo Installer App/)).not.toBeInTheDocument();
    expect(within(again).queryByRole('img')).not.toBeInTheDocument();
  });
});
