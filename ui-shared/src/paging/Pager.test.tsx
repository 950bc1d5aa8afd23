import {describe, expect, it, vi} from 'vitest';
import {renderWithProviders, screen} from '../testing';
import {pageCount, Pager} from './Pager';

describe('Pager', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(201, 100)).toBe(3);
  });

  it('is not shown for a single page', () => {
    renderWithProviders(<Pager count={100} pageSize={100} page={1} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the pages and reports the one chosen', async () => {
    const onPage = vi.fn();
    const {user} = renderWithProviders(<Pager count={250} pageSize={100} page={1} onPage={onPage} />);
    expect(screen.getByRole('button', {name: 'Go to page 3'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Go to page 2'}));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
