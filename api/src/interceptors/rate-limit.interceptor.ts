import {
  BindingScope,
  inject,
  injectable,
  intercept,
  Interceptor,
  InvocationContext,
  MetadataInspector,
  MethodDecoratorFactory,
  Next,
  Provider,
} from '@loopback/core';
import {HttpErrors, Request, Response, RestBindings} from '@loopback/rest';
import rateLimit, {RateLimitRequestHandler} from 'express-rate-limit';
import {AuthBindings} from '../auth/auth.keys';
import {RATE_LIMIT_MESSAGE, RateLimitWindow} from '../auth/rate-limit-window';
import {RateLimitRepository} from '../auth/rate-limit.repository';
import {AppConfig} from '../config';
import {ConfigBindings} from '../config.keys';

/** The limited call kinds: their per-minute limits are config.rateLimits. */
export type RateLimitBucket = keyof AppConfig['rateLimits'];

const RATE_LIMIT_INTERCEPTOR = 'interceptors.RateLimitInterceptor';
const RATE_LIMIT_METADATA = 'voltcheck.rateLimit';

/**
 * Limits a controller method per client address and minute, counting in PostgreSQL so all
 * replicas share the count; past the limit the call answers 429 with Retry-After and
 * `{status: false, message: 'Too many requests, please try again later.'}`.
 */
export function rateLimited(bucket: RateLimitBucket): MethodDecorator {
  const metadata = MethodDecoratorFactory.createDecorator<RateLimitBucket>(RATE_LIMIT_METADATA, bucket);
  const interceptor = intercept(RATE_LIMIT_INTERCEPTOR);
  return (target, name, descriptor) => {
    metadata(target, name, descriptor);
    interceptor(target, String(name), descriptor as TypedPropertyDescriptor<unknown>);
  };
}

@injectable({tags: {key: RATE_LIMIT_INTERCEPTOR}, scope: BindingScope.SINGLETON})
export class RateLimitInterceptor implements Provider<Interceptor> {
  private readonly limiters = new Map<RateLimitBucket, RateLimitRequestHandler>();

  constructor(
    @inject(ConfigBindings.CONFIG) private readonly config: AppConfig,
    @inject(AuthBindings.RATE_LIMIT_REPOSITORY) private readonly counts: RateLimitRepository,
  ) {}

  value(): Interceptor {
    return (ctx, next) => this.intercept(ctx, next);
  }

  private limiter(bucket: RateLimitBucket): RateLimitRequestHandler {
    let limiter = this.limiters.get(bucket);
    if (!limiter) {
      limiter = rateLimit({
        windowMs: 60_000,
        limit: this.config.rateLimits[bucket],
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        store: new RateLimitWindow(this.counts, bucket),
        // Created once per bucket on first use (this provider is a singleton), not per request.
        validate: {creationStack: false},
        handler: (_req, _res, next) => next(new HttpErrors.TooManyRequests(RATE_LIMIT_MESSAGE)),
      });
      this.limiters.set(bucket, limiter);
    }
    return limiter;
  }

  private async intercept(ctx: InvocationContext, next: Next) {
    const bucket = MetadataInspector.getMethodMetadata<RateLimitBucket>(
      RATE_LIMIT_METADATA,
      ctx.target,
      ctx.methodName,
    );
    if (bucket) {
      const request = await ctx.get<Request>(RestBindings.Http.REQUEST);
      const response = await ctx.get<Response>(RestBindings.Http.RESPONSE);
      const limiter = this.limiter(bucket);
      await new Promise<void>((resolve, reject) => {
        void limiter(request, response, (err?: unknown) => (err ? reject(err) : resolve()));
      });
    }
    return next();
  }
}
