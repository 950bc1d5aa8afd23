import {describe, expect, it} from 'vitest';
import {requestState} from './supplierRequests.queries';

describe('requestState', () => {
  it('reads each step of a supplier link request for the manufacturer', () => {
    expect(requestState({status: 'Open', reviewApproved: false, isMerged: false})).toBe('Waiting for your approval');
    expect(requestState({status: 'Open', reviewApproved: true, isMerged: false})).toBe(
      'Approved, waiting for the administrator',
    );
    expect(requestState({status: 'Closed', reviewApproved: true, isMerged: true})).toBe('Linked');
    expect(requestState({status: 'Closed', reviewApproved: false, isMerged: false})).toBe('Closed without a link');
  });
});
