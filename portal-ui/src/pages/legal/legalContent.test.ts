import {describe, expect, it} from 'vitest';
import {config} from '../../config';
import {LEGAL_SECTIONS, sectionFromHash} from './legalContent';

describe('the legal page content', () => {
  it('has the three sections of document 000 in order, each with wording', () => {
    expect(LEGAL_SECTIONS.map(s => s.id)).toEqual(['termUse', 'privacy', 'about']);
    for (const section of LEGAL_SECTIONS) {
      expect(section.intro).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
      expect(section.blocks.every(b => b.heading && b.paragraphs.every(p => p.length > 20))).toBe(true);
    }
  });

  it("names the portal's operator and its contacts from the configuration", () => {
    const text = JSON.stringify(LEGAL_SECTIONS);
    expect(text).toContain(config.companyName);
    expect(text).toContain(config.supportEmail);
    expect(text).toContain(config.companyAddress);
    expect(text).not.toMatch(/undefined|\$\{/);
  });
});

describe('sectionFromHash', () => {
  it('finds a section by its id, in any case and encoded', () => {
    expect(sectionFromHash('#privacy')).toBe('privacy');
    expect(sectionFromHash('#TERMUSE')).toBe('termUse');
    expect(sectionFromHash('%61bout')).toBe('about');
  });

  it('finds none for an empty or unknown hash', () => {
    expect(sectionFromHash('')).toBeUndefined();
    expect(sectionFromHash('#cookies')).toBeUndefined();
  });
});
