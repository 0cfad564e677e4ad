import type { ImportColumn } from 'shared-contracts/api/shipments';

export type TemplateLang = 'en' | 'cn' | 'vi';

/** The batch shipment template's words, in the buyer's language (the import reads cells by position, not by these). */
export const TEMPLATE_TEXTS: Record<TemplateLang, {
  sheet: string; stockSheet: string; columns: Record<ImportColumn, string>; exampleRemarks: string;
  stockColumns: { skuId: string; goods: string; spec: string; available: string }; help: string[]; noStock: string;
}> = {
  en: {
    sheet: 'Shipments', stockSheet: 'My stock',
    columns: { skuId: 'SKU ID', quantity: 'Quantity', consignee: 'Consignee', contact: 'Contact phone', address: 'Delivery address', remarks: 'Remarks (optional)' },
    exampleRemarks: 'Example row: replace it with your own or delete it',
    stockColumns: { skuId: 'SKU ID', goods: 'Goods', spec: 'Specification', available: 'Available' },
    help: [
      'One row is one shipment of one SKU. Fill in the "Shipments" sheet from row 2 on; keep the header row.',
      'SKU ID and available quantities are listed below. The total per SKU may not exceed what is available.',
      'If any row is not valid nothing is imported: the page lists each bad row with its column.',
      'TikTok and Shopee orders, which need the order screenshot and the waybill, are created one by one on the shipment page.',
    ],
    noStock: 'You have no stock to ship yet.',
  },
  cn: {
    sheet: '发货单', stockSheet: '我的库存',
    columns: { skuId: 'SKU 编号', quantity: '数量', consignee: '收货人', contact: '联系电话', address: '收货地址', remarks: '备注（选填）' },
    exampleRemarks: '示例行：请替换为您的数据或删除',
    stockColumns: { skuId: 'SKU 编号', goods: '商品', spec: '规格', available: '可用数量' },
    help: [
      '每行为一个 SKU 的一张发货单。请从第 2 行开始填写“发货单”工作表，保留表头行。',
      '下方列出了 SKU 编号和可用数量。同一 SKU 的合计数量不能超过可用数量。',
      '只要有一行有误，就不会导入任何数据：页面会列出每个错误行及其所在列。',
      'TikTok 和 Shopee 订单需要订单截图和物流面单，请在发货页面逐个创建。',
    ],
    noStock: '您暂无可发货的库存。',
  },
  vi: {
    sheet: 'Phiếu giao hàng', stockSheet: 'Kho của tôi',
    columns: { skuId: 'Mã SKU', quantity: 'Số lượng', consignee: 'Người nhận', contact: 'Số điện thoại', address: 'Địa chỉ giao hàng', remarks: 'Ghi chú (không bắt buộc)' },
    exampleRemarks: 'Dòng ví dụ: hãy thay bằng dữ liệu của bạn hoặc xóa đi',
    stockColumns: { skuId: 'Mã SKU', goods: 'Hàng hóa', spec: 'Quy cách', available: 'Khả dụng' },
    help: [
      'Mỗi dòng là một phiếu giao hàng của một SKU. Điền trang "Phiếu giao hàng" từ dòng 2; giữ nguyên dòng tiêu đề.',
      'Mã SKU và số lượng khả dụng được liệt kê bên dưới. Tổng số lượng của mỗi SKU không được vượt quá số khả dụng.',
      'Nếu có dòng không hợp lệ thì không dòng nào được nhập: trang sẽ liệt kê từng dòng lỗi và cột của nó.',
      'Đơn TikTok và Shopee cần ảnh chụp đơn hàng và vận đơn, hãy tạo từng phiếu trên trang giao hàng.',
    ],
    noStock: 'Bạn chưa có hàng trong kho để giao.',
  },
};

/**
 * The example row of the template. A row left exactly as this (its first five cells) is skipped by the import, so a
 * buyer who forgets to delete it ships nothing by mistake; changing any of them makes it a real row.
 */
export const EXAMPLE_ROW = { skuId: 100001, quantity: 2, consignee: 'Nguyễn Văn A', contact: '0912345678', address: 'Số 1 Tràng Tiền, Hoàn Kiếm, Hà Nội' };

/** The language of the buyer: `?lang=`, else the first of Accept-Language we speak, else cn (SPEC §9 fallback). */
export function templateLang(query: string | undefined, acceptLanguage: string | undefined): TemplateLang {
  if (query === 'en' || query === 'cn' || query === 'vi') return query;
  for (const part of (acceptLanguage ?? '').toLowerCase().split(',')) {
    const tag = part.trim().slice(0, 2);
    if (tag === 'en') return 'en';
    if (tag === 'vi') return 'vi';
    if (tag === 'zh') return 'cn';
  }
  return 'cn';
}
