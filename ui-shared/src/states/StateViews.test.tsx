import {describe, expect, it} from 'vitest';
import {renderWithProviders, screen} from '../testing';
import {EmptyState, ErrorState, GENERIC_ERROR, LoadingState} from './StateViews';

describe('the state views', () => {
  it('announce loading politely, with its label', () => {
    renderWithProviders(<LoadingState label="Loading serials…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading serials…');
  });

  it("show the catalogue's generic error, and a retry only when there is one", async () => {
    let retried = 0;
    const {user, rerender} = renderWithProviders(<ErrorState onRetry={() => retried++} />);
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    await user.click(screen.getByRole('button', {name: 'Retry'}));
    expect(retried).toBe(1);
    rerender(<ErrorState message="Access denied" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied');
    expect(screen.queryByRole('button', {name: 'Retry'})).not.toBeInTheDocument();
  });

  it('say what is missing and why', () => {
    renderWithProviders(<EmptyState title="No serials">Upload a file to add some.</EmptyState>);
    expect(screen.getByText('No serials')).toBeInTheDocument();
    expect(screen.getByText('Upload a file to add some.')).toBeInTheDocument();
  });
});
