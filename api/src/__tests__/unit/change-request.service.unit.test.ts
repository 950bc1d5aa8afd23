import {securityId} from '@loopback/security';
import {AppUserRepository} from '../../services/accounts';
import {
  ChangeRequestEntry,
  ChangeRequestRepository,
  ChangeRequestReviewService,
  ChangeRequestService,
} from '../../services/change-requests';
import {Caller} from '../../services/kernel/caller';
import {DistributorRepository, ManufacturerRepository} from '../../services/registry';

const caller = (id: number): Caller => ({
  [securityId]: String(id),
  id,
  username: `admin${id}`,
  role: 'admin',
  manufacturerIds: [],
  manufacturerId: null,
  distributorId: null,
});
const author = caller(1);
const reviewer = caller(2);

const request = (r: Partial<ChangeRequestEntry> = {}): ChangeRequestEntry => ({
  id: 5,
  number: 5,
  title: 'Link supplier to manufacturer',
  description: null,
  manufacturerId: 10,
  brandName: 'Brand',
  distributorId: 20,
  distributorName: 'Supplier',
  startDate: '2026-01-01',
  endDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdById: author.id,
  createdBy: 'admin1',
  assignees: [],
  reviewers: [],
  status: 'Open',
  reviewApproved: false,
  isMerged: false,
  isClosed: false,
  commentCount: 0,
  ...r,
});

/** The service on fake repositories: the one request it knows, and what each step wrote (audit entries included). */
function givenService(
  known: ChangeRequestEntry | null = request(),
  link: {startDate: string; endDate: null} | null = null,
) {
  const writes: string[] = [];
  const audits: unknown[][] = [];
  const tx = {query: async (_text: string, values: unknown[]) => (audits.push(values), {rows: [], rowCount: 1})};
  let current = known;
  const requests = {
    get: async (id: number) => (current && current.id === id ? current : null),
    insert: async (_db: unknown, c: {assigneeIds: number[]}) => {
      writes.push(`insert ${c.assigneeIds.join(',')}`);
      current = request({id: 6, number: 6});
      return 6;
    },
    addComment: async (_db: unknown, id: number, userId: number, body: string) => {
      writes.push(`comment ${id} ${userId} ${body}`);
    },
    approve: async (_db: unknown, id: number, userId: number) => {
      writes.push(`approve ${id} ${userId}`);
      current = {...current!, reviewApproved: true};
    },
    close: async (_db: unknown, id: number, mergedBy: number | null) => {
      writes.push(`close ${id} ${mergedBy}`);
      current = {...current!, status: 'Closed', isClosed: true, isMerged: mergedBy !== null};
    },
    transaction: async <T>(work: (db: unknown) => Promise<T>) => work(tx),
  } as unknown as ChangeRequestRepository;
  const manufacturers = {exists: async (id: number) => id === 10} as unknown as ManufacturerRepository;
  const suppliers = {
    exists: async (id: number) => id === 20,
    lockLink: async () => link,
    upsertLink: async (_db: unknown, l: {startDate: string; endDate: string | null}) => {
      writes.push(`link ${l.startDate} ${l.endDate}`);
    },
  } as unknown as DistributorRepository;
  const users = {adminIds: async (_db: unknown, names: string[]) => (names.includes('admin2') ? [2] : [])};
  // The merge's mail to the supplier is the review service's, tested in the supplier link acceptance test.
  const review = {tellSupplier: async () => {}} as unknown as ChangeRequestReviewService;
  const service = new ChangeRequestService(
    requests,
    manufacturers,
    suppliers,
    users as unknown as AppUserRepository,
    review,
  );
  return {service, writes, audits};
}

const actions = (audits: unknown[][]) => audits.map(values => values[1]);

describe('ChangeRequestService', () => {
  it('creates a request between a manufacturer and a supplier that exist, assigned to administrators only', async () => {
    const {service, writes, audits} = givenService(null);
    const created = await service.create(author, {
      manufacturerId: '10',
      distributorId: 20,
      startDate: '2026-02-01',
      assignees: [' admin2 ', 'madmin', ''],
    });
    expect(created.id).toBe(6);
    expect(writes).toEqual(['insert 2']);
    expect(actions(audits)).toEqual(['changeRequest.create']);
  });

  it('refuses dates that are not days or an end before the start, and unknown companies', async () => {
    const {service, writes} = givenService(null);
    const base = {manufacturerId: 10, distributorId: 20, startDate: '2026-02-01'};
    await expect(service.create(author, {...base, startDate: '01/02/2026'})).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(service.create(author, {...base, endDate: '2026-13-01'})).rejects.toMatchObject({code: 'VALIDATION'});
    await expect(service.create(author, {...base, endDate: '2026-01-31'})).rejects.toMatchObject({
      message: 'endDate: the end date is before the start date.',
    });
    await expect(service.create(author, {...base, manufacturerId: 11})).rejects.toMatchObject({
      code: 'NOT_FOUND',
      field: 'manufacturerId',
    });
    await expect(service.create(author, {...base, distributorId: 'x'})).rejects.toMatchObject({
      code: 'NOT_FOUND',
      field: 'distributorId',
    });
    expect(writes).toEqual([]);
  });

  it('lets a reviewer other than the creator approve', async () => {
    const {service, writes, audits} = givenService();
    await expect(service.approve(author, 5)).rejects.toMatchObject({code: 'FORBIDDEN'});
    expect((await service.approve(reviewer, 5)).reviewApproved).toBe(true);
    expect(writes).toEqual(['approve 5 2']);
    expect(actions(audits)).toEqual(['changeRequest.approve']);
  });

  it('merges an approved request only: the link is applied (created or changed) and the request closed', async () => {
    const unapproved = givenService();
    await expect(unapproved.service.merge(reviewer, 5)).rejects.toMatchObject({code: 'CONFLICT'});
    expect(unapproved.writes).toEqual([]);

    const created = givenService(request({reviewApproved: true, endDate: '2026-12-31'}));
    expect(await created.service.merge(reviewer, 5)).toMatchObject({isMerged: true, isClosed: true});
    expect(created.writes).toEqual(['link 2026-01-01 2026-12-31', 'close 5 2']);
    expect(actions(created.audits)).toEqual(['changeRequest.merge', 'supplierLink.create']);

    const changed = givenService(request({reviewApproved: true}), {startDate: '2020-01-01', endDate: null});
    await changed.service.merge(reviewer, 5);
    expect(actions(changed.audits)).toEqual(['changeRequest.merge', 'supplierLink.update']);
  });

  it('changes nothing of a closed or unknown request, nor takes an empty comment', async () => {
    const closed = givenService(request({status: 'Closed'}));
    await expect(closed.service.close(author, 5)).rejects.toMatchObject({code: 'CONFLICT'});
    await expect(closed.service.comment(author, 5, 'late')).rejects.toMatchObject({code: 'CONFLICT'});
    await expect(closed.service.approve(reviewer, 99)).rejects.toMatchObject({code: 'NOT_FOUND'});
    await expect(closed.service.merge(reviewer, 'abc')).rejects.toMatchObject({code: 'NOT_FOUND'});
    expect(() => closed.service.comment(author, 5, '  ')).toThrow('The comment is empty.');
    expect(closed.writes).toEqual([]);

    const open = givenService();
    await open.service.comment(author, 5, ' fine ');
    await open.service.close(author, 5);
    expect(open.writes).toEqual(['comment 5 1 fine', 'close 5 null']);
    expect(actions(open.audits)).toEqual(['changeRequest.comment', 'changeRequest.close']);
  });
});
