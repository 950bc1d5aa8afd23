import {auditSentence} from '../../services/audit';

describe('audit entries as sentences', () => {
  const entry = (
    action: string,
    entity: string,
    entityId: string | null,
    after: unknown = null,
    before: unknown = null,
  ) => ({
    action,
    entity,
    entityId,
    before,
    after,
  });

  it('names the staff member, the company and the permissions granted', () => {
    expect(
      auditSentence(
        entry('staff.create', 'User', '7', {userName: 'jdoe', company: 'Demo Energy', permissions: ['Read', 'Upload']}),
      ),
    ).toBe('Created staff member jdoe for Demo Energy with Read, Upload');
    expect(auditSentence(entry('staff.create', 'User', '7', {userName: 'x', company: 'Y', permissions: []}))).toBe(
      'Created staff member x for Y with no permissions',
    );
  });

  it('reads every other action as words and the record it changed', () => {
    expect(
      auditSentence(entry('city.create', 'City', '3', {cityName: 'Darwin', state: 'NT', postalCode: '0812'})),
    ).toBe('Added city Darwin NT 0812');
    expect(auditSentence(entry('user.unlock', 'User', '4', null, {userName: 'mstaff'}))).toBe('Unlocked user mstaff');
    expect(auditSentence(entry('manufacturer.update', 'Manufacturer', '3'))).toBe(
      'Manufacturer update: manufacturer #3',
    );
    expect(auditSentence(entry('signing_key.rotate', 'SigningKey', null))).toBe('Signing key rotate: signing key');
  });
});
