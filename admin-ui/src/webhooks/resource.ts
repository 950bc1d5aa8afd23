import {rest, type RestAnswer} from '@voltcheck/api-client';
import type {RestResource} from '../resources/queryResources';

export type Delivery = RestAnswer<'/api/v1/webhook-deliveries', 'get'>[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
type Status = (typeof DELIVERY_STATUSES)[number];
const isStatus = (value: unknown): value is Status => DELIVERY_STATUSES.includes(value as Status);

/** The WebhookDeliveries resource's list: the newest deliveries (as many as a page holds), of one status or all. */
export const deliveriesResource: RestResource = {
  list: async ({filter, pagination}) => {
    const status = isStatus(filter?.status) ? filter.status : undefined;
    const data = await rest.GET('/api/v1/webhook-deliveries', {params: {query: {status, limit: pagination?.perPage}}});
    return {data, total: data.length};
  },
};
