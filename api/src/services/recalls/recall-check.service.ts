import {BindingScope, injectable, service} from '@loopback/core';
import {normaliseSerial} from '../verification/verification-rules';
import {RecallNoticeFields, RecallRepository} from './recall.repository';

export interface RecallCheckAnswer {
  recalled: boolean;
  recall?: RecallNoticeFields;
}

/**
 * The public recall check (no sign-in): whether a serial is under a recall, and the recall's notice. It tells
 * nothing else about the serial: an unknown serial and one with no recall answer alike.
 */
@injectable({scope: BindingScope.SINGLETON})
export class RecallCheckService {
  constructor(@service(RecallRepository) private readonly recalls: RecallRepository) {}

  async check(serial: unknown): Promise<RecallCheckAnswer> {
    const norm = typeof serial === 'string' ? normaliseSerial(serial) : '';
    // an absent, empty or absurd serial is simply not recalled: the answer never tells one kind of miss from another
    if (!norm || norm.length > 200) return {recalled: false};
    const recall = await this.recalls.recallOfSerial(norm);
    return recall ? {recalled: true, recall} : {recalled: false};
  }
}
