/**
 * The content documents of SPEC §2 in cn, en and vi (markdown-light: `#`/`##` headings, paragraphs, `-` and
 * `1.` lists). Staff edit them in remote-admin afterwards; the seed only adds a label that is missing.
 */
export type SeedContentDoc = {
  label: string;
  sort: number;
  title: { cn: string; en: string; vi: string };
  body: { cn: string; en: string; vi: string };
};

const pluginInstallation: SeedContentDoc = {
  label: 'plugin-installation', sort: 10,
  title: { cn: '采集插件安装教程', en: 'Installing the collection plugin', vi: 'Hướng dẫn cài đặt tiện ích thu thập' },
  body: {
    cn: `# 采集插件安装教程

采集插件可以在淘宝、天猫、1688 和拼多多的商品页面上一键把商品采集到您的代采购商城，省去手动复制标题、规格和价格。插件支持 Chrome、Edge 以及其他 Chromium 内核的浏览器。

## 安装步骤

1. 下载插件压缩包，并解压到一个不会被删除的文件夹（例如"文档/采集插件"）。
2. 在浏览器地址栏输入 chrome://extensions（Edge 浏览器为 edge://extensions）打开扩展程序页面。
3. 打开页面右上角（Edge 为左下角）的"开发者模式"开关。
4. 点击"加载已解压的扩展程序"，选择刚才解压的文件夹。
5. 点击工具栏上的拼图图标，找到采集插件并点击图钉，把它固定到工具栏。
6. 点击插件图标，用您在本平台的账号登录。

## 采集商品

1. 打开淘宝、天猫、1688 或拼多多的商品详情页。
2. 等页面完全加载后点击插件图标，再点击"采集"。
3. 插件会读取标题、图片、规格和价格，并提交到您的账号；采集成功后商品会出现在代采购商城中。

## 常见问题

- 插件图标是灰色的：请确认当前页面是商品详情页，而不是店铺首页或搜索结果页。
- 提示"请先登录"：登录状态已过期，点击插件图标重新登录即可。
- 浏览器重启后插件消失：请不要删除或移动解压后的文件夹。`,
    en: `# Installing the collection plugin

The collection plugin copies a product from a Taobao, Tmall, 1688 or Pinduoduo product page into your purchasing-agent mall in one click, so you no longer copy titles, specifications and prices by hand. It works in Chrome, Edge and other Chromium-based browsers.

## Installation

1. Download the plugin archive and unzip it into a folder you will keep (for example "Documents/collection-plugin").
2. Type chrome://extensions in the address bar (edge://extensions in Edge) to open the extensions page.
3. Turn on "Developer mode" at the top right of the page (bottom left in Edge).
4. Click "Load unpacked" and choose the folder you unzipped.
5. Click the puzzle icon in the toolbar, find the collection plugin and click the pin so it stays in the toolbar.
6. Click the plugin icon and sign in with your account on this platform.

## Collecting a product

1. Open a product page on Taobao, Tmall, 1688 or Pinduoduo.
2. When the page has finished loading, click the plugin icon, then "Collect".
3. The plugin reads the title, pictures, specifications and prices and sends them to your account; the product then appears in the purchasing-agent mall.

## Common questions

- The plugin icon is grey: make sure the page is a product page, not a shop home page or a search result.
- It says "Please Login First": your session expired; click the plugin icon and sign in again.
- The plugin disappeared after a browser restart: do not delete or move the unzipped folder.`,
    vi: `# Hướng dẫn cài đặt tiện ích thu thập

Tiện ích thu thập giúp bạn đưa sản phẩm từ trang chi tiết của Taobao, Tmall, 1688 hoặc Pinduoduo vào gian hàng đặt hộ chỉ với một lần bấm, không cần chép tay tiêu đề, quy cách và giá. Tiện ích chạy trên Chrome, Edge và các trình duyệt nhân Chromium khác.

## Các bước cài đặt

1. Tải gói tiện ích về và giải nén vào một thư mục bạn sẽ giữ lại (ví dụ "Tài liệu/tien-ich-thu-thap").
2. Gõ chrome://extensions vào thanh địa chỉ (trên Edge là edge://extensions) để mở trang tiện ích.
3. Bật "Chế độ dành cho nhà phát triển" ở góc trên bên phải trang (góc dưới bên trái trên Edge).
4. Bấm "Tải tiện ích đã giải nén" và chọn thư mục vừa giải nén.
5. Bấm biểu tượng mảnh ghép trên thanh công cụ, tìm tiện ích thu thập và bấm ghim để cố định nó.
6. Bấm biểu tượng tiện ích và đăng nhập bằng tài khoản của bạn trên nền tảng này.

## Thu thập sản phẩm

1. Mở trang chi tiết sản phẩm trên Taobao, Tmall, 1688 hoặc Pinduoduo.
2. Khi trang đã tải xong, bấm biểu tượng tiện ích rồi bấm "Thu thập".
3. Tiện ích đọc tiêu đề, hình ảnh, quy cách và giá rồi gửi vào tài khoản của bạn; sản phẩm sẽ xuất hiện trong gian hàng đặt hộ.

## Câu hỏi thường gặp

- Biểu tượng tiện ích bị mờ: hãy chắc chắn bạn đang ở trang chi tiết sản phẩm, không phải trang chủ cửa hàng hay trang kết quả tìm kiếm.
- Tiện ích báo "Vui lòng đăng nhập trước": phiên đăng nhập đã hết hạn, bấm biểu tượng tiện ích và đăng nhập lại.
- Tiện ích biến mất sau khi khởi động lại trình duyệt: đừng xóa hoặc di chuyển thư mục đã giải nén.`,
  },
};

const createGuide: SeedContentDoc = {
  label: 'create-guide', sort: 20,
  title: { cn: '如何创建采购订单', en: 'How to create a purchase order', vi: 'Cách tạo đơn đặt mua' },
  body: {
    cn: `# 如何创建采购订单

## 在商城下单

1. 在商城首页或搜索页找到商品，打开商品详情。
2. 选择规格（颜色、尺码等），输入数量。数量不能低于该规格的起订量。
3. 点击"立即购买"直接下单，或点击"加入购物车"稍后一起下单。
4. 在购物车中勾选同一店铺的商品，点击"下单"。目前一个订单只能包含同一个店铺的商品。

## 下单之后

1. 订单提交后等待平台受理，一般在 1 个工作日内答复。
2. 平台受理后，请支付订单金额 30% 的定金并上传付款凭证。
3. 定金审核通过后开始备货，备货周期一般为 5–7 天。
4. 备货完成后支付尾款，审核通过后安排发货。

## 代采购商品

如果您要的商品不在商城中，可以在代采购商城粘贴淘宝、天猫、1688 或拼多多的商品链接。已有的商品会直接显示；没有的商品会生成找货请求，由运营人员为您上架。`,
    en: `# How to create a purchase order

## Ordering in the mall

1. Find the product on the mall home page or with search and open its page.
2. Choose the specification (colour, size, ...) and enter the quantity. It may not be below that specification's minimum order quantity.
3. Click "Buy now" to order at once, or "Add to cart" to order it later with other goods.
4. In the cart, tick the goods of one store and click "Place order". For now one order holds goods of a single store.

## After placing the order

1. The order waits for the platform to accept it, usually within one working day.
2. Once it is accepted, pay the 30% deposit and upload the payment proof.
3. When the deposit is approved, stocking starts; it usually takes 5–7 days.
4. When stocking is complete, pay the balance; after it is approved the goods are shipped.

## Purchasing-agent goods

If the product you need is not in the mall, paste its Taobao, Tmall, 1688 or Pinduoduo link in the purchasing-agent mall. A product we already list is shown at once; otherwise a sourcing request is opened and an operator lists it for you.`,
    vi: `# Cách tạo đơn đặt mua

## Đặt hàng trong gian hàng

1. Tìm sản phẩm ở trang chủ hoặc bằng ô tìm kiếm rồi mở trang chi tiết.
2. Chọn quy cách (màu sắc, kích cỡ, ...) và nhập số lượng. Số lượng không được thấp hơn số lượng đặt tối thiểu của quy cách đó.
3. Bấm "Mua ngay" để đặt hàng luôn, hoặc "Thêm vào giỏ hàng" để đặt sau cùng các sản phẩm khác.
4. Trong giỏ hàng, chọn các sản phẩm của cùng một cửa hàng rồi bấm "Đặt hàng". Hiện mỗi đơn hàng chỉ gồm sản phẩm của một cửa hàng.

## Sau khi đặt hàng

1. Đơn hàng chờ nền tảng tiếp nhận, thường trong vòng 1 ngày làm việc.
2. Khi đơn được tiếp nhận, hãy thanh toán 30% tiền cọc và tải lên chứng từ thanh toán.
3. Khi tiền cọc được duyệt, việc nhập hàng bắt đầu, thường mất 5–7 ngày.
4. Nhập hàng xong, bạn thanh toán phần còn lại; sau khi được duyệt, hàng sẽ được gửi đi.

## Hàng đặt hộ

Nếu sản phẩm bạn cần chưa có trong gian hàng, hãy dán liên kết Taobao, Tmall, 1688 hoặc Pinduoduo vào gian hàng đặt hộ. Sản phẩm đã có sẽ hiện ngay; nếu chưa có, hệ thống tạo yêu cầu tìm hàng và nhân viên vận hành sẽ đăng sản phẩm cho bạn.`,
  },
};

const productCategories: SeedContentDoc = {
  label: 'product-categories', sort: 30,
  title: { cn: '商品类目', en: 'Product categories', vi: 'Danh mục sản phẩm' },
  body: {
    cn: `# 商品类目

平台的商品来自广东、浙江、福建等地的工厂和批发市场，以及淘宝、天猫、1688、拼多多上的店铺。

## 主要类目

- 服装鞋帽：女装、男装、童装、运动鞋、箱包配饰
- 家居日用：厨房用品、收纳整理、床上用品、清洁用品
- 数码电子：手机配件、小家电、电脑周边、智能穿戴
- 美妆个护：护肤、彩妆、洗护、个护工具
- 母婴玩具：婴童用品、益智玩具、户外玩具
- 五金工具：电动工具、手动工具、配件耗材
- 包装印刷：纸箱、快递袋、标签、定制印刷

## 不能采购的商品

- 仿冒品牌商品
- 药品、医疗器械和需要许可证的食品
- 易燃易爆、液体和带电池的敏感货（需提前咨询）`,
    en: `# Product categories

Our goods come from factories and wholesale markets in Guangdong, Zhejiang and Fujian, and from stores on Taobao, Tmall, 1688 and Pinduoduo.

## Main categories

- Clothing and shoes: women's, men's and children's wear, sports shoes, bags and accessories
- Home and daily use: kitchenware, storage, bedding, cleaning supplies
- Electronics: phone accessories, small appliances, computer peripherals, wearables
- Beauty and personal care: skincare, make-up, hair and body care, tools
- Mother, baby and toys: baby goods, educational toys, outdoor toys
- Hardware and tools: power tools, hand tools, parts and consumables
- Packaging and printing: cartons, courier bags, labels, custom printing

## Goods we cannot buy

- Counterfeit branded goods
- Medicines, medical devices and food that needs a licence
- Flammable or explosive goods; liquids and goods with batteries need to be checked with us first`,
    vi: `# Danh mục sản phẩm

Hàng hóa của chúng tôi đến từ các nhà máy và chợ đầu mối ở Quảng Đông, Chiết Giang, Phúc Kiến và từ các cửa hàng trên Taobao, Tmall, 1688, Pinduoduo.

## Danh mục chính

- Quần áo giày dép: thời trang nữ, nam, trẻ em, giày thể thao, túi xách phụ kiện
- Đồ gia dụng: đồ nhà bếp, đồ lưu trữ, chăn ga gối, đồ vệ sinh
- Điện tử: phụ kiện điện thoại, đồ điện gia dụng nhỏ, phụ kiện máy tính, thiết bị đeo thông minh
- Mỹ phẩm và chăm sóc cá nhân: dưỡng da, trang điểm, chăm sóc tóc và cơ thể, dụng cụ
- Mẹ bé và đồ chơi: đồ dùng cho bé, đồ chơi giáo dục, đồ chơi ngoài trời
- Kim khí dụng cụ: dụng cụ điện, dụng cụ cầm tay, phụ tùng và vật tư
- Bao bì in ấn: thùng carton, túi gói hàng, nhãn mác, in ấn theo yêu cầu

## Hàng không nhận mua

- Hàng giả thương hiệu
- Thuốc, thiết bị y tế và thực phẩm cần giấy phép
- Hàng dễ cháy nổ; chất lỏng và hàng có pin cần hỏi trước`,
  },
};

const logisticsServices: SeedContentDoc = {
  label: 'logistics-services', sort: 40,
  title: { cn: '物流服务', en: 'Logistics services', vi: 'Dịch vụ vận chuyển' },
  body: {
    cn: `# 物流服务

## 边境仓

我们在广西凭祥设有边境仓。供应商把货物发到边境仓，我们验收、清点并拍照，再合并打包发往越南。

## 时效

1. 备货：定金审核通过后 5–7 天完成备货。
2. 国内运输：供应商发货到边境仓一般 2–4 天。
3. 跨境与越南配送：从边境仓到河内 2–3 天，到胡志明市 4–6 天。

## 越南境内配送

货物到达谅山仓后，可以送货上门、发往您指定的物流公司，或在仓库自提。

## 包裹处理费

- 每个包裹收取包裹处理费，用于验货、拍照、加固和贴标。
- 需要拆包合并、木架加固或更换外箱时另行报价。
- 费用在支付尾款时一并结算。`,
    en: `# Logistics services

## Border warehouse

We run a border warehouse in Pingxiang, Guangxi. Suppliers ship to it; we receive, count and photograph the goods, then consolidate and pack them for Vietnam.

## Lead times

1. Stocking: 5–7 days after the deposit is approved.
2. Transport in China: usually 2–4 days from the supplier to the border warehouse.
3. Cross-border and delivery in Vietnam: 2–3 days to Hanoi, 4–6 days to Ho Chi Minh City.

## Delivery in Vietnam

Once the goods reach our Lang Son warehouse we deliver to your door, hand them to the carrier you name, or you collect them at the warehouse.

## Package handling fee

- Every package carries a handling fee for inspection, photos, reinforcement and labels.
- Unpacking and merging, wooden crates or new cartons are quoted separately.
- Fees are settled together with the balance payment.`,
    vi: `# Dịch vụ vận chuyển

## Kho biên giới

Chúng tôi có kho biên giới tại Bằng Tường, Quảng Tây. Nhà cung cấp gửi hàng đến kho; chúng tôi nhận, kiểm đếm, chụp ảnh rồi gom và đóng gói hàng để chuyển về Việt Nam.

## Thời gian

1. Nhập hàng: 5–7 ngày sau khi tiền cọc được duyệt.
2. Vận chuyển nội địa Trung Quốc: thường 2–4 ngày từ nhà cung cấp đến kho biên giới.
3. Qua biên giới và giao hàng tại Việt Nam: 2–3 ngày đến Hà Nội, 4–6 ngày đến TP. Hồ Chí Minh.

## Giao hàng tại Việt Nam

Khi hàng về kho Lạng Sơn, chúng tôi giao tận nơi, giao cho đơn vị vận chuyển bạn chỉ định, hoặc bạn đến nhận tại kho.

## Phí xử lý kiện hàng

- Mỗi kiện hàng tính phí xử lý cho việc kiểm hàng, chụp ảnh, gia cố và dán nhãn.
- Tách gộp kiện, đóng khung gỗ hoặc thay thùng sẽ được báo giá riêng.
- Các khoản phí được thanh toán cùng phần tiền còn lại.`,
  },
};

const merchantServices: SeedContentDoc = {
  label: 'merchant-services', sort: 50,
  title: { cn: '商家服务', en: 'Merchant services', vi: 'Dịch vụ cho nhà bán hàng' },
  body: {
    cn: `# 商家服务

欢迎中国的工厂、批发商和品牌商入驻，把商品卖给越南的采购商。

## 我们提供

- 三语商品页：中文、英文和越南语的标题与详情，由我们协助翻译。
- 订单受理：平台先审核订单并收取 30% 定金，再通知您备货。
- 边境仓收货：您只需把货发到凭祥边境仓，跨境运输和越南配送由我们完成。
- 结算：买家付清尾款并确认后，货款按约定周期结算到您的账户。

## 入驻流程

1. 注册"供应商"账号并完善企业信息。
2. 提交营业执照和店铺链接，等待审核。
3. 审核通过后上传商品，或使用采集插件从您的淘宝、1688 店铺导入。`,
    en: `# Merchant services

Factories, wholesalers and brands in China are welcome to sell to buyers in Vietnam through us.

## What we offer

- Product pages in three languages: Chinese, English and Vietnamese titles and descriptions; we help with the translation.
- Order acceptance: the platform checks each order and collects a 30% deposit before asking you to stock it.
- Receiving at the border: ship to our Pingxiang border warehouse; we handle the cross-border transport and delivery in Vietnam.
- Settlement: once the buyer has paid the balance and confirmed receipt, you are paid on the agreed schedule.

## How to join

1. Register a "Supplier" account and complete your company details.
2. Send your business licence and store links, and wait for the review.
3. Once approved, upload your goods or import them from your Taobao or 1688 store with the collection plugin.`,
    vi: `# Dịch vụ cho nhà bán hàng

Chúng tôi chào đón các nhà máy, nhà bán buôn và thương hiệu Trung Quốc bán hàng cho người mua tại Việt Nam.

## Chúng tôi cung cấp

- Trang sản phẩm ba ngôn ngữ: tiêu đề và mô tả bằng tiếng Trung, tiếng Anh và tiếng Việt; chúng tôi hỗ trợ dịch.
- Tiếp nhận đơn hàng: nền tảng kiểm tra đơn và thu 30% tiền cọc trước khi báo bạn chuẩn bị hàng.
- Nhận hàng tại biên giới: bạn chỉ cần gửi hàng đến kho biên giới Bằng Tường; vận chuyển qua biên giới và giao hàng tại Việt Nam do chúng tôi đảm nhận.
- Thanh toán: khi người mua đã trả đủ và xác nhận nhận hàng, tiền hàng được chuyển cho bạn theo kỳ đã thỏa thuận.

## Quy trình tham gia

1. Đăng ký tài khoản "Nhà cung cấp" và điền đầy đủ thông tin doanh nghiệp.
2. Gửi giấy phép kinh doanh và liên kết cửa hàng, chờ xét duyệt.
3. Sau khi được duyệt, đăng sản phẩm hoặc nhập từ cửa hàng Taobao, 1688 của bạn bằng tiện ích thu thập.`,
  },
};

const portInformation: SeedContentDoc = {
  label: 'port-information', sort: 60,
  title: { cn: '口岸信息', en: 'Border crossings', vi: 'Thông tin cửa khẩu' },
  body: {
    cn: `# 口岸信息

中越之间的货物主要经以下陆路口岸通关。我们会根据货物种类和目的地选择口岸。

## 凭祥 – 谅山

- 中国一侧：广西凭祥（友谊关、浦寨）；越南一侧：谅山省（友谊、新清）。
- 距河内约 170 公里，是服装、日用品和电子产品最常用的通道。
- 我们的边境仓和谅山仓都在这条线路上。

## 东兴 – 芒街

- 中国一侧：广西东兴；越南一侧：广宁省芒街。
- 适合发往越南北部沿海（下龙、海防）的货物。

## 河口 – 老街

- 中国一侧：云南河口；越南一侧：老街省。
- 适合来自云南、四川的货物以及发往越南西北部的货物。

## 注意事项

- 越南的节假日（尤其是春节）和中国的节假日期间口岸通关较慢，请提前下单。
- 部分商品需要原产地证明或检验检疫，我们会在受理订单时告知。`,
    en: `# Border crossings

Goods between China and Vietnam mostly clear customs at the following land crossings. We choose the crossing by the kind of goods and the destination.

## Pingxiang – Lang Son

- Chinese side: Pingxiang, Guangxi (Youyiguan, Puzhai); Vietnamese side: Lang Son province (Huu Nghi, Tan Thanh).
- About 170 km from Hanoi; the usual route for clothing, household goods and electronics.
- Our border warehouse and our Lang Son warehouse are on this route.

## Dongxing – Mong Cai

- Chinese side: Dongxing, Guangxi; Vietnamese side: Mong Cai, Quang Ninh province.
- Suits goods bound for the northern coast of Vietnam (Ha Long, Hai Phong).

## Hekou – Lao Cai

- Chinese side: Hekou, Yunnan; Vietnamese side: Lao Cai province.
- Suits goods from Yunnan and Sichuan and goods bound for north-western Vietnam.

## Good to know

- Crossings are slower around Vietnamese and Chinese holidays, above all Lunar New Year: order early.
- Some goods need a certificate of origin or inspection; we tell you when we accept the order.`,
    vi: `# Thông tin cửa khẩu

Hàng hóa giữa Trung Quốc và Việt Nam chủ yếu thông quan qua các cửa khẩu đường bộ dưới đây. Chúng tôi chọn cửa khẩu theo loại hàng và nơi nhận.

## Bằng Tường – Lạng Sơn

- Phía Trung Quốc: Bằng Tường, Quảng Tây (Hữu Nghị Quan, Phố Trại); phía Việt Nam: tỉnh Lạng Sơn (Hữu Nghị, Tân Thanh).
- Cách Hà Nội khoảng 170 km; là tuyến thường dùng cho quần áo, đồ gia dụng và hàng điện tử.
- Kho biên giới và kho Lạng Sơn của chúng tôi đều nằm trên tuyến này.

## Đông Hưng – Móng Cái

- Phía Trung Quốc: Đông Hưng, Quảng Tây; phía Việt Nam: Móng Cái, tỉnh Quảng Ninh.
- Phù hợp với hàng gửi đến vùng ven biển phía Bắc (Hạ Long, Hải Phòng).

## Hà Khẩu – Lào Cai

- Phía Trung Quốc: Hà Khẩu, Vân Nam; phía Việt Nam: tỉnh Lào Cai.
- Phù hợp với hàng từ Vân Nam, Tứ Xuyên và hàng gửi đến vùng Tây Bắc Việt Nam.

## Lưu ý

- Cửa khẩu thông quan chậm hơn vào dịp lễ của Việt Nam và Trung Quốc, nhất là Tết Nguyên đán: hãy đặt hàng sớm.
- Một số mặt hàng cần giấy chứng nhận xuất xứ hoặc kiểm dịch; chúng tôi sẽ báo khi tiếp nhận đơn hàng.`,
  },
};

export const seedContentDocList: SeedContentDoc[] = [
  pluginInstallation, createGuide, productCategories, logisticsServices, merchantServices, portInformation,
];
