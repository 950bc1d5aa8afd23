import {CompactStringSet} from '../../services/import/compact-string-set';

describe("CompactStringSet (an import's serials, off the heap)", () => {
  it('answers as a Set would, for any strings, across growth of its table and buffer', () => {
    const compact = new CompactStringSet();
    const reference = new Set<string>();
    // Deterministic pseudo-random strings, many repeated: plain, empty, long, non-Latin, emoji, lone surrogates.
    let seed = 42;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const pieces = ['SN', 'sn', '', 'é', 'Ω', '日本', '🔋', '\uD800', '\uDC00', '\uDBFF\uDFFF', ' ', '0', '\u0000'];
    const wrong: string[] = [];
    for (let n = 0; n < 200_000; n++) {
      const r = next();
      const value =
        r % 97 === 0
          ? 'X'.repeat(300 + (r % 500))
          : `${pieces[r % pieces.length]}${(r >>> 8) % 60_000}${pieces[(r >>> 4) % pieces.length]}`;
      if (compact.has(value) !== reference.has(value)) wrong.push(`has ${value}`);
      if (compact.add(value) !== !reference.has(value)) wrong.push(value);
      reference.add(value);
      if (!compact.has(value)) wrong.push(`added ${value}`);
    }
    expect(wrong).toEqual([]);
    expect(compact.size).toBe(reference.size);
    expect(reference.size).toBeGreaterThan(100_000);
  });

  it('tells apart strings that one encoding alone would confuse', () => {
    const set = new CompactStringSet();
    // Both lone surrogates become U+FFFD in UTF-8; 'é' in UTF-8 has the bytes of 'Ã©' in Latin-1.
    for (const value of ['\uD800', '\uDC00', '\uFFFD', 'é', 'Ã©', 'a', 'a\u0000', ''])
      expect(set.add(value)).toBe(true);
    for (const value of ['\uD800', '\uDC00', '\uFFFD', 'é', 'Ã©', 'a', 'a\u0000', ''])
      expect(set.add(value)).toBe(false);
  });
});
