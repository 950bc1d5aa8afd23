import {XMLValidator} from 'fast-xml-parser';
import {xmlDocument, xmlName} from '../../services/verification/xml-writer';

const wellFormed = (xml: string) => expect(XMLValidator.validate(xml)).toBe(true);

/** The administrator's {batchId}.xml is well-formed whatever JSON was kept. */
describe('xml-writer', () => {
  it('keeps XML names and escapes the rest as _xHHHH_', () => {
    expect(xmlName('serial')).toBe('serial');
    expect(xmlName('a b')).toBe('a_x0020_b');
    expect(xmlName('1x')).toBe('_x0031_x');
    expect(xmlName('<script>')).toBe('_x003C_script_x003E_');
    expect(xmlName('ns:tag')).toBe('ns_x003A_tag');
    expect(xmlName('-a')).toBe('_x002D_a');
    expect(xmlName('a-1.b')).toBe('a-1.b');
    expect(xmlName('_x0020_')).toBe('_x005F_x0020_');
    expect(xmlName('😀')).toBe('😀');
    expect(xmlName('a\u{F0000}')).toBe('a_x000F0000_');
    expect(xmlName('')).toBe('_');
    expect(xmlName('Ünïcode')).toBe('Ünïcode');
  });

  it('renders hostile keys and text as a well-formed document', () => {
    const xml = xmlDocument('verificationRequest', {
      'a b': 1,
      '1x': 'two',
      '<script>': {'"q"': '</x><y>&amp;'},
      ctl: 'bell\u0007 nul\u0000 cr\r lone\uD800',
      '': true,
    });
    wellFormed(xml);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><verificationRequest><a_x0020_b>1</a_x0020_b><_x0031_x>two</_x0031_x>' +
        '<_x003C_script_x003E_><_x0022_q_x0022_>&lt;/x&gt;&lt;y&gt;&amp;amp;</_x0022_q_x0022_></_x003C_script_x003E_>' +
        '<ctl>bell\uFFFD nul\uFFFD cr&#13; lone\uFFFD</ctl><_>true</_></verificationRequest>',
    );
  });

  it('wraps list keys, repeats other arrays, leaves out null and writes empty elements short', () => {
    const xml = xmlDocument(
      'r',
      {items: [{serial: 'A'}, {serial: 'B'}], results: [], tags: ['x', ['y']], none: null, empty: '', obj: {}},
      {items: 'item', results: 'result'},
    );
    wellFormed(xml);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><r><items><item><serial>A</serial></item><item><serial>B</serial></item></items>' +
        '<results/><tags>x</tags><tags>y</tags><empty/><obj/></r>',
    );
  });

  it('renders any depth without recursion', () => {
    let value: unknown = 'deep';
    for (let i = 0; i < 100_000; i++) value = i % 2 ? {'k k': value} : [value];
    const xml = xmlDocument('r', value);
    expect(xml.length).toBeGreaterThan(100_000);
    expect(xml.endsWith('</r>')).toBe(true);
    wellFormed(xmlDocument('r', {a: {b: {c: {d: 'e'}}}}));
  });
});
