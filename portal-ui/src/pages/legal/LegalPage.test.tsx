import {screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it, vi} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {LEGAL_SECTIONS} from './legalContent';
import {LegalPage} from './LegalPage';

describe('LegalPage', () => {
  it('shows every section with its headings, the terms of use chosen by default', () => {
    renderPortal(<LegalPage />, {role: null, route: '/legal'});
    for (const section of LEGAL_SECTIONS) {
      const region = screen.getByRole('region', {name: section.title});
      expect(region).toHaveTextContent(section.intro);
      for (const block of section.blocks) expect(within(region).getByText(block.heading)).toBeInTheDocument();
    }
    const nav = screen.getByRole('navigation', {name: 'Legal sections'});
    expect(within(nav).getByRole('link', {name: 'Terms of use'})).toHaveAttribute('aria-current', 'location');
    expect(document.title).toContain('Terms of use');
  });

  it('picks and scrolls to the section its address names', () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderPortal(<LegalPage />, {role: null, route: '/legal#privacy'});
    const nav = screen.getByRole('navigation', {name: 'Legal sections'});
    const privacy = LEGAL_SECTIONS.find(s => s.id === 'privacy')!;
    expect(within(nav).getByRole('link', {name: privacy.title})).toHaveAttribute('aria-current', 'location');
    expect(within(nav).getByRole('link', {name: 'Terms of use'})).not.toHaveAttribute('aria-current');
    expect(scroll).toHaveBeenCalled();
    expect(document.title).toContain(privacy.title);
    scroll.mockRestore();
  });

  it('opens at the section of its route (/about)', () => {
    renderPortal(<LegalPage section="about" />, {role: null, route: '/about'});
    const about = LEGAL_SECTIONS.find(s => s.id === 'about')!;
    const nav = screen.getByRole('navigation', {name: 'Legal sections'});
    expect(within(nav).getByRole('link', {name: about.title})).toHaveAttribute('aria-current', 'location');
  });
});
