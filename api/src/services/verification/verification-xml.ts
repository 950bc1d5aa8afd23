import {ServiceError} from '../kernel/service-error';
import {XMLParser} from 'fast-xml-parser';
import {xmlDocument} from './xml-writer';

/**
 * How deep a verification request may nest (objects and lists in JSON, elements in XML): far more
 * than the request's own shape (four levels) needs; deeper bodies are refused at the door.
 */
export const MAX_NESTING = 64;

/** The refusal of a body nested deeper than MAX_NESTING (400, code TOO_DEEP). */
export function tooDeep(): ServiceError {
  return new ServiceError(`body: nested more than ${MAX_NESTING} levels deep`, 'VALIDATION', {reason: 'TOO_DEEP'});
}

/** Lists in the XML form: `<items><item>…</item></items>` and `<results><result>…</result></results>`. */
const LISTS: Record<string, string> = {items: 'item', results: 'result'};

const parser = new XMLParser({
  ignoreAttributes: true,
  processEntities: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  trimValues: true,
  maxNestedTags: MAX_NESTING,
  isArray: (name, jpath) => String(jpath).endsWith('.items.item') || String(jpath).endsWith('.results.result'),
});

/** Parses an XML body with no DTD and no entities; `root` must be its root element. */
export function parseXmlDocument(body: Buffer, root: string): unknown {
  const text = body.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new ServiceError('XML with a DOCTYPE or entity declaration is refused.', 'VALIDATION', {
      reason: 'XML_DTD_REFUSED',
    });
  }
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text, true) as Record<string, unknown>;
  } catch (err) {
    if (/nested tags/i.test((err as Error).message)) throw tooDeep();
    throw new ServiceError(`body: malformed XML (${(err as Error).message})`, 'VALIDATION', {reason: 'MALFORMED_XML'});
  }
  if (!doc || typeof doc !== 'object' || !(root in doc)) {
    throw new ServiceError(`body: the root element must be <${root}>`, 'VALIDATION', {reason: 'INVALID_FIELD'});
  }
  return unwrapLists(doc[root]);
}

function unwrapLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapLists);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const inner = LISTS[key];
    if (inner && v && typeof v === 'object' && inner in (v as object))
      out[key] = unwrapLists((v as Record<string, unknown>)[inner]);
    else if (inner && v === '') out[key] = [];
    else out[key] = unwrapLists(v);
  }
  return out;
}

/** Renders a JSON value as `<root>…</root>` with the same element names (escaped where they are no XML names). */
export function renderXmlDocument(root: string, value: unknown): Buffer {
  return Buffer.from(xmlDocument(root, value, LISTS), 'utf8');
}
