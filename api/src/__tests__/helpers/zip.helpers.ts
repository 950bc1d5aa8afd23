import {constants, deflateRawSync} from 'node:zlib';

interface Part {
  name: string;
  /** Raw deflate data (method 8). */
  packed: Buffer;
  size: number;
}

const deflated = (text: string): Part['packed'] => deflateRawSync(Buffer.from(text, 'utf8'));

/**
 * Writes a zip (local headers, data, central directory) of deflated parts. The CRC fields are left 0:
 * the readers under test judge a zip by its directory and never get as far as a checksum.
 */
export function givenZip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.packed.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    centrals.push(central, name);
    offset += 30 + name.length + part.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const text = (name: string, content: string): Part => ({
  name,
  packed: deflated(content),
  size: Buffer.byteLength(content),
});

/** The parts every workbook has, around a worksheet part given by the caller. */
export function givenWorkbook(sheet: Part): Buffer {
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return givenZip([
    text('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    text(
      '_rels/.rels',
      `<Relationships><Relationship Id="r1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<workbook xmlns:r="${rel}"><sheets><sheet name="Bomb" sheetId="1" r:id="r1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<Relationships><Relationship Id="r1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ]);
}

/**
 * An .xlsx archive bomb: a worksheet of `megabytes` MB (about 1 GB by default) that packs to about
 * 2.6 MB, 400 to 1: rows each followed by 8,000 spaces, as XML allows between elements. The deflate
 * stream is one flushed piece of 1 MB repeated (each piece refers to nothing before it, so the pieces
 * join into one valid stream) and a final empty block, built without ever holding the unpacked sheet.
 */
export function givenXlsxBomb(megabytes = 1000): Buffer {
  const rows: string[] = [];
  let bytes = 0;
  for (let r = 1; bytes < 2 ** 20; r++) {
    const row = `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>BOMB-${r}</t></is></c></row>${' '.repeat(8000)}`;
    rows.push(row);
    bytes += row.length;
  }
  const piece = deflateRawSync(Buffer.from(rows.join(''), 'utf8'), {finishFlush: constants.Z_SYNC_FLUSH, level: 9});
  const finalBlock = Buffer.from([0x03, 0x00]);
  const packed = Buffer.concat([...Array.from({length: megabytes}, () => piece), finalBlock]);
  return givenWorkbook({name: 'xl/worksheets/sheet1.xml', packed, size: bytes * megabytes});
}
