import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {BatchShow} from './BatchShow';
import {LogList} from './LogList';
import type {LogRecord} from './resource';

/** Verification logs: the Logs resource (/Logs); a batch (/Logs/batch/:batchId) is a custom route. */
export default {
  list: LogList,
  show: BatchShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (log: LogRecord) => `#${log.productLogId}`,
};
