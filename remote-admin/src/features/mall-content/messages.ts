import { mallPageMessages } from '../mall-shared/messages';

const en = {
  'admin.mall.content.title': 'Content documents',
  'admin.mall.content.add': 'Add document',
  'admin.mall.content.empty': 'No documents yet.',
  'admin.mall.content.col.label': 'Label',
  'admin.mall.content.col.title': 'Title',
  'admin.mall.content.col.sort': 'Sort',
  'admin.mall.content.col.updateTime': 'Updated',
  'admin.mall.content.col.actions': 'Actions',
  'admin.mall.content.dialog.add': 'Add document',
  'admin.mall.content.dialog.edit': 'Edit document {label}',
  'admin.mall.content.form.label': 'Label',
  'admin.mall.content.form.labelHelp': 'Lower-case letters, digits and hyphens, e.g. port-information; it is the last part of the page address /createGuide/port-information.',
  'admin.mall.content.form.sort': 'Sort',
  'admin.mall.content.form.title': 'Title',
  'admin.mall.content.form.body': 'Text',
  'admin.mall.content.form.bodyHelp': '# and ## start headings, a blank line starts a paragraph, "- " and "1. " start lists, **bold**, [text](https://…) links.',
  'admin.mall.content.preview': 'Preview',
  'admin.mall.content.previewEmpty': 'Nothing written in this language: buyers see the Chinese text.',
  'admin.mall.content.docFailed': 'The document could not be loaded.',
  'admin.mall.content.confirm': 'Delete the document “{title}” ({label})?',
} as const;

type ContentMessages = Readonly<Record<keyof typeof en, string>>;

const cn: ContentMessages = {
  'admin.mall.content.title': '内容文档',
  'admin.mall.content.add': '新增文档',
  'admin.mall.content.empty': '暂无文档。',
  'admin.mall.content.col.label': '标识',
  'admin.mall.content.col.title': '标题',
  'admin.mall.content.col.sort': '排序',
  'admin.mall.content.col.updateTime': '更新时间',
  'admin.mall.content.col.actions': '操作',
  'admin.mall.content.dialog.add': '新增文档',
  'admin.mall.content.dialog.edit': '编辑文档 {label}',
  'admin.mall.content.form.label': '标识',
  'admin.mall.content.form.labelHelp': '小写字母、数字和连字符，例如 port-information；即页面地址 /createGuide/port-information 的最后一段。',
  'admin.mall.content.form.sort': '排序',
  'admin.mall.content.form.title': '标题',
  'admin.mall.content.form.body': '正文',
  'admin.mall.content.form.bodyHelp': '# 和 ## 开头为标题，空行分段，“- ”和“1. ”开头为列表，**加粗**，[文字](https://…) 为链接。',
  'admin.mall.content.preview': '预览',
  'admin.mall.content.previewEmpty': '该语言尚未填写：买家将看到中文内容。',
  'admin.mall.content.docFailed': '文档加载失败。',
  'admin.mall.content.confirm': '确定删除文档“{title}”（{label}）？',
};

const vi: ContentMessages = {
  'admin.mall.content.title': 'Tài liệu nội dung',
  'admin.mall.content.add': 'Thêm tài liệu',
  'admin.mall.content.empty': 'Chưa có tài liệu nào.',
  'admin.mall.content.col.label': 'Nhãn',
  'admin.mall.content.col.title': 'Tiêu đề',
  'admin.mall.content.col.sort': 'Thứ tự',
  'admin.mall.content.col.updateTime': 'Cập nhật',
  'admin.mall.content.col.actions': 'Thao tác',
  'admin.mall.content.dialog.add': 'Thêm tài liệu',
  'admin.mall.content.dialog.edit': 'Sửa tài liệu {label}',
  'admin.mall.content.form.label': 'Nhãn',
  'admin.mall.content.form.labelHelp': 'Chữ thường, chữ số và dấu gạch nối, ví dụ port-information; đây là phần cuối của địa chỉ trang /createGuide/port-information.',
  'admin.mall.content.form.sort': 'Thứ tự',
  'admin.mall.content.form.title': 'Tiêu đề',
  'admin.mall.content.form.body': 'Nội dung',
  'admin.mall.content.form.bodyHelp': '# và ## mở đầu tiêu đề, dòng trống mở đoạn mới, "- " và "1. " mở danh sách, **đậm**, [chữ](https://…) là liên kết.',
  'admin.mall.content.preview': 'Xem trước',
  'admin.mall.content.previewEmpty': 'Chưa viết bằng ngôn ngữ này: người mua sẽ thấy bản tiếng Trung.',
  'admin.mall.content.docFailed': 'Không tải được tài liệu.',
  'admin.mall.content.confirm': 'Xóa tài liệu “{title}” ({label})?',
};

export const contentMessages = mallPageMessages({ en, cn, vi });
