import {mockGraphql, mockGraphqlNetworkError, mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {GENERIC_ERROR} from '@voltcheck/ui-shared';
import type {ProductLinesQuery} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {ProductLineGate, SUPPLIERS_CANNOT_CHANGE} from './ProductLineGate';
import {deleteQuestion, PRODUCT_LINES} from './productLine.queries';
import {ProductLinesPage} from './ProductLinesPage';

type Line = ProductLinesQuery['productLines'][number];

function givenLine(line: Partial<Line> = {}): Line {
  return {
    productLineId: '5',
    manufacturerId: '1',
    lineName: 'Solar Max',
    logo: null,
    updatedOn: '2026-10-01T00:00:00.000Z',
    totalProduct: 3,
    productWarranty: {
      productWarrantyId: '9',
      componentInYears: 12,
      componentWarrantyLink: null,
      performanceInYears: 25,
      performanceWarrantyLink: null,
    },
    ...line,
  };
}

const firstPage = {filter: null, skip: 0, first: 100};
const answer = (lines: Line[], count = lines.length) => ({productLines: lines, productLineCount: count});

describe('ProductLinesPage', () => {
  it('shows a loading state, then one row per line with its warranties and its models link', async () => {
    renderPortal(<ProductLinesPage />, {
      graphql: [mockGraphql(PRODUCT_LINES, firstPage, answer([givenLine()]), {delay: 30})],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const table = await screen.findByRole('table', {name: 'Product lines'});
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Solar Max');
    expect(row).toHaveTextContent('12 years');
    expect(row).toHaveTextContent('25 years');
    expect(within(row).getByRole('link', {name: 'View Models (3)'})).toHaveAttribute('href', '/AssignProductLine/5');
    expect(within(row).getByRole('link', {name: 'Edit Solar Max'})).toHaveAttribute('href', '/EditProductLine/5');
    expect(screen.getByRole('link', {name: 'Add Product Line'})).toHaveAttribute('href', '/addproduct');
  });

  it('shows a dash for a line without warranty', async () => {
    renderPortal(<ProductLinesPage />, {
      graphql: [mockGraphql(PRODUCT_LINES, firstPage, answer([givenLine({productWarranty: null})]))],
    });
    const table = await screen.findByRole('table', {name: 'Product lines'});
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('—');
  });

  it('says so when no line matches', async () => {
    renderPortal(<ProductLinesPage />, {graphql: [mockGraphql(PRODUCT_LINES, firstPage, answer([]))]});
    expect(await screen.findByText('No result found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the generic error when the lines cannot load', async () => {
    renderPortal(<ProductLinesPage />, {graphql: [mockGraphqlNetworkError(PRODUCT_LINES, firstPage)]});
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
  });

  it('searches with the typed filter from the first page', async () => {
    const {user} = renderPortal(<ProductLinesPage />, {
      graphql: [
        mockGraphql(PRODUCT_LINES, firstPage, answer([givenLine()])),
        mockGraphql(PRODUCT_LINES, {...firstPage, filter: 'Wind'}, answer([givenLine({lineName: 'Wind Pro'})])),
      ],
    });
    await screen.findByText('Solar Max');
    await user.type(screen.getByRole('textbox', {name: 'Search'}), 'Wind');
    expect(await screen.findByText('Wind Pro')).toBeInTheDocument();
    expect(screen.queryByText('Solar Max')).not.toBeInTheDocument();
  });

  it('offers the pager past one page and asks for the next hundred', async () => {
    const {user} = renderPortal(<ProductLinesPage />, {
      graphql: [
        mockGraphql(PRODUCT_LINES, firstPage, answer([givenLine()], 150)),
        mockGraphql(PRODUCT_LINES, {...firstPage, skip: 100}, answer([givenLine({lineName: 'Page Two'})], 150)),
      ],
    });
    await screen.findByText('Solar Max');
    await user.click(screen.getByRole('button', {name: /page 2/i}));
    expect(await screen.findByText('Page Two')).toBeInTheDocument();
  });

  it('deletes a line after the confirmation, word for word, and reloads the list', async () => {
    const remove = mockRest('/api/productline/delete', 'post', 200, {status: true, message: 'Deleted'});
    const {user} = renderPortal(<ProductLinesPage />, {
      graphql: [
        mockGraphql(PRODUCT_LINES, firstPage, answer([givenLine()])),
        mockGraphql(PRODUCT_LINES, firstPage, answer([])),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Delete Solar Max'}));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(deleteQuestion('Solar Max'));
    await user.click(within(dialog).getByRole('button', {name: 'Delete'}));
    expect(await screen.findByText('No result found.')).toBeInTheDocument();
    expect(remove.calls[0].body).toEqual({ProductLineId: 5});
  });

  it('keeps the dialog open with the server message when the delete is refused', async () => {
    mockRest('/api/productline/delete', 'post', 200, {status: false, message: 'Product line not found.'});
    const {user} = renderPortal(<ProductLinesPage />, {
      graphql: [mockGraphql(PRODUCT_LINES, firstPage, answer([givenLine()]))],
    });
    await user.click(await screen.findByRole('button', {name: 'Delete Solar Max'}));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Delete'}));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Product line not found.');
  });
});

describe('ProductLineGate', () => {
  it('lets a manufacturer through', () => {
    renderPortal(
      <ProductLineGate>
        <p>the page</p>
      </ProductLineGate>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it.each(['supplier', 'mdistributor'] as const)('tells a %s why it cannot change product lines', role => {
    renderPortal(
      <ProductLineGate>
        <p>the page</p>
      </ProductLineGate>,
      {role},
    );
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SUPPLIERS_CANNOT_CHANGE);
  });
});
