import { MessageKey as K } from '../api/message-keys';

/**
 * Texts of the message keys the deploy and registry calls answer with (docs/deploy.md), in the portal's three
 * languages. They travel with the admin's Deploy and Remotes pages, not in the host's first load.
 */
const en = {
  [K.deployArchiveInvalid]: 'This file is not a zip archive of a built remote.',
  [K.deployArchiveTooLarge]: 'The archive is too large (at most 25 MiB packed, 100 MiB and 2,000 files unpacked).',
  [K.deployArchiveUnsafePath]: 'The archive holds a file outside its root (an absolute path, “..” or a link); it was refused.',
  [K.deployManifestMissing]: 'The archive has no mf-manifest.json at its root: zip the contents of the remote’s dist folder.',
  [K.deployManifestInvalid]: 'The archive’s mf-manifest.json is not a Module Federation manifest.',
  [K.deployNameMismatch]: 'The manifest belongs to another remote than the one named.',
  [K.deployVersionExists]: 'This version of the remote exists already; give the build a new version.',
  [K.deployVersionNotFound]: 'The registry has no such version of this remote.',
  [K.deployRemoteNotFound]: 'The registry has no such remote.',
  [K.deployNoPrevious]: 'There is no earlier version to roll back to.',
  [K.deployNoCanary]: 'No canary is running for this remote.',
  [K.deployCanaryPercent]: 'The share of users is a whole number from 0 to 100.',
  [K.deployCanaryEmpty]: 'Choose a share of users or at least one role for the canary.',
  [K.deployRefused]: 'This version cannot go live: see the reasons listed.',
  [K.deployAlreadyActive]: 'This version is already the active one.',
  [K.deployArchiveFileName]: 'A file name in the archive cannot be stored: use letters, digits, “_” and “-”, with dots only between them, at most 4 folders deep.',
  [K.deployRemoteEntryMissing]: 'The archive has no remote entry file where its mf-manifest.json says it is.',
  [K.deployDrawnPagesInvalid]: 'The archive’s drawn-pages.json does not describe drawn pages (addresses, document, renderer); fix the build or leave the file out.',
  [K.deployDrawnPagesFileMissing]: 'A file drawn-pages.json names is not in the archive (the page document, a copy drawn per language, or the server render bundle).',
} as const;

type Messages = Readonly<Record<keyof typeof en, string>>;

const cn: Messages = {
  [K.deployArchiveInvalid]: '该文件不是已构建远程模块的 zip 压缩包。',
  [K.deployArchiveTooLarge]: '压缩包过大（压缩后最多 25 MiB，解压后最多 100 MiB、2000 个文件）。',
  [K.deployArchiveUnsafePath]: '压缩包中含有根目录之外的文件（绝对路径、“..”或链接），已拒绝。',
  [K.deployManifestMissing]: '压缩包根目录没有 mf-manifest.json：请压缩远程模块 dist 目录中的内容。',
  [K.deployManifestInvalid]: '压缩包中的 mf-manifest.json 不是模块联邦清单。',
  [K.deployNameMismatch]: '清单属于另一个远程模块，与所填名称不符。',
  [K.deployVersionExists]: '该远程模块的此版本已存在，请为构建设置新版本号。',
  [K.deployVersionNotFound]: '注册表中没有该远程模块的此版本。',
  [K.deployRemoteNotFound]: '注册表中没有该远程模块。',
  [K.deployNoPrevious]: '没有可回滚的上一个版本。',
  [K.deployNoCanary]: '该远程模块没有正在进行的灰度发布。',
  [K.deployCanaryPercent]: '用户比例须为 0 到 100 的整数。',
  [K.deployCanaryEmpty]: '请为灰度发布选择用户比例或至少一个角色。',
  [K.deployRefused]: '该版本无法上线：请查看列出的原因。',
  [K.deployAlreadyActive]: '该版本已是当前版本。',
  [K.deployArchiveFileName]: '压缩包中的文件名无法保存：请只使用字母、数字、“_”和“-”，点号只能位于它们之间，目录最多 4 层。',
  [K.deployRemoteEntryMissing]: '压缩包中没有 mf-manifest.json 所指的远程入口文件。',
  [K.deployDrawnPagesInvalid]: '压缩包中的 drawn-pages.json 未正确描述服务端绘制页面（地址、页面文档、渲染器）；请修正构建或去掉该文件。',
  [K.deployDrawnPagesFileMissing]: 'drawn-pages.json 所列的文件不在压缩包中（页面文档、各语言预绘制副本或服务端渲染包）。',
};

const vi: Messages = {
  [K.deployArchiveInvalid]: 'Tệp này không phải tệp zip của một module từ xa đã build.',
  [K.deployArchiveTooLarge]: 'Tệp nén quá lớn (tối đa 25 MiB khi nén, 100 MiB và 2.000 tệp khi giải nén).',
  [K.deployArchiveUnsafePath]: 'Tệp nén chứa tệp nằm ngoài thư mục gốc (đường dẫn tuyệt đối, “..” hoặc liên kết) nên bị từ chối.',
  [K.deployManifestMissing]: 'Thư mục gốc của tệp nén không có mf-manifest.json: hãy nén nội dung thư mục dist của module.',
  [K.deployManifestInvalid]: 'Tệp mf-manifest.json trong tệp nén không phải tệp kê khai Module Federation.',
  [K.deployNameMismatch]: 'Tệp kê khai thuộc về một module khác với tên đã nhập.',
  [K.deployVersionExists]: 'Phiên bản này của module đã tồn tại; hãy đặt phiên bản mới cho bản build.',
  [K.deployVersionNotFound]: 'Sổ đăng ký không có phiên bản này của module.',
  [K.deployRemoteNotFound]: 'Sổ đăng ký không có module này.',
  [K.deployNoPrevious]: 'Không có phiên bản trước để quay lại.',
  [K.deployNoCanary]: 'Module này không có bản thử nghiệm (canary) nào đang chạy.',
  [K.deployCanaryPercent]: 'Tỷ lệ người dùng là số nguyên từ 0 đến 100.',
  [K.deployCanaryEmpty]: 'Hãy chọn tỷ lệ người dùng hoặc ít nhất một vai trò cho bản thử nghiệm.',
  [K.deployRefused]: 'Phiên bản này không thể đưa vào hoạt động: xem các lý do được liệt kê.',
  [K.deployAlreadyActive]: 'Phiên bản này đang là phiên bản hoạt động.',
  [K.deployArchiveFileName]: 'Có tên tệp trong tệp nén không thể lưu: chỉ dùng chữ, số, “_” và “-”, dấu chấm chỉ nằm giữa chúng, sâu tối đa 4 thư mục.',
  [K.deployRemoteEntryMissing]: 'Tệp nén không có tệp remote entry ở vị trí mf-manifest.json chỉ ra.',
  [K.deployDrawnPagesInvalid]: 'Tệp drawn-pages.json trong tệp nén không mô tả đúng các trang vẽ sẵn (địa chỉ, tài liệu trang, bộ vẽ); hãy sửa bản dựng hoặc bỏ tệp đó.',
  [K.deployDrawnPagesFileMissing]: 'Một tệp mà drawn-pages.json nêu không có trong tệp nén (tài liệu trang, bản vẽ sẵn theo từng ngôn ngữ hoặc gói vẽ phía máy chủ).',
};

export const deployMessages = { en, cn, vi } as const;
