import {mockGraphql, mockGraphqlNetworkError, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {ADMIN_FEED, FeedCards} from './FeedCards';

describe('FeedCards', () => {
  it('shows the three totals, each linking to its list', async () => {
    renderInConsole(<FeedCards />, {
      graphql: [
        mockGraphql(ADMIN_FEED, {}, {adminFeed: {totalManufacturers: 12, totalSuppliers: 3, totalInstallers: 4567}}),
      ],
    });
    expect(await screen.findByText('4,567')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /totalManufacturers/})).toHaveAttribute('href', '/Manufacturers');
    expect(screen.getByRole('link', {name: /totalSuppliers/})).toHaveTextContent('3');
  });

  it('keeps its placeholders while the totals load, and when they cannot be read', async () => {
    const {container} = renderInConsole(<FeedCards />, {graphql: [mockGraphqlNetworkError(ADMIN_FEED, {})]});
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(3);
    await new Promise(resolve => setTimeout(resolve, 20));
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(3);
  });
});
