export {NotificationsPage} from './NotificationsPage';
