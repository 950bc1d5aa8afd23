/**
 * Lines of text kept as UTF-8 in one growing buffer, outside the JavaScript heap, until they are
 * sent. An import keeps a chunk's COPY and report lines for as long as PostgreSQL takes to store
 * the chunk. Kept as strings, they outlived V8's young generation and were copied into the old one:
 * those copies (555 scavenges, 4.8 s) were a quarter of a 1 M-row CSV import's server CPU.
 */
export class LineBuffer {
  private bytes: Buffer;
  private size = 0;
  /** Where each line ends in `bytes`. */
  private ends = new Int32Array(1024);
  length = 0;

  constructor(initialBytes = 1 << 16) {
    this.bytes = Buffer.allocUnsafe(initialBytes);
  }

  /** Appends one line (its line end, if any, included by the caller). */
  push(line: string): void {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8 (a lone surrogate becomes U+FFFD).
    if (this.size + line.length * 3 > this.bytes.length) this.grow(this.size + line.length * 3);
    this.size += this.bytes.write(line, this.size);
    if (this.length === this.ends.length) {
      const ends = new Int32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.ends[this.length++] = this.size;
  }

  /** Forgets every line, keeping the memory for the next ones. */
  clear(): void {
    this.size = 0;
    this.length = 0;
  }

  /** Every line, as written. */
  all(): Buffer {
    return this.bytes.subarray(0, this.size);
  }

  /** Line `i` as bytes. */
  line(i: number): Buffer {
    return this.bytes.subarray(i ? this.ends[i - 1] : 0, this.ends[i]);
  }

  /** Line `i` as text. */
  text(i: number): string {
    return this.line(i).toString('utf8');
  }

  /** The lines at `indexes`, in that order. */
  select(indexes: number[]): Buffer {
    return Buffer.concat(indexes.map(i => this.line(i)));
  }

  /**
   * The lines at `indexes`, in that order, each ending in `field(i, n)` (n: its place in `indexes`) as one more
   * tab-separated field (COPY's text format).
   */
  selectWithField(indexes: number[], field: (i: number, n: number) => string): Buffer {
    let size = 0;
    const fields = indexes.map((i, n) => {
      const text = field(i, n);
      size += this.line(i).length + 1 + text.length * 3;
      return text;
    });
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    indexes.forEach((i, n) => {
      const line = this.line(i);
      at += line.copy(out, at, 0, line.length - 1);
      out[at++] = 0x09;
      at += out.write(fields[n], at);
      out[at++] = 0x0a;
    });
    return out.subarray(0, at);
  }

  /** Every line, those in `replacements` (by index) replaced by their text there. */
  replaced(replacements: Map<number, string>): Buffer {
    if (!replacements.size) return this.all();
    const parts: Buffer[] = [];
    let from = 0;
    for (const i of [...replacements.keys()].sort((a, b) => a - b)) {
      parts.push(this.bytes.subarray(from, i ? this.ends[i - 1] : 0), Buffer.from(replacements.get(i)!, 'utf8'));
      from = this.ends[i];
    }
    parts.push(this.bytes.subarray(from, this.size));
    return Buffer.concat(parts);
  }

  private grow(atLeast: number): void {
    const bigger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, atLeast));
    this.bytes.copy(bigger, 0, 0, this.size);
    this.bytes = bigger;
  }
}
