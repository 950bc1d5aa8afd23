/**
 * The notification groups' forms, shared by the portal's /notification page and the console's Notifications screen
 * (the same calls and rules, document 002 section 2.16): the group and contact dialogs, the two-list transfer and
 * their pure rules.
 */
export {ContactForm} from './ContactForm';
export {ContactTransfer} from './ContactTransfer';
export type {Contact} from './ContactTransfer';
export {GroupDialog} from './GroupDialog';
export type {GroupForm} from './GroupDialog';
export * from './notificationForms';
