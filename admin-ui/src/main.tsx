import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {createBrowserRouter, RouterProvider} from 'react-router-dom';
import {setUnauthorizedHandler} from '@voltcheck/api-client';
import {App} from './App';
import {config} from './config';
import {signOutToLogin} from './graphql';

// Until react-admin's layout takes it over (ConsoleGraphqlProvider), a 401 returns to the console's login page.
setUnauthorizedHandler(signOutToLogin);

// A data router under the console's base path: react-admin sees a router already there, so its
// own paths ('/Users', '/login') are relative to /admin, and navigation blocking works.
// Navigations are plain updates, not React transitions: with transitions, react-admin's sign-out
// redirect (requireAuth) can be interrupted by its own store resets and loop without rendering.
const router = createBrowserRouter([{path: '*', element: <App />}], {basename: config.basePath});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
