import {screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {config} from '../../config';
import {renderPortal} from '../../testing/renderPortal';
import {SUPPORT_ARTICLES} from './articles';
import {SupportPage} from './SupportPage';

const articleLinks = () => screen.queryAllByRole('link').filter(l => !l.getAttribute('href')?.startsWith('mailto:'));

describe('SupportPage', () => {
  it('shows six articles, each leading to its screen, then six more on Load more', async () => {
    const {user} = renderPortal(<SupportPage />);
    expect(articleLinks()).toHaveLength(Math.min(6, SUPPORT_ARTICLES.length));
    expect(screen.getByRole('link', {name: /Upload fresh serials/})).toHaveAttribute('href', '/flash');
    if (SUPPORT_ARTICLES.length > 6) {
      await user.click(screen.getByRole('button', {name: 'Load more'}));
      expect(articleLinks()).toHaveLength(Math.min(12, SUPPORT_ARTICLES.length));
    }
    expect(screen.getByRole('link', {name: config.supportEmail})).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
  });

  it('finds articles by their title or summary, and says when none matches', async () => {
    const {user} = renderPortal(<SupportPage />);
    const search = screen.getByPlaceholderText('Search articles');
    await user.type(search, 'corrective');
    expect(articleLinks()).toHaveLength(1);
    expect(screen.getByRole('link', {name: /Resolve failed serials/})).toHaveAttribute('href', '/flash/resolve');
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByText('No result found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Load more'})).not.toBeInTheDocument();
  });
});
