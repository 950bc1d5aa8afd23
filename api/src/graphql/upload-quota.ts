import {BindingScope, inject, injectable} from '@loopback/core';
import {AuthBindings} from '../auth/auth.keys';
import {RateLimitWindow} from '../auth/rate-limit-window';
import {RateLimitRepository} from '../auth/rate-limit.repository';
import {AppConfig, UploadLimits} from '../config';
import {ConfigBindings} from '../config.keys';

/** Why an upload was refused before its body was read: the message, and when to try again (seconds). */
export interface QuotaRefusal {
  message: string;
  retryAfter: number;
}

const KIB = 1024;
const HOUR_MS = 3_600_000;

/**
 * The bytes one caller may upload (docs/security.md, "Bodies and uploads"): at most
 * `inFlightBytesPerCaller` at once on this process, and `bytesPerHour` per hour across replicas
 * (counted in KiB in rate_limit_hit). A request reserves its declared length before its body is
 * read and releases the in-flight part when its answer has gone.
 */
@injectable({scope: BindingScope.SINGLETON})
export class UploadQuota {
  private readonly inFlight = new Map<number, number>();
  private readonly limits: UploadLimits;
  private readonly hourly: RateLimitWindow;

  constructor(
    @inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'limits'>,
    @inject(AuthBindings.RATE_LIMIT_REPOSITORY) counts: RateLimitRepository,
  ) {
    this.limits = config.limits.uploads;
    this.hourly = new RateLimitWindow(counts, 'upload-kib', HOUR_MS);
  }

  async reserve(callerId: number, bytes: number): Promise<{release: () => void} | QuotaRefusal> {
    const sending = this.inFlight.get(callerId) ?? 0;
    if (sending + bytes > this.limits.inFlightBytesPerCaller)
      return {
        message: `Uploads in progress already hold ${mb(sending)} of your ${mb(this.limits.inFlightBytesPerCaller)}: wait for them to finish.`,
        retryAfter: 5,
      };
    this.inFlight.set(callerId, sending + bytes);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(callerId) ?? bytes) - bytes;
      if (left > 0) this.inFlight.set(callerId, left);
      else this.inFlight.delete(callerId);
    };
    try {
      const kib = Math.ceil(bytes / KIB);
      const used = await this.hourly.add(String(callerId), kib);
      if (used.totalHits * KIB <= this.limits.bytesPerHour) return {release};
      await this.hourly.add(String(callerId), -kib);
      release();
      return {
        message: `You have uploaded ${mb(this.limits.bytesPerHour)} this hour: try again later.`,
        retryAfter: Math.max(1, Math.ceil((used.resetTime!.getTime() - Date.now()) / 1000)),
      };
    } catch (err) {
      release();
      throw err;
    }
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
