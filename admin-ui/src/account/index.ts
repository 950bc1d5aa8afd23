import {ChangePasswordPage} from './ChangePasswordPage';
import {CHANGE_PASSWORD_PATH} from './paths';

export {ChangePasswordMenuItem} from './ChangePasswordMenuItem';
export {ChangePasswordPage};

/** The account routes of document 002 section 2.1 (the administrator's own account), each with its page. */
export const ACCOUNT_ROUTES = [{path: CHANGE_PASSWORD_PATH, page: ChangePasswordPage}];
