import type {SyncKind} from './syncApi';

/** Each card's description and note (document 002 section 2.14; durations from its section 9). */
export const SYNC_TEXTS: Record<SyncKind, {description: string; note: string}> = {
  cecInstallers: {
    description:
      "Refreshes the installers from the Clean Energy Council's accredited installer list: new installers, changed accreditations, and those no longer listed.",
    note: 'Takes 60 to 120 seconds.',
  },
  cecProducts: {
    description:
      "Refreshes brands and models from the Clean Energy Council's approved product list, with approval and expiry dates. A newly approved model takes serials at once.",
    note: 'Takes 60 to 120 seconds.',
  },
  manufacturerProducts: {
    description:
      "Refreshes the product type, capacity and fire-test flag of the models of manufacturers with a VoltCheck account, from the manufacturers' own product data.",
    note: 'Takes 60 to 120 seconds.',
  },
  referenceData: {
    description:
      'Refreshes the verification-service registry: manufacturers with their suppliers and the dates each link holds, the endpoints and the apps.',
    note: 'Takes about 30 seconds.',
  },
  newApps: {
    description: 'Adds the apps newly approved to call the verification services.',
    note: 'Takes about 30 seconds.',
  },
  certInfo: {
    description: "Looks a certificate up in the regulator's register by its name and shows what the register holds.",
    note: 'Opens a dialog; nothing is changed.',
  },
  analytics: {
    description: 'Downloads the verification analytics between two date-times as analytics.csv.',
    note: 'Opens a dialog; nothing is changed.',
  },
};
