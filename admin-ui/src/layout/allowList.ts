/** Why an allow-listed action is disabled for an administrator who is not on the settings allow-list. */
export const NOT_ON_ALLOW_LIST = 'Only administrators on the settings allow-list may do this.';
