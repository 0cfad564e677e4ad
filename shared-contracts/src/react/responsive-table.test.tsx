import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubScreenWidth, widthMatches } from '../test-support/screen-width';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

type Row = { id: number; goods: string; price: string; state: string };
const rows: Row[] = [
  { id: 1, goods: 'Áo thun cotton nữ tay ngắn cổ tròn', price: '¥59.00', state: 'Đang vận chuyển' },
  { id: 2, goods: '保温杯 500ml 不锈钢', price: '¥33.00', state: 'Đã giao' },
];
const columns: ResponsiveColumn<Row>[] = [
  { key: 'goods', header: 'Hàng hóa', cell: (r) => r.goods, phone: 'title' },
  { key: 'price', header: 'Đơn giá', cell: (r) => r.price, numeric: true },
  { key: 'state', header: 'Trạng thái', cell: (r) => r.state, phone: 'wide' },
  { key: 'action', header: 'Thao tác', cell: (r) => <button type="button">{`Giao ${r.id}`}</button>, phone: 'actions' },
];

let restore: (() => void) | undefined;
afterEach(() => { cleanup(); restore?.(); restore = undefined; });

const draw = () => render(
  <ChakraProvider value={defaultSystem}>
    <ResponsiveTable rows={rows} columns={columns} rowKey={(r) => r.id} label="Hàng trong đơn" detail={(r) => (r.id === 2 ? <p>Lô SB1</p> : null)} />
  </ChakraProvider>,
);

describe('a responsive table', () => {
  it('is a table on a desktop, with a row under a row that has details', () => {
    restore = stubScreenWidth(1280);
    draw();
    const table = screen.getByRole('table', { name: 'Hàng trong đơn' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Hàng hóa', 'Đơn giá', 'Trạng thái', 'Thao tác']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2 + 1);
    expect(within(table).getByText('Lô SB1')).toBeDefined();
  });

  it('is a card per row on a phone: the title, every figure named by its column, the action', () => {
    restore = stubScreenWidth(360);
    draw();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Hàng trong đơn' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Áo thun cotton nữ tay ngắn cổ tròn')).toBeDefined();
    expect(first.getByText('Đơn giá').tagName).toBe('DT');
    expect(first.getByText('¥59.00').tagName).toBe('DD');
    expect(first.getByText('Đang vận chuyển').tagName).toBe('DD');
    expect(first.getByRole('button', { name: 'Giao 1' })).toBeDefined();
    expect(first.queryByText('Thao tác')).toBeNull();
    expect(within(cards[1]!).getByText('Lô SB1')).toBeDefined();
  });

  it('reads width queries as a browser would (the stub the page tests use)', () => {
    expect(widthMatches('screen and (max-width: 47.9975rem)', 360)).toBe(true);
    expect(widthMatches('screen and (max-width: 47.9975rem)', 768)).toBe(false);
    expect(widthMatches('(min-width: 30rem) and (max-width: 47.9975rem)', 400)).toBe(false);
  });
});
