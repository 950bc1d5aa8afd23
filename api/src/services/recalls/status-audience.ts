import {BindingScope, injectable, service} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {WebhookService} from '../webhooks/webhook.service';
import {StatusChange, StatusChangeRow} from './serial-status.sql';

/** What a recall's webhooks and mail say about it. */
export interface RecallNotice {
  id: number;
  title: string;
  hazard: string;
  remedy: string;
  noticeUrl: string;
  contact: string;
}

/**
 * Who hears of a status change, through the webhook delivery of the house (signed, retried, logged):
 * `serial.status_changed` for every change, and `serial.recalled` when serials are recalled, to the manufacturers
 * of the changed serials and to the subscribed app providers that verified them (each hears only of those).
 */
@injectable({scope: BindingScope.SINGLETON})
export class StatusAudience {
  constructor(@service(WebhookService) private readonly webhooks: WebhookService) {}

  /** Queues the webhooks in the change's transaction; answers the deliveries to dispatch after it commits. */
  async enqueue(db: Queryable, change: StatusChange, row: StatusChangeRow, recall?: RecallNotice): Promise<number[]> {
    if (!row.changed) return [];
    const common = {status: change.status, reason: change.reason, recallId: change.recallId};
    const targets = [
      ...row.manufacturers.map(m => ({
        owner: {manufacturerId: m.manufacturerId},
        data: {...common, count: m.count, serials: m.serials},
      })),
      ...row.providers.map(p => ({
        owner: {appProviderId: p.appProviderId},
        data: {...common, count: p.count, serials: p.serials},
      })),
    ];
    const ids = await this.webhooks.enqueue(db, 'serial.status_changed', targets);
    if (change.status !== 'recalled') return ids;
    const notice = recall ? {recall} : {};
    return [
      ...ids,
      ...(await this.webhooks.enqueue(
        db,
        'serial.recalled',
        targets.map(t => ({...t, data: {...t.data, ...notice}})),
      )),
    ];
  }

  dispatch(deliveries: number[]): Promise<void> {
    return deliveries.length ? this.webhooks.dispatch(deliveries) : Promise.resolve();
  }
}
