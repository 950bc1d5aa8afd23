/** What an audit entry holds that a sentence is made of. */
export interface AuditFacts {
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

type Facts = Record<string, unknown>;
const facts = (v: unknown): Facts => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Facts) : {});
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
const list = (v: unknown) => (Array.isArray(v) && v.length ? v.map(String).join(', ') : undefined);

/** The record an entry is about, by name when the entry carries one, else by its kind and id. */
function subject(e: AuditFacts): string {
  const a = {...facts(e.before), ...facts(e.after)};
  const name = text(a.userName) ?? text(a.name) ?? text(a.lineName) ?? text(a.cityName);
  const kind = e.entity.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return name ? `${kind} ${name}` : `${kind}${e.entityId ? ` #${e.entityId}` : ''}`;
}

const SENTENCES: Record<string, (e: AuditFacts, after: Facts) => string> = {
  'staff.create': (e, a) =>
    `Created staff member ${text(a.userName) ?? `#${e.entityId}`}` +
    (text(a.company) ? ` for ${text(a.company)}` : '') +
    ` with ${list(a.permissions) ?? 'no permissions'}`,
  'supplier.register': (e, a) =>
    `Registered ${text(a.type) ?? 'supplier'} ${text(a.name) ?? `#${e.entityId}`}` +
    (text(a.userName) ? ` with its account ${text(a.userName)}` : ''),
  'city.create': (e, a) =>
    `Added city ${text(a.cityName) ?? `#${e.entityId}`}` +
    [text(a.state), text(a.postalCode)]
      .filter(Boolean)
      .map(s => ` ${s}`)
      .join(''),
  'productLine.create': (e, a) =>
    `Created product line ${text(a.lineName) ?? `#${e.entityId}`}` + (text(a.company) ? ` for ${text(a.company)}` : ''),
  'productLine.update': e => `Changed ${subject(e)}`,
  'productLine.delete': e => `Deleted ${subject(e)}`,
  'productLine.assign': (e, a) => `Assigned ${text(a.count) ?? 'some'} model(s) to ${subject(e)}`,
  'productLine.unassign': (e, a) => `Removed ${text(a.count) ?? 'some'} model(s) from ${subject(e)}`,
  'user.resetPassword': e => `Reset the password of ${subject(e)}`,
  'user.changePassword': e => `Changed the password of ${subject(e)}`,
  'user.unlock': e => `Unlocked ${subject(e)}`,
  'user.deactivate': e => `Deactivated ${subject(e)}`,
  'user.activate': e => `Activated ${subject(e)}`,
  'user.addAdmin': e => `Added administrator ${subject(e).replace(/^user /, '')}`,
  'upload.delete': e => `Deleted ${subject(e)}`,
  'upload.restore': e => `Restored ${subject(e)}`,
  'changeRequest.create': e => `Opened ${subject(e)}`,
  'changeRequest.comment': e => `Commented on ${subject(e)}`,
  'changeRequest.approve': e => `Approved ${subject(e)}`,
  'weeklySuppliers.replace': (_e, a) =>
    `Replaced the weekly supplier list with ${text(a.fileName) ?? 'a file'}: ${text(a.added) ?? 0} added, ` +
    `${text(a.changed) ?? 0} changed, ${text(a.removed) ?? 0} removed`,
  'sync.start': (_e, a) => `Started the ${text(a.title) ?? text(a.kind) ?? 'sync'} sync`,
  'sync.finish': (_e, a) =>
    text(a.error)
      ? `The ${text(a.title) ?? text(a.kind) ?? ''} sync failed: ${text(a.error)}`
      : `The ${text(a.title) ?? text(a.kind) ?? ''} sync finished: ${text(a.added) ?? 0} added, ` +
        `${text(a.changed) ?? 0} changed, ${text(a.removed) ?? 0} removed`,
  'changeRequest.request': (e, a) =>
    `Asked to link supplier ${text(a.supplier) ?? '?'} to ${text(a.manufacturer) ?? '?'} (${subject(e)})`,
  'changeRequest.approveAlone': (e, a) =>
    `Approved ${subject(e)} without a second administrator: ${text(a.reason) ?? 'no reason given'}`,
  'changeRequest.merge': e => `Merged ${subject(e)}`,
  'changeRequest.close': e => `Closed ${subject(e)}`,
  'serial.status': (e, a) =>
    `Marked ${text(a.changed) ?? 'some'} serial(s) ${text(a.status) ?? ''}: ${text(a.reason) ?? ''}`,
  'recall.create': (e, a) => `Recalled ${text(a.changed) ?? 'some'} serial(s) under ${subject(e)}`,
  'recall.remedy': (e, a) =>
    `Marked ${text(a.count) ?? 'some'} unit(s) of ${subject(e)} ${text(a.remedy) ?? 'remedied'}`,
};

/**
 * An audit entry as a sentence a person reads ("Created staff member jdoe for Demo Energy with Read, Upload"); the
 * raw action stays on the entry for filters. Actions without a sentence of their own read as the action's words
 * and the record ("manufacturer update: manufacturer #3").
 */
export function auditSentence(e: AuditFacts): string {
  const sentence = SENTENCES[e.action];
  if (sentence) return sentence(e, facts(e.after));
  const words = e.action
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}: ${subject(e)}`;
}
