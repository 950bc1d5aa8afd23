export {ChangePasswordMenuItem} from './ChangePasswordMenuItem';
export {ChangePasswordPage} from './ChangePasswordPage';

/** The account routes of document 002 section 2.1 (the administrator's own account). */
export const ACCOUNT_ROUTES = ['/changepassword'];
