import {installationsResource} from '../installations/resource';
import {installersResource} from '../installers/resource';
import {ledgerResource} from '../ledger/resource';
import {logsResource} from '../logs/resource';
import {modulesResource} from '../modules/resource';
import {citiesResource} from '../postcodes/resource';
import {deliveriesResource} from '../webhooks/resource';
import type {QueryResources} from './queryResources';

/** The console's resources read through their own GraphQL list queries or REST routes (route name -> its query). */
export const QUERY_RESOURCES: QueryResources = {
  Logs: logsResource,
  AdminInstaller: installersResource,
  Installations: installationsResource,
  Module: modulesResource,
  ManagePostCodes: citiesResource,
  WebhookDeliveries: deliveriesResource,
  Ledger: ledgerResource,
};
