import {BindingScope, injectable, service} from '@loopback/core';
import {createHash, randomUUID} from 'node:crypto';
import {PoolClient} from 'pg';
import {AppProviderRow} from './app-provider.repository';
import {SigningService} from '../signing/signing.service';
import {sniffType, StorageService} from '../kernel/storage.service';
import {readVerificationRequest, VerificationRequest, WireFormat} from './verification-request';
import {renderVerificationResponse, resultFor, VerificationResponse} from './verification-response';
import {decide, normaliseSerial} from './verification-rules';
import {
  claimOnce,
  decideSystems,
  ItemDecision,
  isSystemItem,
  moduleLogs,
  PremisesTaken,
  shownSerial,
} from './verification-systems';
import type {PremisesClaim} from './premises-rules';
import {
  PreviousBatch,
  RecordedBatch,
  SerialDetails,
  VerificationBatchRepository,
} from './verification-batch.repository';
import {replayOf, SignedAnswer} from './verification-answers.service';

/** A call as it came: its body byte for byte, the format it is in and the format the answer goes in. */
export interface RawExchange {
  body: Buffer;
  requestFormat: WireFormat;
  responseFormat: WireFormat;
  /** The Content-Type as sent: its charset decides how an XML body is read. */
  contentType?: string;
}

/**
 * The verification of server.md section 3: one batch is one transaction, idempotent by requestId
 * (the batch's unique key decides between concurrent twins), with concurrent installations of one
 * serial serialised by row locks so only one can win.
 */
@injectable({scope: BindingScope.SINGLETON})
export class VerificationService {
  constructor(
    @service(VerificationBatchRepository) private readonly batches: VerificationBatchRepository,
    @service(SigningService) private readonly signing: SigningService,
    @service(StorageService) private readonly storage: StorageService,
  ) {}

  /** Reads and checks the request, decides and records it, and answers it signed (or replays its first answer). */
  async verify(provider: AppProviderRow, raw: RawExchange): Promise<SignedAnswer> {
    const request = readVerificationRequest(raw.body, raw.requestFormat, raw.contentType);
    const requestHash = createHash('sha256').update(raw.body).digest('hex');
    // A premises another installation claimed while this one was decided: decided again, it now sees that claim.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.verifyOnce(provider, raw, request, requestHash);
      } catch (err) {
        if (!(err instanceof PremisesTaken) || attempt === 3) throw err;
      }
    }
  }

  private async verifyOnce(
    provider: AppProviderRow,
    raw: RawExchange,
    request: VerificationRequest,
    requestHash: string,
  ): Promise<SignedAnswer> {
    const db = await this.batches.connect();
    try {
      await this.batches.begin(db);
      // Test mode: everything is decided and written as in production, then undone but the batch itself.
      if (provider.testMode) await this.batches.savepoint(db);
      const answer = await this.decideAndRecord(db, provider, raw, request, requestHash);
      if ('previous' in answer) {
        await this.batches.rollback(db);
        return replayOf(answer.previous, request, requestHash);
      }
      if (provider.testMode) {
        await this.batches.rollbackToSavepoint(db);
        await this.batches.recordTestBatch(db, answer.batch);
      }
      await this.batches.commit(db);
      return answer.signed;
    } catch (err) {
      await this.batches.rollback(db).catch(() => undefined);
      if (!this.batches.isRequestIdTaken(err)) throw err;
      // A concurrent call with this requestId committed first: answer as its replay.
      const previous = await this.batches.previousBatch(provider.id, request.requestId);
      if (!previous) throw err;
      return replayOf(previous, request, requestHash);
    } finally {
      db.release();
    }
  }

  private async decideAndRecord(
    db: PoolClient,
    provider: AppProviderRow,
    raw: RawExchange,
    request: VerificationRequest,
    requestHash: string,
  ): Promise<{signed: SignedAnswer; batch: RecordedBatch} | {previous: PreviousBatch}> {
    const installing = request.requestType === 1;
    const norms = request.items.map(i => normaliseSerial(i.serial));
    const moduleNorms = request.items.flatMap(i => (i.modules ?? []).map(m => normaliseSerial(m.serial)));
    const {
      previous,
      serials,
      brands,
      sameInstallationIds: same,
      installation,
    } = await this.batches.readForDecision(db, {
      appProviderId: provider.id,
      requestId: request.requestId,
      norms: [...new Set(moduleNorms.length ? [...norms, ...moduleNorms] : norms)],
      brandNames: [...new Set(request.items.map(i => i.brand.trim().toLowerCase()))],
      installation: installing ? request.installation! : null,
    });
    if (previous) return {previous};
    const onDate = request.installation?.date ?? new Date().toISOString().slice(0, 10);
    const ctx = {
      serials,
      brands,
      sameInstallationIds: same,
      onDate,
      claimed: new Set<number>(),
      installing,
      nmi: request.installation?.nmi ?? null,
      photoRequired: provider.mandatorySerialPhoto,
    };
    const decisions = request.items.map((item, n): ItemDecision => {
      const brand = brands.get(item.brand.trim().toLowerCase());
      const decided = decide(serials.get(norms[n]) ?? [], {
        requestedBrandId: brand?.id ?? null,
        requestedModel: item.model,
        onDate,
        sameInstallationIds: same,
        photoMissing: provider.mandatorySerialPhoto && !item.photo,
      });
      const reason = claimOnce(decided, ctx.claimed, installing);
      return {
        item,
        norm: norms[n],
        reason,
        serial: shownSerial(reason, decided.serial),
        // a sandbox serial's request is kept (administrators see it) but belongs to no manufacturer
        manufacturerId: decided.serial?.sandbox ? null : (brand?.manufacturerId ?? null),
        verified: reason === 'VERIFIED',
      };
    });
    // Battery systems: only a request with modules, or with a unit of a modular model, reads and decides them.
    const units = decisions.filter(isSystemItem);
    let premisesClaims: PremisesClaim[] = [];
    if (units.length) {
      const stored = units.filter(d => d.serial).map(d => d.serial!);
      const systems = await this.batches.readSystems(
        db,
        stored.map(s => s.id),
        [...new Set(stored.map(s => s.productId))],
        ctx.nmi,
      );
      premisesClaims = decideSystems(units, systems, ctx);
    }

    // A type-1 request none of whose serials is verified creates no installation.
    const installedSerialIds = installing
      ? decisions.filter(d => d.verified).flatMap(d => [d.serial!.id, ...(d.modules ?? []).map(m => m.serial!.id)])
      : [];
    const recorded = installation && (!installation.isNew || installedSerialIds.length) ? installation : null;
    const batchId = randomUUID();
    const response: VerificationResponse = {
      batchId,
      requestId: request.requestId,
      requestType: request.requestType,
      installationId: recorded?.id ?? null,
      verifiedAt: new Date().toISOString(),
      results: decisions.map(d => {
        const result = resultFor(
          d.item.serial,
          d.reason,
          serials.get(d.norm)?.find(s => s.id === d.serial?.id) ?? d.serial,
        );
        if (!d.system) return result;
        return {
          ...result,
          modules: (d.modules ?? []).map(m => ({
            serial: m.module.serial,
            verified: m.reason === 'VERIFIED',
            reason: m.reason,
          })),
          system: d.system,
        };
      }),
    };
    const body = renderVerificationResponse(response, raw.responseFormat);
    const signature = await this.signing.signDetached(body);
    const batch: RecordedBatch = {
      id: batchId,
      appProviderId: provider.id,
      requestId: request.requestId,
      requestHash,
      requestType: request.requestType,
      requestFormat: raw.requestFormat,
      requestBody: raw.body,
      responseFormat: raw.responseFormat,
      responseBody: body,
      signature,
    };
    const logIds = await this.batches.recordDecision(db, {
      batch,
      installation: recorded,
      installationInput: request.installation ?? null,
      installedSerialIds,
      logs: [...decisions, ...moduleLogs(decisions)],
      common: {
        requesterName: request.requester.name,
        requesterAbn: request.requester.abn ?? null,
        appName: provider.name,
        latitude: request.location?.latitude ?? request.installation?.address.latitude ?? null,
        longitude: request.location?.longitude ?? request.installation?.address.longitude ?? null,
      },
    });
    if (premisesClaims.length && !(await this.batches.claimPremises(db, recorded!.id, premisesClaims)))
      throw new PremisesTaken();
    if (installing)
      await this.batches.linkModules(
        db,
        decisions
          .filter(d => d.verified && d.modules)
          .flatMap(d =>
            d
              .modules!.filter(m => m.serial!.parentSerialId === null)
              .map(m => ({unitId: d.serial!.id, moduleId: m.serial!.id})),
          ),
      );
    // A test-mode call keeps no photos (its logs are undone).
    if (!provider.testMode) await this.storePhotos(db, batchId, provider, decisions, logIds);
    return {signed: {body, format: raw.responseFormat, signature, replayed: false}, batch};
  }

  private async storePhotos(
    db: PoolClient,
    batchId: string,
    provider: AppProviderRow,
    decisions: Array<{item: {serial: string; photo?: Buffer}; serial?: SerialDetails; verified: boolean}>,
    logIds: number[],
  ): Promise<void> {
    for (const [n, d] of decisions.entries()) {
      if (!d.item.photo) continue;
      const type = sniffType(d.item.photo) as 'image/jpeg' | 'image/png';
      const key = await this.storage.put(
        `serial-images/${batchId}/${n}.${type === 'image/png' ? 'png' : 'jpg'}`,
        d.item.photo,
      );
      await this.batches.recordPhoto(db, {
        serialId: d.serial?.id ?? null,
        logId: logIds[n],
        serial: d.item.serial,
        appName: provider.name,
        key,
        type,
        verified: d.verified,
      });
    }
  }
}
