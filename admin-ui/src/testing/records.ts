/**
 * The console resources' records as the data provider answers them, typed from the GraphQL schema: a plausible
 * record, with the fields a test cares about given over it.
 */
import type {
  AppProvider,
  AuditLog,
  PullRequest,
  RequestLogFieldsFragment,
  Supplier,
  UploadFileFieldsFragment,
  User,
} from '@voltcheck/api-client';

export function givenUser(user: Partial<User> = {}): User {
  return {
    id: '31',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada@voltcheck.example',
    mobile: null,
    role: 'admin',
    companyName: null,
    manufacturerId: null,
    distributorId: null,
    createdAt: '2026-01-05T00:00:00.000Z',
    isActive: true,
    locked: false,
    lockoutEnd: null,
    emailConfirmed: true,
    failedLogins: 0,
    ...user,
  };
}

export function givenAuditEntry(entry: Partial<AuditLog> = {}): AuditLog {
  return {
    id: '501',
    createdAt: '2026-11-02T04:05:00.000Z',
    userId: '31',
    userName: 'ada',
    action: 'staff.create',
    entity: 'staff',
    entityId: '42',
    sentence: 'Created staff member jdoe for Demo Energy with Read, Upload',
    before: null,
    after: {userName: 'jdoe', permissions: ['Read', 'Upload']},
    ...entry,
  };
}

export function givenAppProvider(provider: Partial<AppProvider> = {}): AppProvider {
  return {
    id: '7',
    name: 'Sunny Installer App',
    clientId: 'sunny-installer',
    clientSecret: null,
    contactEmail: 'dev@sunny.example',
    createdOn: '2026-03-04T00:00:00.000Z',
    enabled: true,
    mandatorySerialPhoto: false,
    testMode: false,
    ratePerMinute: 120,
    ...provider,
  };
}

export function givenPullRequest(request: Partial<PullRequest> = {}): PullRequest {
  return {
    id: '61',
    number: 14,
    title: 'Link Sunny Supplies to Voltix',
    description: null,
    brandName: 'Voltix',
    manufacturerId: '1',
    distributorId: '21',
    distributorName: 'Sunny Supplies',
    startDate: '2026-11-01',
    endDate: null,
    createdAt: '2026-11-02T04:05:00.000Z',
    createdBy: 'ada',
    assignees: [],
    reviewers: [],
    status: 'Open',
    reviewApproved: false,
    isMerged: false,
    isClosed: false,
    commentCount: 0,
    comments: [],
    approvalBlocker: null,
    mayApproveAlone: false,
    ...request,
  };
}

export function givenSupplier(supplier: Partial<Supplier> = {}): Supplier {
  return {
    id: '21',
    distributorId: '21',
    abn: '12345678901',
    createdAt: '2026-01-05T00:00:00.000Z',
    defaultName: 'Sunny Supplies',
    displayName: 'Sunny Supplies',
    distributorInternalCode: 'SUN-1',
    distributorNames: ['Sunny Supplies Pty Ltd', 'Sunny Wholesale'],
    distributorUserId: null,
    isActive: true,
    manufacturerNames: ['Voltix'],
    signingKey: null,
    totalManufacturers: 1,
    userName: null,
    ...supplier,
  };
}

export function givenUpload(upload: Partial<UploadFileFieldsFragment> = {}): UploadFileFieldsFragment {
  return {
    uploadId: '77',
    batchId: 'b-77',
    sourceFileName: 'serials.csv',
    systemFileName: 'stored-77.csv',
    reportFileName: 'report-77.csv',
    totalRecords: 10,
    success: 9,
    failed: 1,
    unitCount: 0,
    moduleCount: 0,
    uploadedOn: '2026-11-02T04:05:00.000Z',
    stateLabel: 'Active',
    deleteReason: null,
    restoredTo: null,
    canDeleteOrRestore: true,
    ...upload,
  };
}

export function givenRequest(request: Partial<RequestLogFieldsFragment> = {}): RequestLogFieldsFragment {
  return {
    productLogId: '901',
    failedSerial: 'VX-404-0001',
    requestedTime: '2026-11-02T04:05:00.000Z',
    requesterName: 'Sam Sparks',
    requesterType: 1,
    requestedBrand: 'Voltix',
    requestedModel: 'VX-10',
    requesterAppName: 'SolarCheck',
    parralelImportComment: null,
    ...request,
  };
}
