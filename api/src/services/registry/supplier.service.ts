import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {Caller} from '../kernel/caller';
import {ACCOUNT_MESSAGES, email as emailRule, password as passwordRule} from '../kernel/account-rules';
import {recordAudit} from '../kernel/record-audit';
import {PasswordService} from '../kernel/password.service';
import {ServiceError} from '../kernel/service-error';
import {ListParams, toDbId} from '../kernel/sql-list';
import {ApprovedListRepository, RegistrableImporter} from './approved-list.repository';
import {AdminSupplier, AdminSupplierFilter, SupplierLinkEntry} from './distributor-listing.sql';
import {DistributorRepository} from './distributor.repository';

/** The supplier registration payload of document 002, section 3. */
export interface SupplierRegistration {
  Username?: unknown;
  Password?: unknown;
  FirstName?: unknown;
  LastName?: unknown;
  Email?: unknown;
  AbnNo?: unknown;
  /** The approved importer picked in the brand and importer look-up. */
  Name?: unknown;
  /** 'supplier' (the default) or 'distributor': the kind of company and the role of its account. */
  Type?: unknown;
}

/** The kinds of company an administrator registers, with the role its first account gets. */
export const REGISTRABLE_TYPES = {supplier: 'supplier', distributor: 'mdistributor'} as const;
export type RegistrableType = keyof typeof REGISTRABLE_TYPES;
export const INVALID_TYPE = 'The type must be supplier or distributor.';

function registrableType(v: unknown): RegistrableType | null {
  if (v === undefined || v === null || v === '') return 'supplier';
  return typeof v === 'string' && Object.hasOwn(REGISTRABLE_TYPES, v) ? (v as RegistrableType) : null;
}

/** One reason a registration was refused, shown as 'code,description' (document 002, section 8). */
export interface RegistrationProblem {
  code: string;
  description: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Suppliers for the admin console: the listing, links, and registration by an administrator. */
@injectable({scope: BindingScope.SINGLETON})
export class SupplierService {
  constructor(
    @repository(DistributorRepository) private readonly suppliers: DistributorRepository,
    @service(ApprovedListRepository) private readonly approved: ApprovedListRepository,
    @service(PasswordService) private readonly passwords: PasswordService,
  ) {}

  list(p: ListParams<AdminSupplierFilter>): Promise<AdminSupplier[]> {
    return this.suppliers.adminList(p);
  }

  count(filter?: AdminSupplierFilter | null): Promise<number> {
    return this.suppliers.adminCount(filter);
  }

  async get(id: unknown): Promise<AdminSupplier | null> {
    const distributorId = toDbId(id);
    return distributorId === null ? null : this.suppliers.adminGet(distributorId);
  }

  async links(by: {distributorId?: unknown; manufacturerId?: unknown}): Promise<SupplierLinkEntry[]> {
    if (by.distributorId != null) {
      const id = toDbId(by.distributorId);
      return id === null ? [] : this.suppliers.links({distributorId: id});
    }
    const id = toDbId(by.manufacturerId);
    return id === null ? [] : this.suppliers.links({manufacturerId: id});
  }

  brands(): Promise<string[]> {
    return this.approved.brands();
  }

  importers(brand: string | undefined): Promise<RegistrableImporter[]> {
    return brand?.trim() ? this.approved.importersFor(brand.trim()) : Promise.resolve([]);
  }

  /**
   * Registers a supplier or a distributor (`Type`) for an approved importer with its first account (role supplier or
   * mdistributor, active at once: an administrator vouches for it). Refusals carry every problem found, each as a
   * code and a description.
   */
  async register(caller: Caller, input: SupplierRegistration): Promise<{status: true; distributorId: number}> {
    const problems: RegistrationProblem[] = [];
    for (const field of ['FirstName', 'LastName', 'Email', 'Username', 'Password'] as const) {
      if (!text(input[field])) problems.push({code: `${field}Required`, description: ACCOUNT_MESSAGES.required});
    }
    if (text(input.Email) && emailRule(input.Email))
      problems.push({code: 'InvalidEmail', description: emailRule(input.Email)!});
    if (text(input.Password) && passwordRule(input.Password))
      problems.push({code: 'PasswordRule', description: passwordRule(input.Password)!});
    if (!text(input.Name)) problems.push({code: 'SupplierRequired', description: 'Please pick a supplier.'});
    const type = registrableType(input.Type);
    if (!type) problems.push({code: 'InvalidType', description: INVALID_TYPE});
    return this.suppliers.transaction(async db => {
      const importer = text(input.Name) ? await this.approved.importer(text(input.Name), db) : null;
      if (text(input.Name) && !importer)
        problems.push({code: 'UnknownSupplier', description: 'The supplier is not on the approved importer list.'});
      if (text(input.Username) && (await this.suppliers.usernameTaken(db, text(input.Username))))
        problems.push({code: 'DuplicateUserName', description: ACCOUNT_MESSAGES.usernameTaken});
      if (problems.length || !importer || !type) throw registrationRefused(problems);
      const distributorId = await this.suppliers.ensure(
        db,
        importer.importerName,
        text(input.AbnNo) || importer.importerABN,
      );
      const userId = await this.suppliers.insertAccount(db, {
        username: text(input.Username),
        email: text(input.Email),
        passwordHash: await this.passwords.hash(input.Password as string),
        firstName: text(input.FirstName),
        lastName: text(input.LastName),
        distributorId,
        role: REGISTRABLE_TYPES[type],
      });
      await recordAudit(db, {
        userId: caller.id,
        action: 'supplier.register',
        entity: 'Supplier',
        entityId: distributorId,
        after: {userId, userName: text(input.Username), name: importer.importerName, type},
      });
      return {status: true as const, distributorId};
    });
  }
}

function registrationRefused(problems: RegistrationProblem[]): ServiceError {
  return new ServiceError(problems.map(p => `${p.code},${p.description}`).join('\n'), 'VALIDATION', {
    details: problems.map(p => ({path: p.code, message: p.description})),
  });
}
