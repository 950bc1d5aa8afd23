/**
 * What both apps show, one copy: the notification groups, the change-password form, stored images and files, the
 * pager, the dates' formats, an upload's delete and restore menu, the installed-serials dialog, the read-only dialog frame, and the loading, empty and error states. Component tests' harness: ./testing.
 */
export * from './account/ChangePasswordForm';
export * from './account/PasswordField';
export * from './dates';
export * from './dialogs/InfoDialog';
export * from './files/useStoredFile';
export * from './notifications';
export * from './paging/Pager';
export * from './states/StateViews';
export * from './rest/useRestQuery';
export * from './hooks/useDebouncedValue';
export * from './live/liveSocket';
export * from './account/ResetPasswordDrawer';
export * from './states/WithReason';
export * from './recalls';
export * from './staff';
export * from './uploads';
export * from './installations';
export * from './requests';
export * from './catalogue';
