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

/** Lists in the XML form: `<items><item>…</item></items>`, `<results><result>…</result></results>` and `<modules><module>…</module></modules>`. */
const LISTS: Record<string, string> = {items: 'item', results: 'result', modules: 'module'};

const parser = new XMLParser({
  ignoreAttributes: true,
  processEntities: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  trimValues: true,
  maxNestedTags: MAX_NESTING,
  isArray: (name, jpath) =>
    String(jpath).endsWith('.items.item') ||
    String(jpath).endsWith('.results.result') ||
    String(jpath).endsWith('.modules.module'),
});

/**
 * Parses an XML body with no DTD; `root` must be its root element. The body is read in the charset
 * its Content-Type or XML declaration names (UTF-8 when neither does), and character references and
 * the five predefined entities are decoded; any other entity is undeclared, so the body is malformed.
 */
export function parseXmlDocument(body: Buffer, root: string, contentType?: string): unknown {
  const text = decodeXmlBytes(body, contentType);
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
  return decodeEntities(unwrapLists(doc[root]));
}

/** The body's text in its declared charset; 415 for a charset this server cannot read, 400 for bytes that are not in it. */
function decodeXmlBytes(body: Buffer, contentType?: string): string {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    /^(?:\uFEFF)?<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(body.subarray(0, 200).toString('latin1'))?.[1] ??
    (body[0] === 0xff && body[1] === 0xfe ? 'utf-16le' : body[0] === 0xfe && body[1] === 0xff ? 'utf-16be' : 'utf-8');
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared.toLowerCase(), {fatal: true});
  } catch {
    throw new ServiceError(`body: the charset "${declared}" is not supported`, 'VALIDATION', {
      reason: 'UNSUPPORTED_CHARSET',
    });
  }
  try {
    return decoder.decode(body);
  } catch {
    throw new ServiceError(`body: the bytes are not valid ${declared}`, 'VALIDATION', {reason: 'MALFORMED_XML'});
  }
}

const PREDEFINED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/** Decodes character references and predefined entities in one pass, so `&amp;#49;` stays the text `&#49;`. */
function decodeText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw malformed(`a bare "&" (write &amp;)`);
    if (name in PREDEFINED) return PREDEFINED[name];
    const code = /^#x([0-9a-f]{1,6})$/i.test(name)
      ? parseInt(name.slice(2), 16)
      : /^#([0-9]{1,7})$/.test(name)
        ? parseInt(name.slice(1), 10)
        : NaN;
    if (Number.isNaN(code)) throw malformed(`the entity &${name}; is not declared (DTDs are refused)`);
    if (!(
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0x10ffff)
    ))
      throw malformed(`&${name}; is not an XML character`);
    return String.fromCodePoint(code);
  });
}

const malformed = (why: string) =>
  new ServiceError(`body: malformed XML (${why})`, 'VALIDATION', {reason: 'MALFORMED_XML'});

function decodeEntities(value: unknown): unknown {
  if (typeof value === 'string') return decodeText(value);
  if (Array.isArray(value)) return value.map(decodeEntities);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeEntities(v)]));
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
