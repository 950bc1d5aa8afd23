import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {invalidInput, ServiceError} from '../kernel/service-error';
import {SERIAL_STATUSES, SerialStatus} from '../../models';
import {Page, toDbId} from '../kernel/sql-list';
import {StorageService} from '../kernel/storage.service';
import {TenancyService} from '../kernel/tenancy.service';
import type {Download} from '../export/download';
import {SERIAL_TYPE} from './product-serial-listing.sql';
import {ProductSerialRepository} from './product-serial.repository';
import {ProductsService} from './products.service';

/** A page of a list in the scope of `manufacturerId` (administrators and distributors choose it). */
export type ScopedPage = Page & {manufacturerId?: number | null; type?: number | null; status?: string | null};

/** A listing's status filter: one of the serial statuses, or none. */
function statusFilter(page: ScopedPage): SerialStatus | null {
  if (page.status === undefined || page.status === null || page.status === '') return null;
  if (!(SERIAL_STATUSES as readonly string[]).includes(page.status))
    throw invalidInput('status', `one of ${SERIAL_STATUSES.join(', ')}`);
  return page.status as SerialStatus;
}

/** What a model's serial tab lists (model detail: Serial Failed, Installed, Available). */
export type ProductSerialKind = 'available' | 'installed' | 'failed';

const notFound = (what: string) => new ServiceError(`No ${what} has this id.`, 'NOT_FOUND');

/** The URL of a stored serial photo (served by SerialImageController to those who may see it). */
export const imageUrl = (imageId: number | string | null | undefined) =>
  imageId === null || imageId === undefined ? null : `/api/serial-image/${imageId}`;

/**
 * The serial listings of the portal (document 001 sections 2 and 7), each through the caller's scope
 * (server.md section 1): a serial of another tenant answers as one that does not exist.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SerialsService {
  constructor(
    @service(ProductSerialRepository) private readonly serials: ProductSerialRepository,
    @service(ProductsService) private readonly products: ProductsService,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @service(StorageService) private readonly storage: StorageService,
  ) {}

  /** ProductSerialListing: type 1 installed, 2 available, otherwise every serial. */
  async productSerials(caller: Caller, page: ScopedPage) {
    const status = statusFilter(page);
    return this.serials.serials(await this.tenancy.scopeOf(caller, page.manufacturerId), {...page, status});
  }

  /** The serials of one model (model detail): available, installed, or its failed requests. */
  async ofProduct(caller: Caller, productId: unknown, kind: ProductSerialKind, page: ScopedPage) {
    const {scope, product} = await this.products.scopeOfProduct(caller, productId, page.manufacturerId);
    if (kind === 'failed') return this.serials.failedOfProduct(scope, product.productId, page);
    const type = kind === 'installed' ? SERIAL_TYPE.installed : SERIAL_TYPE.available;
    return this.serials.serials(scope, {...page, type, productId: product.productId, status: statusFilter(page)});
  }

  /** AdminParallelImport: the logs that carried a parallel-import comment; type 2 only the failed ones. */
  async parallelImports(caller: Caller, page: ScopedPage) {
    return this.serials.parallelImports(await this.tenancy.scopeOf(caller, page.manufacturerId), page);
  }

  /** The photos of a serial (by its id), or sent with a failed serial (by its text), that the caller may see. */
  async images(
    caller: Caller,
    by: {productSerialId?: unknown; serial?: string | null; manufacturerId?: number | null},
  ) {
    // the caller's scope first: a caller who may see nothing is refused as such, whatever it asked
    await this.tenancy.scopeOf(caller, by.manufacturerId);
    if (by.productSerialId !== undefined && by.productSerialId !== null) {
      const serial = await this.serialInScope(caller, by.productSerialId, by.manufacturerId);
      return this.serials.images({productSerialId: serial.productSerialId});
    }
    const text = by.serial?.trim();
    if (!text) throw new ServiceError('Give productSerialId or serial.', 'VALIDATION');
    const visible = [];
    for (const image of await this.serials.images({serial: text})) {
      if (await this.tenancy.sees(caller, image, undefined, by.manufacturerId)) visible.push(image);
    }
    return visible;
  }

  /** historyForSerial: the uploads that brought the serial, the ledger's answers, the requests about it. */
  async history(caller: Caller, productSerialId: unknown, manufacturerId?: number | null) {
    const serial = await this.serialInScope(caller, productSerialId, manufacturerId);
    return {...serial, ...(await this.serials.history(serial.productSerialId))};
  }

  /** One stored photo, to those who may see its serial or request. */
  async image(caller: Caller, imageId: unknown): Promise<Download> {
    const id = toDbId(imageId);
    const image = id === null ? undefined : await this.serials.image(id);
    if (!image || !(await this.tenancy.sees(caller, image))) throw notFound('serial image');
    const stream = await this.storage.openRead(image.fileKey).catch(() => {
      throw new ServiceError('The file is no longer stored.', 'NOT_FOUND');
    });
    return {
      name: `${image.serial}-${image.imageId}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`,
      type: image.contentType,
      write: async out => {
        stream.pipe(out);
        await new Promise<void>((done, fail) => {
          stream.on('error', fail);
          out.on('finish', done);
          out.on('error', fail);
        });
      },
    };
  }

  private async serialInScope(caller: Caller, productSerialId: unknown, manufacturerId?: number | null) {
    const id = toDbId(productSerialId);
    const serial = id === null ? undefined : await this.serials.serial(id);
    if (!serial || !(await this.tenancy.sees(caller, serial, undefined, manufacturerId))) throw notFound('serial');
    return serial;
  }
}
