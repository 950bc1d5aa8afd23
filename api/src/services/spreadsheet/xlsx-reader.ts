import {Readable} from 'node:stream';
import {StringDecoder} from 'node:string_decoder';
import {IMPORT_LIMITS, isBlankRow, numberCell, RawCell, SheetEvent} from './spreadsheet-types';
import {ZipBounds, ZipEntries} from './zip-entries';

/**
 * Streams an .xlsx workbook (SpreadsheetML in a zip) row by row, never a whole sheet in memory:
 * the workbook's parts are read from the zip's directory, its worksheets in the workbook's order,
 * each scanned in 64 KB pieces. Cells are read as stored: shared and inline strings (rich text
 * joined), numbers (as Excel shows them, numberCell), booleans as TRUE/FALSE, error codes, and a
 * formula's cached result. Styles are not read, so a date is the number Excel stores for it.
 */
export async function* readXlsx(path: string): AsyncGenerator<SheetEvent> {
  const zip = await ZipEntries.open(path, XLSX_LIMITS.zip);
  try {
    const packageLinks = zip.has('_rels/.rels') ? relationships(await zip.text('_rels/.rels')) : [];
    const workbookPath = target(
      '',
      packageLinks.find(r => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml',
    );
    const folder = workbookPath.replace(/[^/]*$/, '');
    const links = relationships(await zip.text(`${folder}_rels/${workbookPath.slice(folder.length)}.rels`));
    const sharedStringsLink = links.find(r => r.type.endsWith('/sharedStrings'));
    const sharedStrings = sharedStringsLink
      ? await readSharedStrings(await zip.stream(target(folder, sharedStringsLink.target)))
      : [];
    const sheets = [...(await zip.text(workbookPath)).matchAll(/<(?:\w+:)?sheet\b([^>]*)>/g)].map(m => ({
      name: decodeXml(attribute(m[1], 'name') ?? ''),
      link: links.find(r => r.id === attribute(m[1], '(?:\\w+:)?id')),
    }));
    let index = 0;
    for (const sheet of sheets) {
      // Chart sheets and dialog sheets hold no cells.
      if (!sheet.link?.type.endsWith('/worksheet')) continue;
      yield {kind: 'sheet', index: index++, name: sheet.name};
      yield* readRows(await zip.stream(target(folder, sheet.link.target)), sharedStrings);
    }
  } finally {
    await zip.close();
  }
}

/**
 * Bounds on what a workbook may unpack to, checked from the zip's directory when it is opened, so an
 * archive bomb within the upload limit is refused at upload before anything is inflated
 * (docs/security.md, "Files"). A million rows of 50 filled columns are about 1 GB of sheet XML, so a
 * workbook within the row limit needs at most 2 KB a row; real workbooks pack 4 to 20 times, and a
 * part may unpack to 200 times its packed size at most. elementChars bounds one row or string.
 */
export const XLSX_LIMITS = {
  zip: {maxRatio: 200, ratioFloorBytes: 2 ** 20, maxUnpackedBytes: IMPORT_LIMITS.maxRows * 2048} satisfies ZipBounds,
  elementChars: 16 * 2 ** 20,
};

/** Excel's last column is XFD; a reference past it would make a row array billions of cells long. */
const MAX_COLUMNS = 16_384;

async function* readRows(stream: Readable, sharedStrings: string[]): AsyncGenerator<SheetEvent> {
  let rowNumber = 0;
  for await (const text of wholeElements(stream, 'row')) {
    for (const row of text.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
      const stated = Number(attribute(row[1], 'r'));
      rowNumber = Number.isInteger(stated) && stated > 0 ? stated : rowNumber + 1;
      if (!row[2]) continue;
      const cells: Array<RawCell | undefined> = [];
      let column = -1;
      for (const cell of row[2].matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
        const reference = attribute(cell[1], 'r');
        column = reference ? columnIndex(reference) : column + 1;
        if (column >= MAX_COLUMNS)
          throw new Error(
            `a cell beyond the last column Excel allows (${reference ?? `column ${column + 1}`} in row ${rowNumber})`,
          );
        if (cell[2]) cells[column] = cellOf(attribute(cell[1], 't') ?? 'n', cell[2], sharedStrings);
      }
      if (!isBlankRow(cells)) yield {kind: 'row', rowNumber, cells};
    }
  }
}

function cellOf(type: string, content: string, sharedStrings: string[]): RawCell | undefined {
  if (type === 'inlineStr') return {text: textOf(content)};
  const value = /<(?:\w+:)?v\b[^>]*>([^<]*)<\/(?:\w+:)?v>/.exec(content)?.[1];
  if (value === undefined) return undefined;
  switch (type) {
    case 's':
      return {text: sharedStrings[Number(value)] ?? ''};
    case 'b':
      return {text: value.trim() === '1' ? 'TRUE' : 'FALSE'};
    case 'n': {
      const number = Number(value);
      return value.trim() === '' || Number.isNaN(number) ? {text: decodeXml(value)} : numberCell(number);
    }
    case 'd':
      return {text: value.slice(0, 10)};
    default:
      // 'str' (a formula's text result) and 'e' (an error code such as #N/A)
      return {text: decodeXml(value)};
  }
}

/** The shared string table: each <si>'s text, its rich-text runs joined, phonetic runs left out. */
async function readSharedStrings(stream: Readable): Promise<string[]> {
  const strings: string[] = [];
  for await (const text of wholeElements(stream, 'si')) {
    for (const item of text.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g))
      strings.push(item[1] ? textOf(item[1]) : '');
  }
  return strings;
}

/** The text of a string item or inline string: its <t> elements joined, phonetic runs (<rPh>) left out. */
function textOf(content: string): string {
  let plain = content.includes('rPh') ? content.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '') : content;
  if (plain.includes('<![CDATA['))
    plain = plain.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
    );
  let text = '';
  for (const t of plain.matchAll(/<(?:\w+:)?t\b[^>]*?(?:\/>|>([^<]*)<\/(?:\w+:)?t>)/g)) text += t[1] ?? '';
  return decodeXml(text);
}

/**
 * The stream's text in pieces that each end just after a closing tag of the element `name` (with the
 * namespace prefix the part uses, if any), so no such element is ever cut in two; the last piece
 * holds whatever follows the last one.
 */
async function* wholeElements(stream: Readable, name: string): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let closing: string | undefined;
  let carry = '';
  for await (const chunk of stream) {
    const searched = carry.length;
    carry += decoder.write(chunk as Buffer);
    closing ??= closingTag(carry, name);
    // Only the new text can hold the closing tag: the carry had none.
    const end =
      !closing || carry.indexOf(closing, Math.max(0, searched - closing.length + 1)) < 0
        ? -1
        : carry.lastIndexOf(closing);
    if (end < 0) {
      if (carry.length > XLSX_LIMITS.elementChars)
        throw new Error(`a row or string of more than ${XLSX_LIMITS.elementChars / 2 ** 20} M characters`);
      continue;
    }
    yield carry.slice(0, end + closing!.length);
    carry = carry.slice(end + closing!.length);
  }
  carry += decoder.end();
  if (carry) yield carry;
}

/** `</row>`, or `</x:row>` when the part's first such element is written `<x:row`. */
function closingTag(text: string, name: string): string | undefined {
  const found = new RegExp(`<(\\w+:)?${name}[\\s>/]`).exec(text);
  return found ? `</${found[1] ?? ''}${name}>` : undefined;
}

function relationships(xml: string): Array<{id: string; type: string; target: string}> {
  return [...xml.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)].map(m => ({
    id: attribute(m[1], 'Id') ?? '',
    type: attribute(m[1], 'Type') ?? '',
    target: decodeXml(attribute(m[1], 'Target') ?? ''),
  }));
}

/** A part's path in the zip: `link` relative to `folder`, or from the root when it starts with /. */
function target(folder: string, link: string): string {
  const parts: string[] = [];
  for (const part of (link.startsWith('/') ? link.slice(1) : folder + link).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const attributePatterns = new Map<string, RegExp>();

/** The value of attribute `name` (a pattern: '(?:\\w+:)?id' allows any namespace prefix). */
function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)));
  const match = pattern.exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** "AB12" → 27: the 0-based column of a cell reference. */
function columnIndex(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + code - 0x60;
  }
  return column - 1;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
