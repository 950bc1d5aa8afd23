/**
 * The notification groups (document 002 section 2.16), shown by the portal's /notification page and the console's
 * Notifications screen: the same calls and rules. The panels, the group and contact dialogs, the two-list transfer.
 */
export {ContactForm} from './ContactForm';
export {ContactTransfer} from './ContactTransfer';
export type {Contact} from './ContactTransfer';
export {GroupDialog} from './GroupDialog';
export type {GroupForm} from './GroupDialog';
export {NotificationGroups} from './NotificationGroups';
export type {GroupEditing} from './NotificationGroups';
export * from './notificationForms';
export * from './notifications.queries';
