import { describe, expect, it } from 'vitest';
import { formatOrderNo } from './order-number';
import { hallBuyerName } from './hall-name';

describe('formatOrderNo', () => {
  it('is PO, the day in Vietnam and the id padded to 6 digits', () => {
    expect(formatOrderNo(42, new Date('2026-11-24T10:00:00Z'))).toBe('PO20261124000042');
    // 18:30 UTC is already the next day in Hanoi.
    expect(formatOrderNo(7, new Date('2026-11-24T18:30:00Z'))).toBe('PO20261125000007');
    expect(formatOrderNo(12_345_678, new Date('2026-01-01T00:00:00Z'))).toBe('PO2026010112345678');
  });
});

describe('hallBuyerName', () => {
  it.each([
    ['Lê Minh Tuấn', 'Lê M****Tuấn'],
    ['Nguyễn Thị Thu Hà', 'Nguy*********u Hà'],
    ['黄志强', '黄***'],
    ['Lan', 'L***'],
    ['Phạm Lan', 'P*******'],
    ['', '***'],
    [null, '***'],
  ])('masks %s as %s', (name, masked) => {
    expect(hallBuyerName(name)).toBe(masked);
  });
});
