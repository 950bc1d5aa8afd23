import WebhookIcon from '@mui/icons-material/Webhook';
import {WebhookDeliveryList} from './WebhookDeliveryList';

/** Webhook deliveries (/WebhookDeliveries): a custom route, not a react-admin resource. */
export default {list: WebhookDeliveryList, icon: WebhookIcon};
