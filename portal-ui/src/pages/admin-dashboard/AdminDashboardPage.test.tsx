import {screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {config} from '../../config';
import {renderPortal} from '../../testing/renderPortal';
import {AdminDashboardPage} from './AdminDashboardPage';

describe('AdminDashboardPage', () => {
  it('welcomes the administrator by name and role, and links to the console', () => {
    renderPortal(<AdminDashboardPage />, {role: 'superadmin', profile: {firstName: 'Ada', lastName: 'Admin'}});
    expect(screen.getByRole('heading', {name: 'Welcome, Ada Admin'})).toBeInTheDocument();
    expect(screen.getByText('Global administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Open the admin console'})).toHaveAttribute('href', config.adminConsoleUrl);
    for (const area of ['Manufacturers', 'Suppliers', 'Installers', 'Verification logs', 'Ledger', 'Reports'])
      expect(screen.getByRole('heading', {name: area, level: 3})).toBeInTheDocument();
  });

  it('falls back on the user name when the profile has no name', () => {
    renderPortal(<AdminDashboardPage />, {
      role: 'superadmin',
      profile: {firstName: '', lastName: '', displayName: '', username: undefined},
    });
    expect(screen.getByRole('heading', {name: 'Welcome, admin'})).toBeInTheDocument();
  });
});
