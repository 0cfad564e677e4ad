import { MessageKey as K } from '../api/message-keys';

/**
 * Texts of the message keys the personal-centre calls (`api/users/*`) and uploads answer with (user.*,
 * upload.*), in the portal's three languages. The generic, login and register keys those calls also answer
 * (validation.*, register.emailTaken, ...) keep their texts in messages-auth.ts. The upload texts are generic
 * (several upload routes share them); a form states its own limits (types, size) next to its file picker.
 */
const en = {
  [K.genderInvalid]: 'Please choose a gender.',
  [K.oldPasswordWrong]: 'The current password is incorrect.',
  [K.passwordUnchanged]: 'The new password must be different from the current one.',
  [K.emailUnchanged]: 'This is already your e-mail address.',
  [K.uploadFileRequired]: 'Please choose a file to upload.',
  [K.uploadFileTooLarge]: 'The file is too large. Please choose a smaller file.',
  [K.uploadTypeNotAllowed]: 'This type of file is not accepted here. Please choose another file.',
  [K.uploadInvalidForm]: 'The upload could not be read. Please choose the file again.',
};

type UsersTexts = Record<keyof typeof en, string>;

const cn: UsersTexts = {
  [K.genderInvalid]: '请选择性别',
  [K.oldPasswordWrong]: '当前密码不正确',
  [K.passwordUnchanged]: '新密码不能与当前密码相同',
  [K.emailUnchanged]: '该邮箱已是您当前的邮箱',
  [K.uploadFileRequired]: '请选择要上传的文件',
  [K.uploadFileTooLarge]: '文件过大，请选择较小的文件',
  [K.uploadTypeNotAllowed]: '此处不接受该类型的文件，请选择其他文件',
  [K.uploadInvalidForm]: '无法读取上传的内容，请重新选择文件',
};

const vi: UsersTexts = {
  [K.genderInvalid]: 'Vui lòng chọn giới tính.',
  [K.oldPasswordWrong]: 'Mật khẩu hiện tại không đúng.',
  [K.passwordUnchanged]: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  [K.emailUnchanged]: 'Đây đã là địa chỉ email của bạn.',
  [K.uploadFileRequired]: 'Vui lòng chọn tệp để tải lên.',
  [K.uploadFileTooLarge]: 'Tệp quá lớn. Vui lòng chọn tệp nhỏ hơn.',
  [K.uploadTypeNotAllowed]: 'Loại tệp này không được chấp nhận ở đây. Vui lòng chọn tệp khác.',
  [K.uploadInvalidForm]: 'Không đọc được dữ liệu tải lên. Vui lòng chọn lại tệp.',
};

export const usersMessages = { en, cn, vi } satisfies Record<'en' | 'cn' | 'vi', Record<string, string>>;
