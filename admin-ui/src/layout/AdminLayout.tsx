import type {ReactNode} from 'react';
import {Layout} from 'react-admin';
import {ConsoleGraphqlProvider} from '../graphql';
import {AdminAppBar} from './AdminAppBar';
import {AdminMenu} from './AdminMenu';

/**
 * The console shell: top bar and a collapsible left menu (240 wide, icons only when collapsed), Apollo for its pages.
 * It keeps the window's width (react-admin's layout grows to fit its widest table): a wide list scrolls in its card.
 */
export const AdminLayout = ({children}: {children: ReactNode}) => (
  <ConsoleGraphqlProvider>
    <Layout
      appBar={AdminAppBar}
      menu={AdminMenu}
      sx={{minWidth: 0, '& .RaLayout-content': {px: {xs: 1, sm: 3}, pt: 1, minWidth: 0}}}
    >
      {children}
    </Layout>
  </ConsoleGraphqlProvider>
);
