import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {BatchShow} from './BatchShow';
import {LogList} from './LogList';

/** Verification logs (/Logs) and a batch (/Logs/batch/:batchId): custom routes, not a react-admin resource. */
export default {list: LogList, show: BatchShow, icon: ReceiptLongIcon};
