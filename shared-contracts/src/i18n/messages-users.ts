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
  [K.uploadPictureTooLarge]: 'The picture has too many pixels: at most 40 megapixels and 12,000 pixels on a side. Please choose a smaller picture.',
  [K.uploadPictureUnreadable]: 'The picture could not be opened: it may be damaged or cut short. Please choose another picture.',
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
  [K.uploadPictureTooLarge]: '图片像素过多：最多 4000 万像素，每边最多 12,000 像素。请选择较小的图片',
  [K.uploadPictureUnreadable]: '无法打开该图片，文件可能已损坏或不完整，请选择其他图片',
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
  [K.uploadPictureTooLarge]: 'Ảnh có quá nhiều điểm ảnh: tối đa 40 megapixel và 12.000 điểm ảnh mỗi cạnh. Vui lòng chọn ảnh nhỏ hơn.',
  [K.uploadPictureUnreadable]: 'Không mở được ảnh: tệp có thể bị hỏng hoặc không đầy đủ. Vui lòng chọn ảnh khác.',
};

export const usersMessages = { en, cn, vi } satisfies Record<'en' | 'cn' | 'vi', Record<string, string>>;
