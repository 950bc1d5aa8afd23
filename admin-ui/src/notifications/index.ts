export {NotificationsPage} from './NotificationsPage';
export {NotificationsTab} from './NotificationsTab';
