import {ApolloClient, InMemoryCache} from '@apollo/client';
import {MockLink} from '@apollo/client/testing';
import type {ReactElement} from 'react';
import {type DataProvider, ResourceContextProvider} from 'react-admin';
import {QUERY_RESOURCES} from '../resources';
import {withQueryResources} from '../resources/queryResources';
import {type ConsoleRenderOptions, renderInConsole} from './renderInConsole';

/**
 * Renders a list of QUERY_RESOURCES as the console does: the console's data provider reads `resource` through its own
 * query, answered by the typed GraphQL mocks given (`graphql`), so a test sees the variables the list really sends.
 * Any other resource (a picker's list) is read from `dataProvider`, as the console's provider reads it from its base.
 */
export function renderQueryList(resource: string, ui: ReactElement, options: ConsoleRenderOptions = {}) {
  const client = new ApolloClient({link: new MockLink(options.graphql ?? []), cache: new InMemoryCache()});
  const {getList} = withQueryResources({...options.dataProvider} as DataProvider, client, QUERY_RESOURCES);
  return renderInConsole(<ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>, {
    ...options,
    dataProvider: {...options.dataProvider, getList},
  });
}
