import {csvExporter} from '../resources/csvExporter';
import type {Delivery} from './resource';

/** Export of the Webhook Deliveries list: one line per delivery, with its last answer in full. */
export const deliveriesExporter = csvExporter<Delivery>('webhook-deliveries.csv', [
  {header: 'Created', value: d => d.createdOn},
  {header: 'Event', value: d => d.eventType},
  {header: 'Event ID', value: d => d.eventId},
  {header: 'Subscriber', value: d => d.owner},
  {header: 'Endpoint', value: d => d.url},
  {header: 'Status', value: d => d.status},
  {header: 'Attempts', value: d => d.attempts},
  {header: 'Last status code', value: d => d.lastStatusCode},
  {header: 'Last error', value: d => d.lastError},
  {header: 'Last response', value: d => d.lastResponse},
  {header: 'Last attempt', value: d => d.lastAttemptOn},
  {header: 'Delivered', value: d => d.deliveredOn},
]);
