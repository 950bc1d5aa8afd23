import QrCode2Icon from '@mui/icons-material/QrCode2';
import {LedgerList} from './LedgerList';

/** The ledger listing, the Ledger resource's list, on its own routes (/ProductSerialLedgerPage, and /AdminSerials from the menu's Serials). */
export default {list: LedgerList, icon: QrCode2Icon};
