import WebhookIcon from '@mui/icons-material/Webhook';
import type {Delivery} from './resource';
import {WebhookDeliveryList} from './WebhookDeliveryList';

/** Webhook deliveries: the WebhookDeliveries resource (/WebhookDeliveries), listed from its REST route. */
export default {
  list: WebhookDeliveryList,
  icon: WebhookIcon,
  recordRepresentation: (d: Delivery) => `${d.eventType} to ${d.owner}`,
};
