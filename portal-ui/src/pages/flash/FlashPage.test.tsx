import {screen} from '@voltcheck/ui-shared/testing';
import {Route, Routes} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {renderPortal, type PortalRenderOptions} from '../../testing/renderPortal';
import {missingPermissionReason, PERMISSION} from '../../session/permissions';
import {FlashPage} from './FlashPage';

const renderFlash = (route: string, options: PortalRenderOptions = {}) =>
  renderPortal(
    <Routes>
      <Route path="/flash" element={<FlashPage />} />
      <Route path="/flash/resolve" element={<FlashPage />} />
    </Routes>,
    {route, ...options},
  );

describe('FlashPage', () => {
  it('opens on the flash data import, waiting for files', () => {
    renderFlash('/flash');
    expect(screen.getByRole('heading', {level: 1, name: 'Import flash data'})).toBeInTheDocument();
    expect(screen.getByText('Drag and drop your flash data files here')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Choose files'})).toBeEnabled();
    expect(screen.getByLabelText('Flash data files')).toHaveAttribute('type', 'file');
  });

  it('resolves failed serials at /flash/resolve', () => {
    renderFlash('/flash/resolve');
    expect(screen.getByRole('heading', {level: 1, name: 'Resolve failed serials'})).toBeInTheDocument();
    expect(document.title).toContain('Resolve failed serials');
  });

  it('tells staff without the Upload permission why, before any file is chosen', () => {
    renderFlash('/flash', {role: 'mstaff', profile: {permissions: [1]}});
    expect(screen.getByRole('alert')).toHaveTextContent(missingPermissionReason(PERMISSION.upload));
    expect(screen.queryByRole('button', {name: 'Choose files'})).not.toBeInTheDocument();
  });

  it('asks a distributor without a manufacturer to choose one first', () => {
    renderFlash('/flash', {role: 'mdistributor', claims: {ManufacturerIdList: '0'}, profile: {manufacturers: []}});
    expect(screen.getByText('Choose a manufacturer in the header to import flash data for it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Choose files'})).not.toBeInTheDocument();
  });

  it('explains the import in its help', async () => {
    const {user} = renderFlash('/flash');
    await user.click(screen.getByRole('button', {name: 'Help'}));
    expect(await screen.findByRole('dialog', {name: 'How to import flash data'})).toBeInTheDocument();
  });
});
