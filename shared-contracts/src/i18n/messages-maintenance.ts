import { MessageKey as K } from '../api/message-keys';

/**
 * Texts of the message keys the back office's scheduled tasks and backup calls answer with, in the portal's three languages.
 * The host merges them into its messages (host-shell/src/i18n/host-messages.ts).
 */
const en = {
  [K.maintTaskNotFound]: 'There is no such scheduled task.',
  [K.maintBackupNotFound]: 'This backup does not exist (any more).',
  [K.maintBackupBusy]: 'A backup or restore is already running. Try again when it has finished.',
  [K.maintBackupInvalidFile]: 'This file is not a backup of this portal (or it is damaged).',
  [K.maintBackupConfirmMismatch]: 'Type the backup’s name exactly to confirm the restore.',
  [K.maintBackupLevelMismatch]: 'This backup was made by another version of the database (other migrations); it cannot be restored here.',
  [K.maintBackupTablesMismatch]: 'The tables in this backup do not match this database; it cannot be restored here.',
  [K.maintBackupFileMissing]: 'The backup’s file is missing from storage.',
  [K.maintBackupScopeAll]: 'Downloading or restoring a backup needs a role that sees all data: a backup holds every buyer’s records.',
} as const;

type Messages = Readonly<Record<keyof typeof en, string>>;

const cn: Messages = {
  [K.maintTaskNotFound]: '没有这个定时任务。',
  [K.maintBackupNotFound]: '该备份不存在（或已被删除）。',
  [K.maintBackupBusy]: '已有备份或还原正在进行，请在其完成后再试。',
  [K.maintBackupInvalidFile]: '该文件不是本门户的备份（或已损坏）。',
  [K.maintBackupConfirmMismatch]: '请准确输入备份名称以确认还原。',
  [K.maintBackupLevelMismatch]: '该备份来自另一数据库版本（迁移不同），无法在此还原。',
  [K.maintBackupTablesMismatch]: '该备份中的数据表与本数据库不一致，无法在此还原。',
  [K.maintBackupFileMissing]: '存储中找不到该备份的文件。',
  [K.maintBackupScopeAll]: '下载或还原备份需要数据权限为“全部”的角色：备份包含所有买家的数据。',
};

const vi: Messages = {
  [K.maintTaskNotFound]: 'Không có tác vụ định kỳ này.',
  [K.maintBackupNotFound]: 'Bản sao lưu này không tồn tại (hoặc đã bị xóa).',
  [K.maintBackupBusy]: 'Đang có một lần sao lưu hoặc khôi phục. Vui lòng thử lại khi nó hoàn tất.',
  [K.maintBackupInvalidFile]: 'Tệp này không phải bản sao lưu của cổng này (hoặc đã bị hỏng).',
  [K.maintBackupConfirmMismatch]: 'Hãy nhập chính xác tên bản sao lưu để xác nhận khôi phục.',
  [K.maintBackupLevelMismatch]: 'Bản sao lưu này thuộc phiên bản cơ sở dữ liệu khác (migration khác), không thể khôi phục tại đây.',
  [K.maintBackupTablesMismatch]: 'Các bảng trong bản sao lưu không khớp với cơ sở dữ liệu này, không thể khôi phục tại đây.',
  [K.maintBackupFileMissing]: 'Không tìm thấy tệp của bản sao lưu trong kho lưu trữ.',
  [K.maintBackupScopeAll]: 'Tải xuống hoặc khôi phục bản sao lưu cần vai trò được xem toàn bộ dữ liệu: bản sao lưu chứa dữ liệu của mọi người mua.',
};

export const maintenanceMessages = { en, cn, vi } as const;
