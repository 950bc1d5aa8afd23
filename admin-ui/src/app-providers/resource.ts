/** An `AppProvider` record of the API's GraphQL schema. */
export interface AppProviderRecord {
  id: string;
  name: string;
  clientId: string;
  contactEmail: string | null;
  /** Setting AllowedApps: the provider may get tokens and call the verification API. */
  enabled: boolean;
  /** Setting MandatorySerialPhoto: every serial it sends needs a photo. */
  mandatorySerialPhoto: boolean;
  ratePerMinute: number;
  createdOn: string;
  /** Only in the answer of createAppProvider; null on every later read. */
  clientSecret: string | null;
}

/** The console resource (route /AdminSettings of document 002) whose records are app providers. */
export const APP_PROVIDERS = 'AdminSettings';
