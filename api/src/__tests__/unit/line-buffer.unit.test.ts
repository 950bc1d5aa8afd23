import {LineBuffer} from '../../services/import/line-buffer';

describe("LineBuffer (a chunk's lines, off the heap)", () => {
  const lines = ['SN1\tDE-10\n', '', 'é日本🔋\n', 'x'.repeat(5000) + '\n', 'last'];

  it('keeps every line as its UTF-8 bytes, across growth of its buffer and of its line index', () => {
    const buffer = new LineBuffer(4);
    const written: string[] = [];
    for (let n = 0; n < 3000; n++) {
      const line = `${lines[n % lines.length]}${n}\n`;
      buffer.push(line);
      written.push(line);
    }
    expect(buffer.length).toBe(3000);
    expect(buffer.all().toString('utf8')).toBe(written.join(''));
    expect(buffer.text(0)).toBe(written[0]);
    expect(buffer.text(2)).toBe(written[2]);
    expect(buffer.text(2999)).toBe(written[2999]);
    expect(buffer.line(3).length).toBe(Buffer.byteLength(written[3]));
  });

  it('selects lines, replaces lines, and is reused after clear', () => {
    const buffer = new LineBuffer(8);
    for (const line of lines) buffer.push(line);
    expect(buffer.select([4, 0, 2]).toString('utf8')).toBe(lines[4] + lines[0] + lines[2]);
    expect(buffer.select([]).length).toBe(0);
    expect(buffer.selectWithField([2, 0], i => (i ? '\\N' : 'Ω7')).toString('utf8')).toBe(
      'é日本🔋\t\\N\nSN1\tDE-10\tΩ7\n',
    );
    expect(buffer.selectWithField([], String).length).toBe(0);
    expect(buffer.replaced(new Map()).toString('utf8')).toBe(lines.join(''));
    expect(
      buffer
        .replaced(
          new Map([
            [4, 'END'],
            [0, 'first\n'],
            [2, 'Ω\n'],
          ]),
        )
        .toString('utf8'),
    ).toBe(['first\n', lines[1], 'Ω\n', lines[3], 'END'].join(''));
    buffer.clear();
    expect(buffer.length).toBe(0);
    expect(buffer.all().length).toBe(0);
    buffer.push('again\n');
    expect(buffer.all().toString('utf8')).toBe('again\n');
    expect(buffer.text(0)).toBe('again\n');
  });

  it('writes a lone surrogate as U+FFFD, as every UTF-8 encoder does, without overrunning its buffer', () => {
    const buffer = new LineBuffer(1);
    buffer.push('\uD800'.repeat(1000));
    expect(buffer.text(0)).toBe('\uFFFD'.repeat(1000));
  });
});
