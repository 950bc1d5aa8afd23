import {screen} from '@voltcheck/ui-shared/testing';
import {Route, Routes} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {FallbackRoute} from './FallbackRoute';
import {NotFoundContent, PATH_NOT_FOUND} from './NotFoundPage';

const App = () => (
  <Routes>
    <Route path="/login" element={<h1>The login page</h1>} />
    <Route path="*" element={<FallbackRoute />} />
  </Routes>
);

describe('FallbackRoute', () => {
  it('tells a visitor the path does not exist, with no way into the portal', async () => {
    renderPortal(<App />, {role: null, route: '/no-such-page'});
    expect(screen.getByRole('heading', {name: PATH_NOT_FOUND})).toBeInTheDocument();
    expect(screen.getByText('The page you asked for is not part of the portal.')).toBeInTheDocument();
    expect(screen.queryByRole('link', {name: 'Back to Dashboard'})).not.toBeInTheDocument();
    expect(document.title).toContain('Page not found');
  });

  it("sends a visitor to the login page from a signed-in user's path", async () => {
    renderPortal(<App />, {role: null, route: '/dashboard/nothing'});
    expect(await screen.findByRole('heading', {name: 'The login page'})).toBeInTheDocument();
  });
});

describe('NotFoundContent', () => {
  it('offers a signed-in user the way back to their home page', () => {
    renderPortal(<NotFoundContent homePath="/dashboard" />);
    expect(screen.getByRole('heading', {name: PATH_NOT_FOUND})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Back to Dashboard'})).toHaveAttribute('href', '/dashboard');
  });
});
