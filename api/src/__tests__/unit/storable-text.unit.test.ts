import {firstUnstorable, unstorableText} from '../../services/kernel/storable-text';

describe('text PostgreSQL can store as it is', () => {
  it('refuses a NUL and half a surrogate pair, and takes whole pairs and everything else', () => {
    for (const ok of ['', 'DE10-000001', 'é日本', '🔋', 'a🔋b', '\uFFFD', '\u0001\u001F'])
      expect(unstorableText(ok)).toBe(false);
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'a\uD83D', '\uDD0Bx', '\uDD0B\uD83D', '🔋\uD83D'])
      expect(unstorableText(bad)).toBe(true);
  });

  it('names the path of the first string that cannot be stored', () => {
    expect(firstUnstorable({a: 'x', items: [{serial: 'ok'}, {serial: 'ok', brand: 'b\u0000'}]})).toBe('items[1].brand');
    expect(firstUnstorable({installation: {address: {city: '\uDC00'}}})).toBe('installation.address.city');
    expect(firstUnstorable({n: 1, b: true, z: null, list: ['ok', 2]})).toBeUndefined();
  });
});
