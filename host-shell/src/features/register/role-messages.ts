import type { Locale } from 'shared-contracts/i18n/locale';

/** The registration choice page: one entry per role of SPEC §1. */
const en = {
  'registerRole.heading': 'Register',
  'registerRole.subheading': 'Choose the account type that fits your business.',
  'registerRole.purchaser.title': 'Core enterprise (purchaser)',
  'registerRole.purchaser.description': 'Buy in bulk from Chinese suppliers for your own business, pay deposits and track every shipment.',
  'registerRole.enterprise.title': 'Supplier (enterprise)',
  'registerRole.enterprise.description': 'Manufacturers and traders who supply goods to the buyers on the platform.',
  'registerRole.cooperation.title': 'Cooperative (cooperation partner)',
  'registerRole.cooperation.description': 'Cooperatives and partners who pool their members’ purchases and arrange local delivery.',
  'registerRole.choose': 'Register as {role}',
  'registerRole.pageHeading': 'Register as {role}',
};

type RoleMessages = Record<keyof typeof en, string>;

const cn: RoleMessages = {
  'registerRole.heading': '注册',
  'registerRole.subheading': '请选择适合您业务的账号类型。',
  'registerRole.purchaser.title': '核心企业（采购商）',
  'registerRole.purchaser.description': '为自身业务向国内供应商批量采购，支付定金并跟踪每一笔发货。',
  'registerRole.enterprise.title': '供应商（企业）',
  'registerRole.enterprise.description': '向平台买家供货的生产企业与贸易商。',
  'registerRole.cooperation.title': '合作社（合作伙伴）',
  'registerRole.cooperation.description': '汇集成员采购需求并安排本地配送的合作社与合作伙伴。',
  'registerRole.choose': '注册为{role}',
  'registerRole.pageHeading': '注册为{role}',
};

const vi: RoleMessages = {
  'registerRole.heading': 'Đăng ký',
  'registerRole.subheading': 'Chọn loại tài khoản phù hợp với hoạt động kinh doanh của bạn.',
  'registerRole.purchaser.title': 'Doanh nghiệp nòng cốt (bên mua)',
  'registerRole.purchaser.description': 'Mua số lượng lớn từ nhà cung cấp Trung Quốc cho doanh nghiệp của bạn, đặt cọc và theo dõi từng lô hàng.',
  'registerRole.enterprise.title': 'Nhà cung cấp (doanh nghiệp)',
  'registerRole.enterprise.description': 'Nhà sản xuất và thương nhân cung cấp hàng cho người mua trên nền tảng.',
  'registerRole.cooperation.title': 'Hợp tác xã (đối tác hợp tác)',
  'registerRole.cooperation.description': 'Hợp tác xã và đối tác gom nhu cầu mua của thành viên và tổ chức giao hàng tại địa phương.',
  'registerRole.choose': 'Đăng ký làm {role}',
  'registerRole.pageHeading': 'Đăng ký làm {role}',
};

export const registerRoleMessages: Record<Locale, RoleMessages> = { en, cn, vi };
