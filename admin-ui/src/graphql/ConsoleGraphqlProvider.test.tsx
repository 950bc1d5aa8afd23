import {handleUnauthorized} from '@voltcheck/api-client';
import {screen} from '@voltcheck/ui-shared/testing';
import type {AuthProvider} from 'react-admin';
import {describe, expect, it, vi} from 'vitest';
import {config} from '../config';
import {renderInConsole} from '../testing/renderInConsole';
import {ConsoleGraphqlProvider} from './ConsoleGraphqlProvider';

describe('ConsoleGraphqlProvider', () => {
  it("signs out through react-admin on a 401 of a page's call, and hands back the plain sign-out when it goes", async () => {
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: vi.fn(async () => undefined),
      checkAuth: async () => undefined,
      checkError: async (error: {status?: number}) => {
        if (error.status === 401) throw new Error('Your session has ended. Please sign in again.');
      },
      getPermissions: async () => 'admin',
    };
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const {unmount} = renderInConsole(
      <ConsoleGraphqlProvider>
        <p>page</p>
      </ConsoleGraphqlProvider>,
      {authProvider},
    );
    await screen.findByText('page');
    handleUnauthorized();
    await vi.waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    unmount();
    handleUnauthorized();
    expect(assign).toHaveBeenCalledWith(`${config.basePath}/login`);
    assign.mockRestore();
  });
});
