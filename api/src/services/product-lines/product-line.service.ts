import {BindingScope, injectable, service} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {Caller, DISTRIBUTOR_ROLES, isAdmin} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {StorageService} from '../kernel/storage.service';
import {PERMISSION, Scope} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {
  FormFile,
  logoImage,
  PRODUCT_LINE_MESSAGES as M,
  productIds,
  uploadedName,
  warrantyDocument,
  warrantyUrl,
  warrantyYears,
} from './product-line-rules';
import {ListPage} from './product-line-models.sql';
import {ProductLineInput, ProductLineRepository, StoredFile} from './product-line.repository';
import {ProductLineRow} from './product-line.sql';

/** The add and edit forms of document 000 section 3, as the REST edge reads them. */
export interface ProductLineForm {
  Title?: string;
  ManufacturerId?: string;
  ProductLineId?: string;
  ProductWarrantyId?: string;
  ComponentWarrantyInYears?: string;
  ComponentWarrantyUrl?: string;
  PerformanceWarrantyInYears?: string;
  PerformanceWarrantyUrl?: string;
  files: {ProductLineLogo?: FormFile; ComponentWarrantyFile?: FormFile; PerformanceWarrantyFile?: FormFile};
}

/** The served path of a stored logo or warranty document. */
export const productLineFilePath = (name: string) => `/api/productline/file/${name}`;
/** The same stored warranty document as the verification API's callers fetch it (with their app token). */
export const warrantyDocumentPath = (name: string) => `/api/v1/warranty-documents/${name}`;

/** A warranty link as the verification answer carries it: a stored document's app path, a URL as it was given. */
export function integratorWarrantyLink(link: string | null): string | null {
  const stored = productLineFilePath('');
  return link?.startsWith(stored) ? warrantyDocumentPath(link.slice(stored.length)) : link;
}
const storageKey = (name: string) => `product-lines/${name}`;

/** A file to download: its bytes, its type and the name it is saved under. */
export interface DownloadedFile {
  data: Buffer;
  type: string;
  name: string;
}

const FILE_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

const page = (p: {filter?: string | null; skip?: number | null; first?: number | null}, size: number): ListPage => ({
  filter: p.filter,
  skip: Math.max(p.skip ?? 0, 0),
  first: Math.min(Math.max(p.first ?? size, 1), 500),
});

/**
 * Product lines and warranties (document 000): read by everyone who sees the manufacturer; changed
 * only by the manufacturer (staff with the Upload permission) and administrators. Supplier-type roles
 * are refused (FORBIDDEN); a line of another manufacturer answers as an unknown one.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductLineService {
  constructor(
    @service(ProductLineRepository) private readonly lines: ProductLineRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @service(StorageService) private readonly storage: StorageService,
  ) {}

  async productLine(caller: Caller, id: number, manufacturerId?: number | null): Promise<ProductLineRow> {
    return this.visibleLine(caller, id, PERMISSION.read, manufacturerId);
  }

  async productLines(
    caller: Caller,
    q: {filter?: string | null; skip?: number | null; first?: number | null; manufacturerId?: number | null},
  ) {
    const scope = await this.tenancy.scopeOf(caller, q.manufacturerId);
    return this.lines.list(scope.manufacturerId, page(q, 100));
  }

  async productLineCount(caller: Caller, q: {filter?: string | null; manufacturerId?: number | null}) {
    const scope = await this.tenancy.scopeOf(caller, q.manufacturerId);
    return this.lines.count(scope.manufacturerId, q.filter);
  }

  /** Models of one line (the assign page's right list). */
  async modelsOfLine(
    caller: Caller,
    q: {id: number; filter?: string | null; skip?: number | null; first?: number | null},
  ) {
    const line = await this.visibleLine(caller, q.id, PERMISSION.read);
    const p = page(q, 8);
    const [list, count] = await Promise.all([
      this.lines.models(line.manufacturerId, line.productLineId, p),
      this.lines.modelCount(line.manufacturerId, line.productLineId, q.filter),
    ]);
    return {list, count};
  }

  /** The manufacturer's models in no line (the assign page's left list). */
  async modelsWithoutLine(
    caller: Caller,
    q: {filter?: string | null; skip?: number | null; first?: number | null; manufacturerId?: number | null},
  ) {
    const manufacturerId = this.oneManufacturer(await this.tenancy.scopeOf(caller, q.manufacturerId));
    const [list, count] = await Promise.all([
      this.lines.models(manufacturerId, null, page(q, 8)),
      this.lines.modelCount(manufacturerId, null, q.filter),
    ]);
    return {list, count};
  }

  /** Refuses, before a form is read, a caller who may change no product line (suppliers, staff without Upload). */
  async mayChange(caller: Caller): Promise<void> {
    this.refuseSuppliers(caller);
    await this.tenancy.scopeOf(caller, undefined, PERMISSION.upload);
  }

  async add(caller: Caller, form: ProductLineForm): Promise<number> {
    this.refuseSuppliers(caller);
    const manufacturerId = this.oneManufacturer(
      await this.tenancy.scopeOf(
        caller,
        form.ManufacturerId ? Number(form.ManufacturerId) : undefined,
        PERMISSION.upload,
      ),
    );
    const input = await this.inputOf(form, undefined);
    if (await this.lines.nameTaken(manufacturerId, input.lineName))
      throw new ServiceError(M.nameTaken, 'CONFLICT', {field: 'Title'});
    return this.lines.create(manufacturerId, input, caller.id);
  }

  async update(caller: Caller, form: ProductLineForm): Promise<void> {
    this.refuseSuppliers(caller);
    const line = await this.visibleLine(caller, Number(form.ProductLineId), PERMISSION.upload);
    const input = await this.inputOf(form, line);
    if (await this.lines.nameTaken(line.manufacturerId, input.lineName, line.productLineId))
      throw new ServiceError(M.nameTaken, 'CONFLICT', {field: 'Title'});
    await this.lines.update(line.productLineId, input, caller.id, {lineName: line.lineName});
  }

  async remove(caller: Caller, id: number): Promise<void> {
    this.refuseSuppliers(caller);
    const line = await this.visibleLine(caller, id, PERMISSION.upload);
    await this.lines.remove(line.productLineId, caller.id, {lineName: line.lineName});
  }

  /** Assigns the given models (or, with all, every model in no line) of the line's manufacturer. */
  async assign(caller: Caller, q: {lineId: number; productIds?: unknown; all?: boolean}): Promise<number> {
    this.refuseSuppliers(caller);
    const line = await this.visibleLine(caller, q.lineId, PERMISSION.upload);
    const ref = {id: line.productLineId, manufacturerId: line.manufacturerId, lineName: line.lineName};
    if (q.all) return this.lines.assign(ref, 'all', caller.id);
    const ids = await this.ownModels(line.manufacturerId, productIds(q.productIds));
    return this.lines.assign(ref, ids, caller.id);
  }

  async unassign(caller: Caller, q: {lineId: number; productIds?: unknown; all?: boolean}): Promise<number> {
    this.refuseSuppliers(caller);
    const line = await this.visibleLine(caller, q.lineId, PERMISSION.upload);
    const ref = {id: line.productLineId, manufacturerId: line.manufacturerId, lineName: line.lineName};
    return this.lines.unassign(ref, q.all ? 'all' : productIds(q.productIds), caller.id);
  }

  /** A stored logo or warranty document, to those who see its manufacturer, under the name it was uploaded as. */
  async file(caller: Caller, name: string): Promise<DownloadedFile> {
    const owner = FILE_NAME.test(name) ? await this.lines.fileOwner(name) : undefined;
    if (!owner) throw new ServiceError('No such file.', 'NOT_FOUND');
    await this.seeManufacturer(caller, owner.manufacturerId, PERMISSION.read, 'No such file.');
    return {data: await this.storage.get(storageKey(name)), type: owner.type, name: owner.fileName ?? name};
  }

  /**
   * A warranty document for an app provider of the verification API: its answers carry the document's link (as
   * `warrantyDocumentPath`), so any enabled provider may fetch a warranty document by its unguessable name; logos,
   * which no answer carries, are not served this way.
   */
  async warrantyDocument(name: string): Promise<DownloadedFile> {
    const file = FILE_NAME.test(name) ? await this.lines.warrantyFile(name) : undefined;
    if (!file) throw new ServiceError('No such file.', 'NOT_FOUND');
    return {data: await this.storage.get(storageKey(name)), type: file.type, name: file.fileName ?? name};
  }

  private refuseSuppliers(caller: Caller): void {
    if (DISTRIBUTOR_ROLES.includes(caller.role)) throw new ServiceError(M.suppliers, 'FORBIDDEN');
  }

  private oneManufacturer(scope: Scope): number {
    if (scope.manufacturerId === undefined)
      throw new ServiceError('manufacturerId: choose the manufacturer.', 'VALIDATION', {field: 'manufacturerId'});
    return scope.manufacturerId;
  }

  private async ownModels(manufacturerId: number, ids: number[]): Promise<number[]> {
    const own = await this.lines.ownModels(manufacturerId, ids);
    if (own.length !== ids.length) throw new ServiceError('No model has this id.', 'NOT_FOUND', {field: 'ProductId'});
    return own;
  }

  private async visibleLine(caller: Caller, id: number, permission: number, manufacturerId?: number | null) {
    const line = Number.isSafeInteger(id) && id > 0 ? await this.lines.find(id) : undefined;
    if (!line || (manufacturerId !== undefined && manufacturerId !== null && manufacturerId !== line.manufacturerId))
      throw new ServiceError(M.notFound, 'NOT_FOUND');
    await this.seeManufacturer(caller, line.manufacturerId, permission, M.notFound);
    return line;
  }

  /** Whether the caller acts for that manufacturer: others' records answer as unknown; staff need the permission. */
  private async seeManufacturer(caller: Caller, manufacturerId: number, permission: number, notFound: string) {
    if (isAdmin(caller)) return;
    if (!caller.manufacturerIds.includes(manufacturerId)) throw new ServiceError(notFound, 'NOT_FOUND');
    await this.tenancy.scopeOf(caller, manufacturerId, permission);
  }

  /** Checks the form (document 000 section 5) and stores its files; on edit, what is not replaced stays. */
  private async inputOf(form: ProductLineForm, line: ProductLineRow | undefined): Promise<ProductLineInput> {
    const lineName = form.Title?.trim();
    if (!lineName) throw new ServiceError(M.required, 'VALIDATION', {field: 'Title'});
    const componentYears = warrantyYears(form.ComponentWarrantyInYears, 'ComponentWarrantyInYears');
    const performanceYears = warrantyYears(form.PerformanceWarrantyInYears, 'PerformanceWarrantyInYears');
    const logo = form.files.ProductLineLogo ? logoImage(form.files.ProductLineLogo) : undefined;
    const w = line?.productWarranty;
    const component = await this.document(form.files.ComponentWarrantyFile, form.ComponentWarrantyUrl, 'Component', {
      link: w?.componentWarrantyLink ?? null,
      file: w?.componentWarrantyFile
        ? {key: w.componentWarrantyFile, type: w.componentWarrantyFileType ?? '', name: w.componentWarrantyFileName}
        : undefined,
    });
    const performance = await this.document(
      form.files.PerformanceWarrantyFile,
      form.PerformanceWarrantyUrl,
      'Performance',
      {
        link: w?.performanceWarrantyLink ?? null,
        file: w?.performanceWarrantyFile
          ? {
              key: w.performanceWarrantyFile,
              type: w.performanceWarrantyFileType ?? '',
              name: w.performanceWarrantyFileName,
            }
          : undefined,
      },
    );
    return {
      lineName,
      logo: logo && form.files.ProductLineLogo ? await this.put(form.files.ProductLineLogo.data, logo) : undefined,
      component: {years: componentYears, ...component},
      performance: {years: performanceYears, ...performance},
    };
  }

  /** A warranty's document: a new file, else a URL (the current link kept as it is), else what the line has. */
  private async document(
    file: FormFile | undefined,
    url: string | undefined,
    kind: 'Component' | 'Performance',
    current: {link: string | null; file?: StoredFile},
  ): Promise<{link: string | null; file?: StoredFile}> {
    if (file) {
      const stored = await this.put(file.data, warrantyDocument(file, `${kind}WarrantyFile`));
      return {link: productLineFilePath(stored.key), file: {...stored, name: uploadedName(file.filename)}};
    }
    if (url?.trim()) {
      if (current.link && url.trim() === current.link) return current;
      return {link: warrantyUrl(url, `${kind}WarrantyUrl`)};
    }
    if (current.link) return current;
    throw new ServiceError(kind === 'Component' ? M.componentRequired : M.performanceRequired, 'VALIDATION', {
      field: `${kind}WarrantyFile`,
    });
  }

  private async put(data: Buffer, kind: {ext: string; type: string}): Promise<StoredFile> {
    const name = `${randomUUID()}.${kind.ext}`;
    await this.storage.put(storageKey(name), data);
    return {key: name, type: kind.type};
  }
}
