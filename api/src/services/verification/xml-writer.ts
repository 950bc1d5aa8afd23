/**
 * Writes a JSON value as a well-formed XML document, whatever it holds: every key becomes an
 * element name, escaped where it is not an XML name (XmlConvert.EncodeName's `_xHHHH_`, as SQL/XML
 * maps names), text escaped, characters XML 1.0 cannot carry replaced by U+FFFD, and any depth
 * written without recursion.
 */

/**
 * XML 1.0 (fifth edition) NameStartChar, without ':' (a namespace prefix would change the meaning). The
 * production's ranges, tested one code point at a time (so no joined or combined sequence misleads it).
 */
const NAME_START =
  // eslint-disable-next-line no-misleading-character-class
  /[A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}]/u;
/** NameChar: NameStartChar and these. */
// eslint-disable-next-line no-misleading-character-class
const NAME_MORE = /[-.0-9\u00B7\u0300-\u036F\u203F\u2040]/u;
/** An underscore that would read as an escape: it is escaped itself (`_x005F_`). */
const ESCAPE_LOOKALIKE = /^x(?:[0-9A-Fa-f]{4}|[0-9A-Fa-f]{8})_/;
/** Characters XML 1.0 cannot carry at all, not even as references. */
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const hex = (cp: number) =>
  cp
    .toString(16)
    .toUpperCase()
    .padStart(cp > 0xffff ? 8 : 4, '0');

/** `name` as an XML element name: itself when it is one; otherwise each offending character as `_xHHHH_`. */
export function xmlName(name: string): string {
  if (!name) return '_';
  let out = '';
  let at = 0;
  for (const ch of name) {
    const ok =
      ch === '_'
        ? !ESCAPE_LOOKALIKE.test(name.slice(at + 1))
        : ch !== ':' && (NAME_START.test(ch) || (at > 0 && NAME_MORE.test(ch)));
    out += ok ? ch : `_x${hex(ch.codePointAt(0)!)}_`;
    at += ch.length;
  }
  return out;
}

/** Escapes text content; `\r` as a reference so it survives end-of-line handling. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '\uFFFD')
    .replace(/[&<>\r]/g, c => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
}

type Task = {name: string; value: unknown} | {close: string; at: number};

/**
 * `<root>…</root>` for `value`: objects become elements per key; arrays repeat their key's element,
 * except keys of `lists`, which wrap their items (`items: [..]` → `<items><item>…</item></items>`);
 * null and undefined are left out; empty elements are written `<name/>`.
 */
export function xmlDocument(root: string, value: unknown, lists: Record<string, string> = {}): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const tasks: Task[] = [{name: root, value}];
  while (tasks.length) {
    const task = tasks.pop()!;
    if ('close' in task) {
      if (out.length === task.at + 1) out[task.at] = out[task.at].replace(/>$/, '/>');
      else out.push(`</${task.close}>`);
      continue;
    }
    const {name, value: v} = task;
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) {
      const item = lists[name];
      if (item) tasks.push({name, value: {[item]: v}});
      else for (let i = v.length - 1; i >= 0; i--) tasks.push({name, value: v[i]});
      continue;
    }
    const tag = xmlName(name);
    tasks.push({close: tag, at: out.length});
    out.push(`<${tag}>`);
    if (typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) tasks.push({name: entries[i][0], value: entries[i][1]});
    } else {
      const text = xmlText(String(v));
      if (text) out.push(text);
    }
  }
  return out.join('');
}
