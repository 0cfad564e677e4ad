import type { MessagesByLocale } from '../react/remote-messages';

/**
 * The list exports' button (react/export-button.tsx), for the pages that show one to merge into their messages.
 * Its refusals are server keys (mall.exportTooLarge), translated with the mall API's texts.
 */
export const exportMessages: MessagesByLocale = {
  en: { 'export.toExcel': 'Export to Excel', 'export.toExcelHint': 'The list as filtered now, as an .xlsx file' },
  cn: { 'export.toExcel': '导出 Excel', 'export.toExcelHint': '按当前筛选导出为 .xlsx 文件' },
  vi: { 'export.toExcel': 'Xuất ra Excel', 'export.toExcelHint': 'Danh sách theo bộ lọc hiện tại, dưới dạng tệp .xlsx' },
};
