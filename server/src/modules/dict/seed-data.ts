import { MessageKey } from 'shared-contracts/api/message-keys';

/** One entry: `label` is cn (the canonical column), `en`/`vi` go to labelI18n. */
export type SeedEntry = { value: string; label: string; en?: string; vi?: string };
export type SeedDict = { name: string; description: string; entries: SeedEntry[] };

const e = (value: string, label: string, en: string, vi: string): SeedEntry => ({ value, label, en, vi });
/** A setting: the label holds the value an admin can change. */
const setting = (value: string, label: string): SeedEntry => ({ value, label });

const enabledStatus = [e('true', '激活', 'Enabled', 'Kích hoạt'), e('false', '禁用', 'Disabled', 'Vô hiệu hóa')];

/** Dictionaries SPEC §3-§9 and ARCHITECTURE.md §5 imply; values are stable codes the code compares against. */
export const seedDictList: SeedDict[] = [
  { name: 'user_status', description: '用户状态 / user status', entries: enabledStatus },
  { name: 'dept_status', description: '部门状态 / department status', entries: enabledStatus },
  {
    name: 'menu_type', description: '菜单类型 / menu type',
    entries: [e('0', '目录', 'Directory', 'Thư mục'), e('1', '菜单', 'Menu', 'Menu'), e('2', '按钮', 'Button', 'Nút')],
  },
  {
    // The values are the order state machine's states (shared-contracts/mall/order-state.ts), so a page looks a
    // status up by the very value the order carries.
    name: 'order_status', description: '订单状态（SPEC §4 的 15 个状态）/ order status',
    entries: [
      e('depositPending', '待付定金', 'Deposit to be paid', 'Chờ thanh toán tiền cọc'),
      e('depositReview', '定金已付待审核', 'Deposit paid, awaiting review', 'Đã trả cọc, chờ duyệt'),
      e('depositRejected', '定金审核未通过', 'Deposit review failed', 'Duyệt tiền cọc không đạt'),
      e('awaitingStocking', '已付定金待备货', 'Deposit paid, awaiting stocking', 'Đã trả cọc, chờ nhập hàng'),
      e('finalPaymentPending', '备货完成待付尾款', 'Stocking completed, final payment pending', 'Đã nhập hàng xong, chờ thanh toán phần còn lại'),
      e('finalPaymentReview', '尾款已付待审核', 'Final payment paid, awaiting review', 'Đã thanh toán phần còn lại, chờ duyệt'),
      e('finalPaymentRejected', '尾款审核未通过', 'Final payment review failed', 'Duyệt thanh toán phần còn lại không đạt'),
      e('pendingShipment', '待发货', 'Pending shipment', 'Chờ giao hàng'),
      e('shipping', '运输中', 'Shipping', 'Đang vận chuyển'),
      e('delivered', '已送达', 'Delivery completed', 'Đã giao hàng'),
      e('completed', '订单完成', 'Order completed', 'Hoàn tất đơn hàng'),
      e('closed', '订单关闭', 'Order closed', 'Đơn hàng đã đóng'),
      e('refunding', '退款中', 'Refunding', 'Đang hoàn tiền'),
      e('refundSuccess', '退款成功', 'Refund successful', 'Hoàn tiền thành công'),
      e('refundFailure', '退款失败', 'Refund failed', 'Hoàn tiền thất bại'),
    ],
  },
  {
    name: 'refund_status', description: '售后/退款状态 / refund status',
    entries: [
      e('NONE', '未申请', 'Not requested', 'Chưa yêu cầu'),
      e('PENDING_REVIEW', '待审核', 'Awaiting review', 'Chờ duyệt'),
      e('REFUNDING', '退款中', 'Refunding', 'Đang hoàn tiền'),
      e('REFUND_SUCCESS', '退款成功', 'Refund successful', 'Hoàn tiền thành công'),
      e('REFUND_FAILED', '退款失败', 'Refund failed', 'Hoàn tiền thất bại'),
    ],
  },
  {
    name: 'platform_accept_status', description: '平台受理状态 / platform acceptance',
    entries: [
      // The order's acceptance states (shared-contracts/mall/order-state.ts).
      e('waiting', '待受理', 'Waiting to accept', 'Chờ tiếp nhận'),
      e('accepted', '已受理', 'Accepted', 'Đã tiếp nhận'),
      e('refused', '已拒绝', 'Refused', 'Đã từ chối'),
    ],
  },
  {
    name: 'payment_status', description: '付款状态 / payment status',
    entries: [
      e('UNPAID', '未付款', 'Unpaid', 'Chưa thanh toán'),
      e('PENDING_REVIEW', '待审核', 'Pending review', 'Chờ duyệt'),
      e('PAID', '已付款', 'Paid', 'Đã thanh toán'),
      e('REVIEW_FAILED', '审核未通过', 'Review failed', 'Duyệt không đạt'),
      e('RE_REVIEW', '重新审核', 'Re-review', 'Duyệt lại'),
    ],
  },
  {
    name: 'payment_method', description: '付款方式 / payment method (SPEC §9)',
    entries: [
      e('BANK_TRANSFER_VND', '银行转账（越南盾）', 'Bank transfer (Vietnamese dong)', 'Chuyển khoản ngân hàng (VND)'),
      e('ONLINE_RMB_CARD', '在线支付（人民币，国内银行卡）', 'Online payment in RMB (Chinese bank card)', 'Thanh toán trực tuyến bằng NDT (thẻ ngân hàng Trung Quốc)'),
      e('ALIPAY_QR', '支付宝扫码', 'Alipay QR code', 'Quét mã QR Alipay'),
      e('DIGITAL_RMB', '数字人民币', 'Digital RMB (e-CNY)', 'Nhân dân tệ kỹ thuật số (e-CNY)'),
    ],
  },
  {
    // Values are the registration pages' path segments (/register/<value>, shared-contracts registrationKinds).
    name: 'registration_role', description: '注册角色 / registration role (public)',
    entries: [
      e('purchaser', '核心企业', 'Core enterprise (purchaser)', 'Doanh nghiệp cốt lõi (bên mua)'),
      e('enterprise', '供应商', 'Supplier (enterprise)', 'Nhà cung cấp (doanh nghiệp)'),
      e('cooperation', '合作方', 'Cooperation partner', 'Đối tác hợp tác'),
    ],
  },
  {
    name: 'area_code', description: '电话区号 / phone area code (public)',
    entries: [
      e('+84', '越南 +84', 'Vietnam +84', 'Việt Nam +84'),
      e('+86', '中国大陆 +86', 'Mainland China +86', 'Trung Quốc đại lục +86'),
      e('+852', '中国香港 +852', 'Hong Kong +852', 'Hồng Kông +852'),
      e('+853', '中国澳门 +853', 'Macao +853', 'Ma Cao +853'),
      e('+886', '中国台湾 +886', 'Taiwan +886', 'Đài Loan +886'),
    ],
  },
  {
    name: 'logistics_company', description: '物流公司 / logistics company',
    entries: [
      e('VIETTEL_POST', 'Viettel Post（越南）', 'Viettel Post (Vietnam)', 'Viettel Post'),
      e('VNPOST', '越南邮政 VNPost', 'Vietnam Post (VNPost)', 'Bưu điện Việt Nam (VNPost)'),
      e('GHN', 'Giao Hàng Nhanh（越南）', 'Giao Hang Nhanh (GHN, Vietnam)', 'Giao Hàng Nhanh (GHN)'),
      e('GHTK', 'Giao Hàng Tiết Kiệm（越南）', 'Giao Hang Tiet Kiem (GHTK, Vietnam)', 'Giao Hàng Tiết Kiệm (GHTK)'),
      e('JT_VN', '极兔速递（越南）', 'J&T Express Vietnam', 'J&T Express Việt Nam'),
      e('NINJA_VAN', 'Ninja Van（越南）', 'Ninja Van (Vietnam)', 'Ninja Van'),
      e('SF', '顺丰速运', 'SF Express', 'SF Express'),
      e('ZTO', '中通快递', 'ZTO Express', 'ZTO Express'),
      e('YTO', '圆通速递', 'YTO Express', 'YTO Express'),
      e('STO', '申通快递', 'STO Express', 'STO Express'),
      e('YUNDA', '韵达速递', 'Yunda Express', 'Yunda Express'),
      e('JD', '京东物流', 'JD Logistics', 'JD Logistics'),
      e('EMS', '中国邮政 EMS', 'China Post EMS', 'EMS Bưu chính Trung Quốc'),
      e('DEPPON', '德邦快递', 'Deppon Express', 'Deppon Express'),
    ],
  },
  {
    // The values are the shipments' own states (shared-contracts/api/shipments.ts SHIPMENT_STATES).
    name: 'shipment_status', description: '发货单状态 / shipment status',
    entries: [
      e('pending', '待发货', 'Pending shipment', 'Chờ giao hàng'),
      e('shipping', '运输中', 'Shipping', 'Đang vận chuyển'),
      e('delivered', '已送达', 'Delivered', 'Đã giao hàng'),
      e('cancelled', '已取消', 'Cancelled', 'Đã hủy'),
    ],
  },
  {
    name: 'bank_card_type', description: '银行卡类型 / bank card type',
    entries: [e('DEBIT', '借记卡', 'Debit card', 'Thẻ ghi nợ'), e('CREDIT', '信用卡', 'Credit card', 'Thẻ tín dụng')],
  },
  {
    // Defaults an admin can change (docs/menus-and-dictionaries.md); the label holds the value.
    name: 'order_settings',
    description: '订单参数（默认值，可修改）：deposit_rate %, service_fee_rate %, package_fee CNY/包裹, vn_tax_rate %, '
      + 'unpaid_cancel_hours 小时, stock_return_days 天, auto_complete_days 天（送达后自动完成）, stocking_days 天, accept_reply_days 天, '
      + 'deposit_reminder_hours 小时（定金截止前提醒）, balance_reminder_days 天（尾款截止前提醒，逗号分隔）',
    entries: [
      setting('deposit_rate', '30'),
      setting('service_fee_rate', '3'),
      setting('package_fee', '10.00'),
      setting('vn_tax_rate', '10'),
      setting('unpaid_cancel_hours', '24'),
      setting('stock_return_days', '7'),
      setting('auto_complete_days', '7'),
      setting('stocking_days', '5-7'),
      setting('accept_reply_days', '1'),
      // Deadline reminders (docs/notifications.md): hours before the unpaid countdown closes, days before stock returns.
      setting('deposit_reminder_hours', '4'),
      setting('balance_reminder_days', '2,1'),
    ],
  },
  {
    name: 'exchange_rate', description: '汇率（默认值，可修改）：CNY_VND = 1 人民币兑越南盾',
    entries: [setting('CNY_VND', '3600')],
  },
  {
    // The receiving account shown to buyers paying by bank transfer (docs/orders.md); the label holds the value.
    name: 'payee_account', description: '收款账户（银行转账）：bank_name 开户行, branch_name 支行, account_name 户名, account_no 账号',
    entries: [
      e('bank_name', '越南外贸股份商业银行（Vietcombank）', 'Vietcombank (Joint Stock Commercial Bank for Foreign Trade of Vietnam)', 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)'),
      e('branch_name', '河内分行', 'Hanoi branch', 'Chi nhánh Hà Nội'),
      e('account_name', '跨境采购服务有限公司', 'Cross-Border Procurement Services Co., Ltd.', 'Công ty TNHH Dịch vụ Mua hàng Xuyên biên giới'),
      setting('account_no', '0011004567890'),
    ],
  },
];

/**
 * Dictionary values the seed once wrote and later renamed (dictionary → old value → new value): the order
 * states took the state machine's names in issue 8. A database seeded before keeps its rows (and an admin's
 * label edits) under the new value.
 */
export const renamedDictValues: Record<string, Record<string, string>> = {
  order_status: {
    DEPOSIT_UNPAID: 'depositPending', DEPOSIT_PENDING_REVIEW: 'depositReview', DEPOSIT_REVIEW_FAILED: 'depositRejected',
    AWAITING_STOCKING: 'awaitingStocking', BALANCE_UNPAID: 'finalPaymentPending', BALANCE_PENDING_REVIEW: 'finalPaymentReview',
    BALANCE_REVIEW_FAILED: 'finalPaymentRejected', PENDING_SHIPMENT: 'pendingShipment', SHIPPING: 'shipping', DELIVERED: 'delivered',
    COMPLETED: 'completed', CLOSED: 'closed', REFUNDING: 'refunding', REFUND_SUCCESS: 'refundSuccess', REFUND_FAILED: 'refundFailure',
  },
  platform_accept_status: { WAITING: 'waiting', ACCEPTED: 'accepted', REFUSED: 'refused' },
  // Shipments took their states' names (issue 9); shipped and in transit were one state, shipping.
  shipment_status: { PENDING: 'pending', SHIPPED: 'shipping', DELIVERED: 'delivered', CANCELLED: 'cancelled' },
};

/**
 * Entries whose seeded text changed after databases were seeded with the old one (dictionary → value → the old cn
 * label). A database still holding the old text takes the new one with its translations; an admin's own text stays.
 */
export const relabeledDictEntries: Record<string, Record<string, string>> = {
  // The branch got an entry of its own (issue 25); the bank's name held it before.
  payee_account: { bank_name: '越南外贸股份商业银行（Vietcombank）河内分行' },
};

type Texts = { en: string; cn: string; vi: string };

/** The mall's message dictionaries (SPEC §8): the texts of the common message keys the server answers with. */
export const mallMessages: Partial<Record<string, Texts>> = {
  [MessageKey.badRequest]: { en: 'Bad request', cn: '请求有误', vi: 'Yêu cầu không hợp lệ' },
  [MessageKey.validation]: { en: 'Some fields are not valid, please check them', cn: '提交的内容有误，请检查后重试', vi: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại' },
  [MessageKey.malformedJson]: { en: 'The request could not be read', cn: '请求格式错误', vi: 'Không đọc được yêu cầu' },
  [MessageKey.payloadTooLarge]: { en: 'What was sent is too large', cn: '提交的内容过大', vi: 'Dữ liệu gửi lên quá lớn' },
  [MessageKey.unauthorized]: { en: 'Please Login First', cn: '请先登录', vi: 'Vui lòng đăng nhập trước' },
  [MessageKey.tokenExpired]: { en: 'Your login has expired, please log in again', cn: '登录状态已过期，请重新登录', vi: 'Trạng thái đăng nhập đã hết hạn, vui lòng đăng nhập lại' },
  [MessageKey.forbidden]: { en: 'You do not have permission to do this', cn: '没有权限执行此操作', vi: 'Bạn không có quyền thực hiện thao tác này' },
  [MessageKey.notFound]: { en: 'Not found', cn: '未找到相关内容', vi: 'Không tìm thấy' },
  [MessageKey.conflict]: { en: 'This was changed in the meantime, please refresh and try again', cn: '数据已被修改，请刷新后重试', vi: 'Dữ liệu đã thay đổi, vui lòng tải lại và thử lại' },
  [MessageKey.tooManyRequests]: { en: 'Too many requests, please try again later', cn: '请求过于频繁，请稍后再试', vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau' },
  [MessageKey.internal]: { en: 'Something went wrong on our side, please try again later', cn: '服务器繁忙，请稍后再试', vi: 'Máy chủ gặp sự cố, vui lòng thử lại sau' },
  [MessageKey.required]: { en: 'This field is required', cn: '此项为必填项', vi: 'Trường này là bắt buộc' },
  [MessageKey.tooLong]: { en: 'This is too long', cn: '内容过长', vi: 'Nội dung quá dài' },
  [MessageKey.invalidNumber]: { en: 'Please enter a valid number', cn: '请输入有效的数字', vi: 'Vui lòng nhập số hợp lệ' },
  [MessageKey.invalidCharacters]: { en: 'This entry contains characters that cannot be used', cn: '输入内容包含无法使用的字符', vi: 'Nội dung có ký tự không dùng được' },
  [MessageKey.captchaRequired]: { en: 'Please enter the verification code', cn: '请输入验证码', vi: 'Vui lòng nhập mã xác minh' },
  [MessageKey.captchaFormat]: { en: 'The verification code has 4 digits', cn: '验证码为4位数字', vi: 'Mã xác minh gồm 4 chữ số' },
  [MessageKey.captchaInvalid]: { en: 'The verification code is wrong or has expired', cn: '验证码错误或已过期', vi: 'Mã xác minh không đúng hoặc đã hết hạn' },
  [MessageKey.badCredentials]: { en: 'Wrong username or password', cn: '用户名或密码错误', vi: 'Sai tên đăng nhập hoặc mật khẩu' },
  [MessageKey.accountLocked]: { en: 'Too many failed attempts; the account is locked for a while', cn: '登录失败次数过多，账号已暂时锁定', vi: 'Đăng nhập sai quá nhiều lần, tài khoản tạm thời bị khóa' },
  [MessageKey.accountDisabled]: { en: 'This account is disabled', cn: '账号已被禁用', vi: 'Tài khoản đã bị vô hiệu hóa' },
  [MessageKey.loginRateLimited]: { en: 'Too many login attempts, please try again later', cn: '登录尝试过于频繁，请稍后再试', vi: 'Đăng nhập quá nhiều lần, vui lòng thử lại sau' },
  [MessageKey.usernameRequired]: { en: 'Please enter the username', cn: '请输入用户名', vi: 'Vui lòng nhập tên đăng nhập' },
  [MessageKey.passwordRequired]: { en: 'Please enter the password', cn: '请输入密码', vi: 'Vui lòng nhập mật khẩu' },
  [MessageKey.usernameFormat]: { en: 'The username starts with a letter and has 3-32 letters, digits, _ . or -', cn: '用户名以字母开头，由3-32位字母、数字或 _ . - 组成', vi: 'Tên đăng nhập bắt đầu bằng chữ cái, gồm 3-32 ký tự chữ, số hoặc _ . -' },
  [MessageKey.usernameTaken]: { en: 'This username is already taken', cn: '该用户名已被注册', vi: 'Tên đăng nhập đã được sử dụng' },
  [MessageKey.nickNameRequired]: { en: 'Please enter a nickname', cn: '请输入昵称', vi: 'Vui lòng nhập biệt danh' },
  [MessageKey.emailInvalid]: { en: 'Please Enter The Correct Email Address', cn: '请输入正确的邮箱地址', vi: 'Vui lòng nhập đúng địa chỉ email' },
  [MessageKey.emailTaken]: { en: 'This email address is already registered', cn: '该邮箱已被注册', vi: 'Địa chỉ email này đã được đăng ký' },
  [MessageKey.emailCodeRequired]: { en: 'Please enter the email verification code', cn: '请输入邮箱验证码', vi: 'Vui lòng nhập mã xác minh email' },
  [MessageKey.emailCodeInvalid]: { en: 'The email verification code is wrong or has expired', cn: '邮箱验证码错误或已过期', vi: 'Mã xác minh email không đúng hoặc đã hết hạn' },
  [MessageKey.emailCodeTooSoon]: { en: 'A code was just sent, please wait a moment before asking again', cn: '验证码刚刚已发送，请稍后再试', vi: 'Mã vừa được gửi, vui lòng đợi một lát trước khi yêu cầu lại' },
  [MessageKey.passwordFormat]: { en: 'The password has 6-12 letters or digits', cn: '密码为6-12位字母或数字', vi: 'Mật khẩu gồm 6-12 chữ cái hoặc chữ số' },
  [MessageKey.passwordMismatch]: { en: 'The Password Entered Twice Is Inconsistent', cn: '两次输入的密码不一致', vi: 'Mật khẩu nhập hai lần không khớp' },
  [MessageKey.agreementRequired]: { en: 'Please Read And Agree To The User Registration Agreement First', cn: '请先阅读并同意用户注册协议', vi: 'Vui lòng đọc và đồng ý với Thỏa thuận đăng ký người dùng trước' },
  [MessageKey.phoneFormat]: { en: 'Please enter a correct phone number', cn: '请输入正确的手机号码', vi: 'Vui lòng nhập đúng số điện thoại' },
  [MessageKey.areaCodeInvalid]: { en: 'Please choose an area code', cn: '请选择区号', vi: 'Vui lòng chọn mã vùng' },
};
