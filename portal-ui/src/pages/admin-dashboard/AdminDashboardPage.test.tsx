import {screen} from '@voltcheck/ui-shared/testing';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {config} from '../../config';
import {renderPortal} from '../../testing/renderPortal';
import {AdminDashboardPage} from './AdminDashboardPage';

describe('AdminDashboardPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends the administrator to the console's dashboard at the route of sign-in", () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({...window.location, replace});
    renderPortal(<AdminDashboardPage />, {role: 'superadmin', route: '/AdminDashboard?v=1'});
    const target = `${config.adminConsoleUrl}AdminDashboard?v=1`;
    expect(replace).toHaveBeenCalledWith(target);
    expect(screen.getByRole('link', {name: 'admin dashboard'})).toHaveAttribute('href', target);
  });
});
