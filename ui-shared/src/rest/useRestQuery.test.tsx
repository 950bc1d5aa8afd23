import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {mockRest, renderWithProviders, screen} from '../testing';
import {useRestQuery} from './useRestQuery';

function Importers() {
  const [brand, setBrand] = useState<string | null>(null);
  const importers = useRestQuery(brand ? '/api/importers' : null, {params: {query: {brand: brand ?? undefined}}});
  return (
    <div>
      <button onClick={() => setBrand('Sunny')}>Sunny</button>
      {importers.loading && <p>loading</p>}
      {importers.error && <p role="alert">{importers.error.message}</p>}
      {importers.data?.map(i => (
        <p key={i.importerName}>{i.importerName}</p>
      ))}
      <button onClick={importers.reload}>Reload</button>
    </div>
  );
}

const importer = (importerName: string) => ({importerName, importerStatus: 'Approved', importerABN: null});

describe('useRestQuery', () => {
  it('waits without a path, then reads with the query parameters', async () => {
    const importers = mockRest('/api/importers', 'get', 200, [importer('Solar Juice Pty Ltd')]);
    const {user} = renderWithProviders(<Importers />, {session: {role: 'admin'}});
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Sunny'}));
    await screen.findByText('Solar Juice Pty Ltd');
    expect(importers.calls[0].url.searchParams.get('brand')).toBe('Sunny');
  });

  it("shows the server's refusal, and reads again on reload", async () => {
    mockRest('/api/importers', 'get', 500, {status: false, message: 'Some error occured'});
    const {user} = renderWithProviders(<Importers />, {session: {role: 'admin'}});
    await user.click(screen.getByRole('button', {name: 'Sunny'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some error occured');
    mockRest('/api/importers', 'get', 200, [importer('Solar Juice Pty Ltd')]);
    await user.click(screen.getByRole('button', {name: 'Reload'}));
    await screen.findByText('Solar Juice Pty Ltd');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
