// GlobalSerialsPage is left out: App loads it lazily from its own file.
export {SerialsTab} from './SerialsTab';
export {DownloadFailedDialog, downloadFailedSerials} from './DownloadFailedDialog';
export {FailedSerialsTable} from './FailedSerialsTable';
export {SerialRows} from './SerialRows';
export {SerialImagesDialog} from './SerialImagesDialog';
export {SerialHistoryDialog} from './SerialHistoryDialog';
export {BatteryDetailsDialog} from './BatteryDetailsDialog';
export {ListState} from './ListState';
export {Paging, SearchBox, StatusFilter} from './ListControls';
export type {StatusFilterValue} from './ListControls';
