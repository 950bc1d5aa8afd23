import {BindingScope, injectable, service} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {StorageService} from '../kernel/storage.service';
import {PERMISSION} from '../kernel/tenancy';
import {ProductLineAccess} from './product-line-access.service';
import {PRODUCT_LINE_FILE_NAME, productLineFilePath, productLineStorageKey} from './product-line-file-paths';
import {
  FormFile,
  logoImage,
  PRODUCT_LINE_MESSAGES as M,
  ProductLineForm,
  uploadedName,
  warrantyDocument,
  warrantyUrl,
  warrantyYears,
} from './product-line-rules';
import {ProductLineInput, ProductLineRepository, StoredFile} from './product-line.repository';
import {ProductLineRow} from './product-line.sql';

/** A file to download: its bytes, its type and the name it is saved under. */
export interface DownloadedFile {
  data: Buffer;
  type: string;
  name: string;
}

/**
 * A line's logo and warranty documents: checked and stored from the add and edit forms, served to those who see
 * the manufacturer, and warranty documents to the verification API's app providers.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductLineFilesService {
  constructor(
    @service(ProductLineRepository) private readonly lines: ProductLineRepository,
    @service(ProductLineAccess) private readonly access: ProductLineAccess,
    @service(StorageService) private readonly storage: StorageService,
  ) {}

  /** A stored logo or warranty document, to those who see its manufacturer, under the name it was uploaded as. */
  async file(caller: Caller, name: string): Promise<DownloadedFile> {
    const owner = PRODUCT_LINE_FILE_NAME.test(name) ? await this.lines.fileOwner(name) : undefined;
    if (!owner) throw new ServiceError('No such file.', 'NOT_FOUND');
    await this.access.seeManufacturer(caller, owner.manufacturerId, PERMISSION.read, 'No such file.');
    return {data: await this.storage.get(productLineStorageKey(name)), type: owner.type, name: owner.fileName ?? name};
  }

  /**
   * A warranty document for an app provider of the verification API: its answers carry the document's link (as
   * `warrantyDocumentPath`), so any enabled provider may fetch a warranty document by its unguessable name; logos,
   * which no answer carries, are not served this way.
   */
  async warrantyDocument(name: string): Promise<DownloadedFile> {
    const file = PRODUCT_LINE_FILE_NAME.test(name) ? await this.lines.warrantyFile(name) : undefined;
    if (!file) throw new ServiceError('No such file.', 'NOT_FOUND');
    return {data: await this.storage.get(productLineStorageKey(name)), type: file.type, name: file.fileName ?? name};
  }

  /** Checks the form (document 000 section 5) and stores its files; on edit, what is not replaced stays. */
  async inputOf(form: ProductLineForm, line: ProductLineRow | undefined): Promise<ProductLineInput> {
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
    await this.storage.put(productLineStorageKey(name), data);
    return {key: name, type: kind.type};
  }
}
