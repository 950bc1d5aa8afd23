/** The administrator's own password (document 002 section 2.1): the route its user menu leads to. */
export const CHANGE_PASSWORD_PATH = '/changepassword';
