export {MiscellaneousPage} from './MiscellaneousPage';
