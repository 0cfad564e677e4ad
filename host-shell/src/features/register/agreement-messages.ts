import type { Locale } from 'shared-contracts/i18n/locale';

/** The two documents a new user agrees to (SPEC §5), paragraph by paragraph. */
const en = {
  'agreement.registration.title': 'User Registration Agreement',
  'agreement.registration.1': 'This agreement is between you and the operator of the Cross-border Procurement Service Platform. By registering you confirm that the information you give is true and belongs to you or to the business you represent.',
  'agreement.registration.2': 'You keep your username, password and e-mail verification codes secret. Everything done with your account is treated as done by you; tell us at once if you suspect misuse.',
  'agreement.registration.3': 'The platform only matches buyers with third-party merchants and takes no responsibility for product quality. Quality, specifications and after-sales service of goods are the responsibility of the merchant who sells them.',
  'agreement.registration.4': 'We use your name, contact details and order data to run your account, process orders, payments and deliveries and to meet legal duties. We do not sell your personal data.',
  'agreement.registration.5': 'We may suspend an account that breaks the law or these rules. You may close your account at any time once your orders and payments are settled.',
  'agreement.terms.title': 'Service Terms',
  'agreement.terms.1': 'Orders placed through the platform are bulk purchases from third-party merchants. Staff confirm and accept each order, normally within one working day.',
  'agreement.terms.2': 'A deposit of 30% of the goods total is due after acceptance. Goods are stocked at the border warehouse in about 5–7 days; you then pay the balance for the quantity you want shipped.',
  'agreement.terms.3': 'Stock left at the warehouse more than seven days after stocking completes is returned automatically. Stock held for after-sales cannot be shipped.',
  'agreement.terms.4': 'Service fees, handling fees per package and Vietnamese taxes are shown before you pay. Payments by bank transfer are reviewed by our operators before an order moves on.',
  'agreement.terms.5': 'The platform only matches buyers with third-party merchants and takes no responsibility for product quality; disputes about goods are settled with the merchant, with our help where we can give it.',
  'agreement.close': 'Close',
  'agreement.accept': 'I agree',
};

type AgreementMessages = Record<keyof typeof en, string>;

const cn: AgreementMessages = {
  'agreement.registration.title': '用户注册协议',
  'agreement.registration.1': '本协议由您与跨境采购服务平台运营方订立。注册即表示您确认所填信息真实，且属于您本人或您所代表的企业。',
  'agreement.registration.2': '请妥善保管您的用户名、密码及邮箱验证码。通过您的账号进行的一切操作均视为您本人所为；如发现账号被盗用，请立即告知我们。',
  'agreement.registration.3': '本平台仅为买家与第三方商家提供撮合服务，不对商品质量承担责任。商品的质量、规格及售后服务由销售该商品的商家负责。',
  'agreement.registration.4': '我们使用您的姓名、联系方式及订单数据来维护账号、处理订单、付款与配送，并履行法定义务。我们不会出售您的个人信息。',
  'agreement.registration.5': '对违反法律或本协议的账号，我们可暂停其使用。在订单与款项结清后，您可随时注销账号。',
  'agreement.terms.title': '服务条款',
  'agreement.terms.1': '通过本平台提交的订单均为向第三方商家的批量采购。工作人员将确认并受理每笔订单，通常在一个工作日内完成。',
  'agreement.terms.2': '订单受理后需支付货款总额 30% 的定金。商品约 5–7 天在边境仓完成备货，之后您按需发货的数量支付尾款。',
  'agreement.terms.3': '备货完成后超过七天仍留在仓库的库存将自动退回。售后冻结中的库存不可发货。',
  'agreement.terms.4': '服务费、每包裹操作费及越南税费会在付款前列明。银行转账付款需经运营人员审核后订单方可继续。',
  'agreement.terms.5': '本平台仅为买家与第三方商家提供撮合服务，不对商品质量承担责任；商品纠纷由您与商家协商解决，我们将尽力协助。',
  'agreement.close': '关闭',
  'agreement.accept': '我同意',
};

const vi: AgreementMessages = {
  'agreement.registration.title': 'Thỏa thuận đăng ký người dùng',
  'agreement.registration.1': 'Thỏa thuận này được lập giữa bạn và đơn vị vận hành Nền tảng dịch vụ thu mua xuyên biên giới. Khi đăng ký, bạn xác nhận thông tin cung cấp là chính xác và thuộc về bạn hoặc doanh nghiệp bạn đại diện.',
  'agreement.registration.2': 'Bạn có trách nhiệm giữ bí mật tên đăng nhập, mật khẩu và mã xác minh email. Mọi thao tác bằng tài khoản của bạn được xem là do bạn thực hiện; hãy báo ngay cho chúng tôi nếu nghi ngờ bị lạm dụng.',
  'agreement.registration.3': 'Nền tảng chỉ kết nối người mua với người bán bên thứ ba và không chịu trách nhiệm về chất lượng sản phẩm. Chất lượng, quy cách và dịch vụ hậu mãi thuộc trách nhiệm của người bán.',
  'agreement.registration.4': 'Chúng tôi sử dụng tên, thông tin liên hệ và dữ liệu đơn hàng để vận hành tài khoản, xử lý đơn hàng, thanh toán, giao hàng và thực hiện nghĩa vụ pháp lý. Chúng tôi không bán dữ liệu cá nhân của bạn.',
  'agreement.registration.5': 'Chúng tôi có thể tạm khóa tài khoản vi phạm pháp luật hoặc thỏa thuận này. Bạn có thể đóng tài khoản bất cứ lúc nào sau khi đã tất toán đơn hàng và thanh toán.',
  'agreement.terms.title': 'Điều khoản dịch vụ',
  'agreement.terms.1': 'Đơn hàng đặt qua nền tảng là giao dịch mua số lượng lớn từ người bán bên thứ ba. Nhân viên sẽ xác nhận và tiếp nhận từng đơn, thường trong vòng một ngày làm việc.',
  'agreement.terms.2': 'Sau khi đơn được tiếp nhận, bạn đặt cọc 30% tổng tiền hàng. Hàng được tập kết tại kho biên giới trong khoảng 5–7 ngày; sau đó bạn thanh toán phần còn lại cho số lượng muốn giao.',
  'agreement.terms.3': 'Hàng tồn kho quá bảy ngày sau khi tập kết xong sẽ tự động được hoàn trả. Hàng đang bị giữ cho hậu mãi không thể giao.',
  'agreement.terms.4': 'Phí dịch vụ, phí xử lý mỗi kiện và thuế Việt Nam được hiển thị trước khi thanh toán. Thanh toán chuyển khoản được nhân viên vận hành kiểm duyệt trước khi đơn hàng được xử lý tiếp.',
  'agreement.terms.5': 'Nền tảng chỉ kết nối người mua với người bán bên thứ ba và không chịu trách nhiệm về chất lượng sản phẩm; tranh chấp về hàng hóa được giải quyết với người bán, với sự hỗ trợ của chúng tôi khi có thể.',
  'agreement.close': 'Đóng',
  'agreement.accept': 'Tôi đồng ý',
};

export const agreementMessages: Record<Locale, AgreementMessages> = { en, cn, vi };

export type AgreementDocument = 'registration' | 'terms';
export const AGREEMENT_PARAGRAPHS = [1, 2, 3, 4, 5] as const;
