import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordStates } from './record-states';

const texts = { loading: 't.loading', loadFailed: 't.failed', retry: 't.retry', notFound: 't.missing', notFoundHint: 't.hint' };
const messages = { 't.loading': 'Loading the order…', 't.failed': 'The order could not be loaded.', 't.retry': 'Try again', 't.missing': 'No such order', 't.hint': 'It may have been removed.' };
const query = (over: Partial<{ isPending: boolean; isError: boolean; data: { no: string } | null | undefined }>) => ({
  isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...over,
});

function show(q: ReturnType<typeof query>): void {
  const wrap = (children: ReactNode) => (
    <IntlProvider locale="en" messages={messages}><ChakraProvider value={defaultSystem}>{children}</ChakraProvider></IntlProvider>
  );
  render(wrap(
    <RecordStates query={q} texts={texts} back={<a href="/myOrder">Back to my orders</a>}>
      {(order) => <h1>Order {order.no}</h1>}
    </RecordStates>,
  ));
}

afterEach(cleanup);

describe('RecordStates', () => {
  it('says it is loading while the query is pending', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading the order…');
  });

  it('offers a retry that asks again when the query failed', () => {
    const failed = query({ isError: true });
    show(failed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('names a missing record in the page heading, with the way back', () => {
    show(query({ data: null }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No such order');
    expect(screen.getByText('It may have been removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/myOrder');
  });

  it('draws the record once it is there', () => {
    show(query({ data: { no: 'PO-20261128-0007' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order PO-20261128-0007');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
