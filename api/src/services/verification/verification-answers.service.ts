import {BindingScope, injectable, service} from '@loopback/core';
import {SigningService} from '../signing/signing.service';
import {AppProviderRow} from './app-provider.repository';
import {ServiceError} from '../kernel/service-error';
import {VerificationRequest, WireFormat} from './verification-request';
import {CurrentSerialStatus, PreviousBatch, VerificationBatchRepository} from './verification-batch.repository';

export interface SignedAnswer {
  body: Buffer;
  format: WireFormat;
  signature: string;
  replayed: boolean;
  /**
   * A past-answer lookup: the answer's serials that are not available now (recalled or ineligible), told beside the
   * signed body, which stays as first sent.
   */
  currentStatus?: CurrentSerialStatus[];
}

/** The recorded answer again, byte for byte, when the body is the same; 409 when it is not. */
export function replayOf(previous: PreviousBatch, request: VerificationRequest, requestHash: string): SignedAnswer {
  if (previous.requestHash !== requestHash) {
    throw new ServiceError(`requestId "${request.requestId}" was already used with a different body.`, 'CONFLICT', {
      reason: 'REQUEST_ID_REUSED',
    });
  }
  return {
    body: previous.responseBody,
    format: previous.responseFormat as WireFormat,
    signature: previous.signature,
    replayed: true,
  };
}

/** The integrators' past-answer lookups: a batch's first answer, by its batchId or its requestId. */
@injectable({scope: BindingScope.SINGLETON})
export class VerificationAnswersService {
  constructor(
    @service(VerificationBatchRepository) private readonly batches: VerificationBatchRepository,
    @service(SigningService) private readonly signing: SigningService,
  ) {}

  /** A provider's own earlier answer, by batchId or requestId, with its first signature; 404 for anyone else's. */
  async storedAnswer(provider: AppProviderRow, key: {batchId?: string; requestId?: string}): Promise<SignedAnswer> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const batchKey: {batchId: string} | {requestId: string} =
      key.batchId !== undefined ? {batchId: key.batchId} : {requestId: key.requestId ?? ''};
    const found =
      'batchId' in batchKey
        ? uuid.test(batchKey.batchId)
          ? await this.batches.batchById(provider.id, batchKey.batchId)
          : undefined
        : await this.batches.previousBatch(provider.id, batchKey.requestId);
    if (!found) throw new ServiceError('No such verification batch of yours.', 'NOT_FOUND');
    // Signed as first sent while that key is published; once it has retired, signed again with the current key.
    const signature = (await this.signing.stillPublished(found.signature))
      ? found.signature
      : await this.signing.signDetached(found.responseBody);
    const currentStatus = await this.batches.currentStatuses(provider.id, batchKey);
    return {
      body: found.responseBody,
      format: found.responseFormat as WireFormat,
      signature,
      replayed: false,
      currentStatus,
    };
  }
}
