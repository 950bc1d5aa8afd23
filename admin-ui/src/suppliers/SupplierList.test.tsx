import type {Supplier} from '@voltcheck/api-client';
import {screen, within} from '@voltcheck/ui-shared/testing';
import {type DataProvider, ResourceContextProvider} from 'react-admin';
import {describe, expect, it} from 'vitest';
import {givenSupplier} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {SupplierList} from './SupplierList';

/** The Suppliers resource's getList: the suppliers whose name holds the search, every call remembered. */
function suppliersAnswering(suppliers: Supplier[]) {
  const calls: Array<Parameters<DataProvider['getList']>[1]> = [];
  const getList = (async (_resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    calls.push(params);
    const q = String(params.filter?.q ?? '').toLowerCase();
    const data = suppliers.filter(s => s.displayName.toLowerCase().includes(q));
    return {data, total: data.length};
  }) as DataProvider['getList'];
  return {getList, calls};
}

const renderList = (suppliers: Supplier[] | Error) => {
  const answering = suppliersAnswering(suppliers instanceof Error ? [] : suppliers);
  const getList = suppliers instanceof Error ? ((async () => Promise.reject(suppliers)) as never) : answering.getList;
  const rendered = renderInConsole(
    <ResourceContextProvider value="Suppliers">
      <SupplierList />
    </ResourceContextProvider>,
    {dataProvider: {getList}},
  );
  return {...rendered, calls: answering.calls};
};

describe('SupplierList', () => {
  it('lists the suppliers by name with their registry names, codes and status', async () => {
    const {calls} = renderList([
      givenSupplier(),
      givenSupplier({
        id: '22',
        displayName: 'Ampere Wholesale',
        defaultName: 'Ampere Wholesale',
        isActive: false,
        userName: 'ampere',
        distributorUserId: '88',
        distributorNames: [],
        totalManufacturers: 3,
      }),
    ]);
    const sunny = await screen.findByRole('row', {name: /Sunny Supplies Pty Ltd, Sunny Wholesale/});
    expect(sunny).toHaveTextContent('12345678901');
    expect(sunny).toHaveTextContent('SUN-1');
    expect(within(sunny).getByText('Active')).toBeInTheDocument();
    expect(within(sunny).getByRole('button', {name: 'Reset password'})).toBeDisabled();
    const ampere = screen.getByRole('row', {name: /Ampere Wholesale/});
    expect(within(ampere).getByText('Disabled')).toBeInTheDocument();
    expect(within(ampere).getByRole('button', {name: 'Linked Manufacturers (3)'})).toBeEnabled();
    expect(within(ampere).getByRole('button', {name: 'Reset password'})).toBeEnabled();
    expect(calls[0]).toMatchObject({pagination: {page: 1, perPage: 25}, sort: {field: 'displayName', order: 'ASC'}});
  });

  it('offers to add the first supplier when there is none', async () => {
    renderList([]);
    expect(await screen.findByText('No supplier available with matching details')).toBeInTheDocument();
    expect(screen.getAllByRole('link', {name: 'Add supplier'})[0]).toHaveAttribute('href', '/AddSupplier');
  });

  it('searches the suppliers on the server, and says when none matches', async () => {
    const {user, calls} = renderList([givenSupplier()]);
    await screen.findByRole('row', {name: /Sunny Supplies Pty Ltd/});
    await user.type(screen.getByPlaceholderText('Search suppliers'), 'zzz');
    expect(await screen.findByText('No supplier available with matching details')).toBeInTheDocument();
    expect(calls.at(-1)?.filter).toEqual({q: 'zzz'});
  });

  it("shows react-admin's error when the suppliers cannot be read", async () => {
    renderList(new Error('Administrators only'));
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });
});
