import type {SyncRun} from '../../models';

/** The seven operations of the Miscellaneous page (document 002 section 2.14), in its order. */
export const SYNC_KINDS = [
  'cecInstallers',
  'cecProducts',
  'manufacturerProducts',
  'referenceData',
  'newApps',
  'certInfo',
  'analytics',
] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

export const SYNC_TITLES: Record<SyncKind, string> = {
  cecInstallers: 'CEC Installers',
  cecProducts: 'CEC Products',
  manufacturerProducts: 'Manufacturer Products',
  referenceData: 'Reference Data',
  newApps: 'Newly Approved Apps',
  certInfo: 'Cert Info',
  analytics: 'Download Analytics Report',
};

/** The page's snackbar messages (document 002 section 8), word for word, and the refusal of a second run. */
export const SYNC_MESSAGES = {
  refreshed: 'Refreshed Succesfully',
  failed: 'Some error occured, please try again',
  running: (kind: SyncKind) => `${SYNC_TITLES[kind]} is already running`,
  certNameRequired: 'Enter Cert Name',
  datesRequired: 'from and to must be date-times, from before to',
} as const;

/** What a finished run changed. */
export type SyncCounts = Required<Pick<SyncRun, 'added' | 'changed' | 'removed'>>;

/** A run as the sync reads it (the model's kind narrowed to the operations). */
export type SyncRunRow = SyncCounts &
  Required<Pick<SyncRun, 'id' | 'params' | 'startedAt' | 'finishedAt' | 'error' | 'result'>> & {kind: SyncKind};
