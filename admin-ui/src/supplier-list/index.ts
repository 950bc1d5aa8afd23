export {WeeklySupplierListPage} from './WeeklySupplierListPage';
