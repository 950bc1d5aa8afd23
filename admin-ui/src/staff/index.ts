export {AddStaffButton} from './AddStaffButton';
export {AddStaffPage} from './AddStaffPage';
export {StaffPage} from './StaffPage';
export {StaffTab} from './StaffTab';

/** The console routes of staff (the menu test checks its entries lead somewhere). */
export const STAFF_ROUTES = ['/staff', '/addmember/:manufacturerId'] as const;
