import {givenToken, mockRest, screen} from '@voltcheck/ui-shared/testing';
import {GENERIC_ERROR} from '@voltcheck/ui-shared';
import {getToken, MESSAGES, PROFILE_KEY} from '@voltcheck/api-client';
import {Route, Routes} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {givenProfile, renderPortal, ROLE_CLAIMS} from '../../testing/renderPortal';
import {LOGIN_FAILED} from './login.queries';
import {LoginPage} from './LoginPage';

/** The login page, with the dashboard it leads to. */
const App = () => (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/login/signout" element={<LoginPage />} />
    <Route path="/dashboard" element={<h1>The dashboard</h1>} />
    <Route path="/Staff" element={<h1>The staff</h1>} />
  </Routes>
);

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    const {user} = renderPortal(<App />, {role: null, route: '/login'});
    await user.click(screen.getByRole('button', {name: 'Log in'}));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
  });

  it('signs in, stores the token and the profile, and opens the dashboard', async () => {
    const token = givenToken(ROLE_CLAIMS.mstaff);
    const login = mockRest('/api/account/token', 'post', 200, {token});
    const profile = mockRest('/api/profile/profile', 'get', 200, givenProfile('mstaff', {firstName: 'Stella'}));
    const {user} = renderPortal(<App />, {role: null, route: '/login'});
    await user.type(screen.getByRole('textbox', {name: 'Username'}), ' staffer ');
    await user.type(screen.getByLabelText(/^Password/), 'S3cret!x');
    await user.click(screen.getByRole('button', {name: 'Log in'}));
    expect(await screen.findByRole('heading', {name: 'The dashboard'})).toBeInTheDocument();
    expect(login.calls[0].body).toEqual({Username: 'staffer', Password: 'S3cret!x'});
    expect(profile.calls[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(getToken()).toBe(token);
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY) ?? '{}')).toMatchObject({firstName: 'Stella', role: 'mstaff'});
  });

  it('goes back where the user was sent from', async () => {
    mockRest('/api/account/token', 'post', 200, {token: givenToken(ROLE_CLAIMS.mstaff)});
    mockRest('/api/profile/profile', 'get', 200, givenProfile('mstaff'));
    const {user} = renderPortal(<App />, {role: null, route: '/login?from=%2FStaff'});
    await user.type(screen.getByRole('textbox', {name: 'Username'}), 'staffer');
    await user.type(screen.getByLabelText(/^Password/), 'S3cret!x');
    await user.click(screen.getByRole('button', {name: 'Log in'}));
    expect(await screen.findByRole('heading', {name: 'The staff'})).toBeInTheDocument();
  });

  it('says the credentials are wrong when the server refuses them, and stores nothing', async () => {
    mockRest('/api/account/token', 'post', 401, {status: false, message: 'Unauthorized'});
    const {user} = renderPortal(<App />, {role: null, route: '/login'});
    await user.type(screen.getByRole('textbox', {name: 'Username'}), 'maker');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', {name: 'Log in'}));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    expect(getToken()).toBeNull();
  });

  it('gives the generic error when the server answers without a usable token', async () => {
    mockRest('/api/account/token', 'post', 200, {token: 'not-a-token'});
    const {user} = renderPortal(<App />, {role: null, route: '/login'});
    await user.type(screen.getByRole('textbox', {name: 'Username'}), 'staffer');
    await user.type(screen.getByLabelText(/^Password/), 'S3cret!x');
    await user.click(screen.getByRole('button', {name: 'Log in'}));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(getToken()).toBeNull();
  });

  it('sends a signed-in user straight to its home', async () => {
    renderPortal(<App />, {route: '/login'});
    expect(await screen.findByRole('heading', {name: 'The dashboard'})).toBeInTheDocument();
  });

  it('signs out on /login/signout and says so', async () => {
    renderPortal(<App />, {route: '/login/signout'});
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(screen.getByRole('link', {name: 'Forgot Password'})).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', {name: 'Register'})).toHaveAttribute('href', '/register');
  });
});
