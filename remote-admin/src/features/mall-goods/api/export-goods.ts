import { downloadBlob } from 'shared-contracts/http/download';
import type { ExportTarget } from 'shared-contracts/react/export-button';
import { goodsFilterParams, type GoodsListQuery } from './get-admin-goods';

/**
 * `GET api/goods/admin/download` (goods:list): the goods as the page filters them now (keyword, category, ddc, on
 * sale, collected), in the list's order and the staff member's data scope, as .xlsx.
 */
export function exportGoods(filters: Omit<GoodsListQuery, 'page' | 'size'>, target: ExportTarget): Promise<Blob> {
  return downloadBlob('api/goods/admin/download', { searchParams: { ...goodsFilterParams(filters), ...target } });
}
