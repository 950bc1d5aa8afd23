import type {ReactElement, ReactNode} from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  defaultI18nProvider,
  memoryStore,
  Notification,
  testDataProvider,
} from 'react-admin';
import {renderWithProviders, type RenderOptions, type Rendered} from '@voltcheck/ui-shared/testing';
import {theme} from '../theme';

/** An administrator who is signed in, as the console's authProvider sees one. */
const signedInAdmin: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  getIdentity: async () => ({id: '1', fullName: 'Ada Admin'}),
};

export interface ConsoleRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /**
   * The resources' answers (react-admin's testDataProvider: getList, getOne, update... of your choosing, typed from
   * the GraphQL schema's records). Any method not given rejects, so a test that misses one fails.
   */
  dataProvider?: Partial<DataProvider>;
  authProvider?: AuthProvider;
}

/**
 * Renders a console component as the console does: react-admin's AdminContext (data and auth providers, its store,
 * notifications shown as the layout shows them, its English messages as <Admin> has them) with the console's theme, Apollo's mocks (`graphql`) for its pages' queries, and `mockRest`
 * for REST. Signed in as an administrator unless `session` says otherwise.
 */
export function renderInConsole(ui: ReactElement, options: ConsoleRenderOptions = {}): Rendered {
  const {dataProvider = {}, authProvider = signedInAdmin, session = {role: 'admin'}, ...rest} = options;
  const Console = ({children}: {children: ReactNode}) => (
    <AdminContext
      dataProvider={testDataProvider(dataProvider)}
      authProvider={authProvider}
      i18nProvider={defaultI18nProvider}
      store={memoryStore()}
      theme={theme}
    >
      {children}
      <Notification />
    </AdminContext>
  );
  return renderWithProviders(ui, {...rest, session, wrapper: Console});
}
