// Kept for the tools being written now; the one home is database/open-database.ts.
export {openDatabase} from '../database/open-database';
