import type {ComponentType, ReactElement, ReactNode} from 'react';
import {MockedProvider, type MockedResponse} from '@apollo/client/testing';
import CssBaseline from '@mui/material/CssBaseline';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {queries, render, type RenderResult} from '@testing-library/react';
import userEvent, {type UserEvent} from '@testing-library/user-event';
import {setToken, type TokenClaims, voltcheckThemeOptions} from '@voltcheck/api-client';
import {givenToken} from '@voltcheck/api-client/testing';
import {MemoryRouter, Route, Routes} from 'react-router-dom';

const theme = createTheme(voltcheckThemeOptions);

export interface RenderOptions {
  /** The URL the page opens at ('/' by default). */
  route?: string;
  /** The route pattern the component sits under, so that useParams reads `route` ('/unsubscribe/:token'). */
  path?: string;
  /** The GraphQL answers (mockGraphql, mockGraphqlError...): a query nobody mocked fails as a network error. */
  graphql?: ReadonlyArray<MockedResponse<unknown, Record<string, unknown>>>;
  /** Signed in with a token of these claims (a manufacturer admin's when `{}`); signed out without. */
  session?: Partial<TokenClaims>;
  /** The app's own providers around the component (the portal's session, the console's AdminContext). */
  wrapper?: ComponentType<{children: ReactNode}>;
}

export interface Rendered extends RenderResult<typeof queries> {
  /** Testing Library's user-event, set up for this render: `await user.click(...)`, `await user.type(...)`. */
  user: UserEvent;
}

/**
 * Renders a component as the apps do (the VoltCheck theme, a router, Apollo) with mocked answers: GraphQL through
 * Apollo's MockedProvider, REST through `mockRest` (@voltcheck/api-client/testing), set up before the render.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const {route = '/', path, graphql = [], session, wrapper: AppProviders} = options;
  if (session) setToken(givenToken(session));
  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const Providers = ({children}: {children: ReactNode}) => (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MemoryRouter initialEntries={[route]}>
        <MockedProvider mocks={graphql}>
          {AppProviders ? <AppProviders>{children}</AppProviders> : <>{children}</>}
        </MockedProvider>
      </MemoryRouter>
    </ThemeProvider>
  );
  return {user: userEvent.setup(), ...render(page, {wrapper: Providers, queries})};
}
