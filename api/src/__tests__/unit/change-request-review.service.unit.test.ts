import {ChangeRequestEntry, ChangeRequestRepository, ChangeRequestReviewService} from '../../services/change-requests';
import type {SupplierLinkRequestRepository} from '../../services/change-requests';
import type {MailService} from '../../services/kernel/mail.service';
import {Caller} from '../../services/kernel/caller';

const author = {id: 1, username: 'admin', role: 'admin'} as Caller;
const other = {id: 2, username: 'second', role: 'admin'} as Caller;

function givenReview(otherAdmins: number, allowList: string[] | null = null) {
  let current = {id: 6, status: 'Open', reviewApproved: false, createdById: 1} as ChangeRequestEntry;
  const writes: string[] = [];
  const requests = {
    get: async () => current,
    addComment: async (_db: unknown, id: number, userId: number, body: string) => {
      writes.push(`comment ${id} ${userId} ${body}`);
    },
    approve: async (_db: unknown, id: number, userId: number) => {
      writes.push(`approve ${id} ${userId}`);
      current = {...current, reviewApproved: true};
    },
    transaction: async <T>(work: (db: unknown) => Promise<T>) =>
      work({query: async (sql: string) => (writes.push(sql.includes('audit') ? 'audit' : sql), {rows: []})}),
  } as unknown as ChangeRequestRepository;
  const links = {otherActiveAdmins: async () => otherAdmins} as unknown as SupplierLinkRequestRepository;
  const config = {adminAllowList: {manufacturers: allowList, settings: null}, publicUrl: 'http://portal.test'};
  const review = new ChangeRequestReviewService(requests, links, {} as MailService, config);
  return {review, writes, request: () => current};
}

describe('ChangeRequestReviewService', () => {
  it('with no other administrator, an allow-listed creator may approve alone, and the screen says so', async () => {
    const {review, request} = givenReview(0, ['admin']);
    expect(await review.block(author, request())).toEqual({
      reason:
        'You created this change request: another administrator must approve it. No other administrator is active, ' +
        'so an administrator on the manufacturers allow-list may approve it alone, with a reason.',
      mayApproveAlone: true,
    });
    expect(await review.block(other, request())).toEqual({reason: null, mayApproveAlone: false});
  });

  it('records the reason as a comment, approves and audits', async () => {
    const {review, writes} = givenReview(0);
    const approved = await review.approveAlone(author, '6', '  the only administrator  ');
    expect(approved.reviewApproved).toBe(true);
    expect(writes).toEqual([
      'comment 6 1 Approved without a second administrator: the only administrator',
      'approve 6 1',
      'audit',
    ]);
  });

  it('refuses a blank reason, an administrator off the allow-list, and any approval alone while another could review', async () => {
    await expect(givenReview(0).review.approveAlone(author, '6', ' ')).rejects.toMatchObject({code: 'VALIDATION'});
    const offList = givenReview(0, ['someone']);
    expect((await offList.review.block(author, offList.request())).mayApproveAlone).toBe(false);
    await expect(offList.review.approveAlone(author, '6', 'why')).rejects.toMatchObject({code: 'FORBIDDEN'});
    await expect(givenReview(1).review.approveAlone(author, '6', 'why')).rejects.toMatchObject({code: 'CONFLICT'});
    await expect(givenReview(0).review.approveAlone(other, '6', 'why')).rejects.toMatchObject({code: 'CONFLICT'});
  });
});
