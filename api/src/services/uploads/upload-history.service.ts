import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {UploadRepository} from './upload.repository';
import type {UploadRecord} from './upload.sql';

/** The upload history of document 001 section 2, in the caller's scope (a supplier: its own uploads). */
@injectable({scope: BindingScope.SINGLETON})
export class UploadHistoryService {
  constructor(
    @service(UploadRepository) private readonly uploads: UploadRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  async list(
    caller: Caller,
    args: {manufacturerId?: number | null; filter?: string | null; skip?: number | null; first?: number | null},
  ) {
    const scope = await this.tenancy.scopeOf(caller, args.manufacturerId, PERMISSION.read);
    const first = Math.min(Math.max(args.first ?? 100, 1), 500);
    const skip = Math.max(args.skip ?? 0, 0);
    return this.uploads.list(scope, {filter: args.filter, first, skip});
  }

  /** One upload by id or batchId if the caller may see it (`permission` for staff); 404 otherwise. */
  async find(
    caller: Caller,
    ref: {uploadId?: number; batchId?: string},
    manufacturerId?: number | null,
    permission: number = PERMISSION.read,
  ): Promise<UploadRecord> {
    const upload = await this.uploads.find(ref);
    if (!upload || !(await this.tenancy.sees(caller, upload, permission, manufacturerId)))
      throw new ServiceError('No upload has this reference.', 'NOT_FOUND');
    return upload;
  }
}
