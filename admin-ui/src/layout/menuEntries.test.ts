import {buildSchema} from 'graphql';
import {matchPath} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import schemaSdl from '../../../api-client/src/generated/schema.graphql?raw';
import {ACCOUNT_ROUTES} from '../account';
import {RESOURCE_TYPES} from '../providers';
import {QUERY_RESOURCES} from '../resources';
import {STAFF_ROUTES} from '../staff';
import {OVERSIGHT_ROUTES} from '../reports/oversightRoutes';
import {REGISTRY_ROUTES} from '../registry/routes';
import {MENU_ENTRIES} from './menuEntries';

/** The console's own routes: the dashboard, one per resource, and the custom pages. */
const ROUTES = [
  '/AdminDashboard',
  ...Object.keys(RESOURCE_TYPES).map(r => `/${r}`),
  // the resources read through their own list queries or REST routes
  ...Object.keys(QUERY_RESOURCES).map(r => `/${r}`),
  // the resources on REST rather than GraphQL
  '/Recalls',
  ...ACCOUNT_ROUTES.map(r => r.path),
  ...STAFF_ROUTES,
  '/Notifications',
  '/Miscellaneous',
  '/ImportWeeklySupplierList',
  ...OVERSIGHT_ROUTES.map(r => r.path),
  ...REGISTRY_ROUTES.map(r => r.path),
];

describe('the admin menu', () => {
  it('leads only to routes the console has', () => {
    const dead = MENU_ENTRIES.filter(e => !e.external && !ROUTES.some(pattern => matchPath(pattern, e.to)));
    expect(dead.map(e => e.to)).toEqual([]);
  });

  it("has entries for the global serials view (the portal's /serials) and Admin Settings", () => {
    const entry = (label: string) => MENU_ENTRIES.find(e => e.label === label);
    expect(entry('All Serials')).toMatchObject({to: '/serials', external: true});
    expect(entry('Admin Settings')).toMatchObject({to: '/AdminSettings'});
    expect(entry('Admin Settings')?.external).toBeUndefined();
  });
});

describe('the console resources', () => {
  it('are types of the API schema with the list query the dataProvider calls', () => {
    const queries = buildSchema(schemaSdl).getQueryType()!.getFields();
    for (const type of Object.values(RESOURCE_TYPES)) {
      expect(queries[type], `${type}(id)`).toBeDefined();
      expect(queries[`all${type}s`], `all${type}s`).toBeDefined();
      expect(queries[`_all${type}sMeta`], `_all${type}sMeta`).toBeDefined();
    }
  });
});

describe('the console resources on their own queries', () => {
  it('read a list query of the API schema', () => {
    const queries = buildSchema(schemaSdl).getQueryType()!.getFields();
    for (const [name, resource] of Object.entries(QUERY_RESOURCES)) {
      if (!('document' in resource)) continue;
      const operation = resource.document.definitions.find(d => d.kind === 'OperationDefinition');
      const field = operation?.kind === 'OperationDefinition' ? operation.selectionSet.selections[0] : undefined;
      expect(field?.kind === 'Field' && queries[field.name.value], name).toBeTruthy();
    }
  });
});
