/**
 * The demo catalogue's vocabulary: a category tree of a cross-border B2B marketplace with, per leaf, the products
 * it sells, and per top level the materials, styles and SKU attributes its goods combine. Every text in cn, en
 * and vi. Goods names are made from these words (generate.ts), so keep them real trade words.
 */
import type { Kind } from './drawings/kinds';

export type T3 = { cn: string; en: string; vi: string };
/** A product a leaf sells, and the kind of drawing its pictures show (drawings/). */
export type Product = T3 & { kind: Kind };
/** How a top level's SKUs vary: colour × size, colour × another attribute, or one attribute alone. */
export type SkuKind = 'apparel' | 'shoes' | 'colour' | 'capacity' | 'spec' | 'pack';

/** `m`/`s`: the indices of the top level's materials and styles that suit this leaf (all when left out). */
export type Leaf = { slug: string; name: T3; products: Product[]; m?: number[]; s?: number[] };
export type Top = {
  slug: string;
  name: T3;
  icon: string;
  leaves: Leaf[];
  materials: T3[];
  styles: T3[];
  sku: SkuKind;
  /** Typical unit price range in fen. */
  price: [number, number];
  /** Selling points used in descriptions. */
  features: T3[];
};

const t = (cn: string, en: string, vi: string): T3 => ({ cn, en, vi });
const p = (cn: string, en: string, vi: string, kind: Kind): Product => ({ cn, en, vi, kind });

export const COLOURS: (T3 & { rgb: [number, number, number] })[] = [
  { ...t('黑色', 'Black', 'Đen'), rgb: [40, 40, 46] },
  { ...t('白色', 'White', 'Trắng'), rgb: [236, 236, 232] },
  { ...t('红色', 'Red', 'Đỏ'), rgb: [200, 48, 52] },
  { ...t('藏青色', 'Navy', 'Xanh than'), rgb: [36, 52, 96] },
  { ...t('灰色', 'Grey', 'Xám'), rgb: [140, 142, 146] },
  { ...t('粉色', 'Pink', 'Hồng'), rgb: [236, 150, 176] },
  { ...t('绿色', 'Green', 'Xanh lá'), rgb: [70, 150, 90] },
  { ...t('卡其色', 'Khaki', 'Kaki'), rgb: [190, 166, 120] },
  { ...t('天蓝色', 'Sky Blue', 'Xanh da trời'), rgb: [110, 170, 226] },
];

export const ATTR = {
  colour: t('颜色', 'Colour', 'Màu sắc'),
  size: t('尺码', 'Size', 'Kích cỡ'),
  capacity: t('容量', 'Capacity', 'Dung tích'),
  spec: t('规格', 'Specification', 'Quy cách'),
  pack: t('包装', 'Pack', 'Đóng gói'),
};

export const APPAREL_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
export const SHOE_SIZES = ['38', '39', '40', '41', '42', '43', '44'];
export const CAPACITIES = ['350ml', '500ml', '750ml', '1L'];
export const SPECS: T3[] = [t('标准款', 'Standard', 'Tiêu chuẩn'), t('升级款', 'Upgraded', 'Bản nâng cấp'), t('豪华款', 'Deluxe', 'Cao cấp')];
export const PACKS: T3[] = [t('100个装', 'Pack of 100', 'Gói 100 cái'), t('500个装', 'Pack of 500', 'Gói 500 cái'), t('1000个装', 'Pack of 1000', 'Gói 1000 cái')];

export const TAXONOMY: Top[] = [
  {
    slug: 'apparel', name: t('服装', 'Apparel', 'Thời trang'), icon: 'shirt', sku: 'apparel', price: [1500, 12000],
    leaves: [
      { slug: 'men', name: t('男装', "Men's Clothing", 'Thời trang nam'), products: [p('男士T恤', "Men's T-Shirt", 'Áo thun nam', 'tshirt'), p('男士衬衫', "Men's Shirt", 'Áo sơ mi nam', 'shirt'), p('男士休闲裤', "Men's Casual Trousers", 'Quần kaki nam', 'trousers'), p('男士夹克', "Men's Jacket", 'Áo khoác nam', 'jacket')], m: [0, 1, 3, 4] },
      { slug: 'women', name: t('女装', "Women's Clothing", 'Thời trang nữ'), products: [p('连衣裙', 'Dress', 'Đầm', 'dress'), p('女士衬衫', "Women's Blouse", 'Áo sơ mi nữ', 'shirt'), p('半身裙', 'Skirt', 'Chân váy', 'skirt'), p('女士卫衣', "Women's Hoodie", 'Áo hoodie nữ', 'hoodie')] },
      { slug: 'kids', name: t('童装', "Kids' Clothing", 'Quần áo trẻ em'), products: [p('儿童T恤', "Kids' T-Shirt", 'Áo thun trẻ em', 'tshirt'), p('儿童套装', "Kids' Outfit Set", 'Bộ quần áo trẻ em', 'outfit'), p('婴儿连体衣', 'Baby Romper', 'Bộ liền thân em bé', 'romper')], m: [0, 3, 4], s: [0, 1, 4] },
    ],
    materials: [t('纯棉', 'Cotton', 'cotton'), t('亚麻', 'Linen', 'vải lanh'), t('雪纺', 'Chiffon', 'voan'), t('牛仔', 'Denim', 'denim'), t('涤纶', 'Polyester', 'polyester')],
    styles: [t('韩版', 'Korean-Style', 'phong cách Hàn Quốc'), t('宽松', 'Loose-Fit', 'dáng rộng'), t('修身', 'Slim-Fit', 'ôm dáng'), t('复古', 'Vintage', 'cổ điển'), t('夏季', 'Summer', 'mùa hè')],
    features: [t('透气吸汗', 'breathable and sweat-absorbing', 'thoáng khí, thấm hút mồ hôi'), t('不起球不掉色', 'no pilling or fading', 'không xù lông, không phai màu'), t('支持来图定制', 'custom prints on request', 'nhận in theo mẫu')],
  },
  {
    slug: 'shoes', name: t('鞋靴', 'Shoes', 'Giày dép'), icon: 'shoe', sku: 'shoes', price: [3000, 20000],
    leaves: [
      { slug: 'sports-shoes', name: t('运动鞋', 'Sports Shoes', 'Giày thể thao'), products: [p('跑步鞋', 'Running Sneakers', 'Giày chạy bộ', 'sneaker'), p('板鞋', 'Skate Sneakers', 'Giày sneaker', 'sneaker'), p('篮球鞋', 'Basketball Shoes', 'Giày bóng rổ', 'hightop')], m: [1, 2, 4], s: [0, 1, 2, 3, 4] },
      { slug: 'leather-shoes', name: t('皮鞋', 'Leather Shoes', 'Giày da'), products: [p('商务皮鞋', 'Business Shoes', 'Giày da công sở', 'dressShoe'), p('乐福鞋', 'Loafers', 'Giày lười', 'dressShoe'), p('马丁靴', 'Martin Boots', 'Bốt Martin', 'boot')], m: [0, 4], s: [1, 2, 3] },
      { slug: 'sandals', name: t('凉拖鞋', 'Sandals & Slippers', 'Dép & sandal'), products: [p('凉鞋', 'Sandals', 'Dép sandal', 'sandal'), p('拖鞋', 'Slippers', 'Dép lê', 'slipper'), p('洞洞鞋', 'Clogs', 'Dép sục', 'clog')], m: [3, 4], s: [0, 1, 3] },
    ],
    materials: [t('真皮', 'Genuine Leather', 'da thật'), t('网面', 'Mesh', 'vải lưới'), t('帆布', 'Canvas', 'vải canvas'), t('EVA', 'EVA', 'EVA'), t('PU皮', 'PU Leather', 'da PU')],
    styles: [t('轻便', 'Lightweight', 'siêu nhẹ'), t('防滑', 'Non-Slip', 'chống trơn trượt'), t('百搭', 'Versatile', 'dễ phối đồ'), t('厚底', 'Platform', 'đế dày'), t('透气', 'Breathable', 'thoáng khí')],
    features: [t('鞋底耐磨', 'hard-wearing soles', 'đế bền, chống mài mòn'), t('脚感柔软', 'soft and comfortable fit', 'êm chân'), t('码数标准', 'true to size', 'đúng kích cỡ')],
  },
  {
    slug: 'bags', name: t('箱包', 'Bags & Luggage', 'Túi xách & vali'), icon: 'bag', sku: 'colour', price: [2500, 30000],
    leaves: [
      { slug: 'handbags', name: t('女包', 'Handbags', 'Túi xách nữ'), products: [p('单肩包', 'Shoulder Bag', 'Túi đeo vai', 'shoulderBag'), p('斜挎包', 'Crossbody Bag', 'Túi đeo chéo', 'shoulderBag'), p('手提包', 'Tote Bag', 'Túi tote', 'tote')], m: [1, 2, 3], s: [0, 2, 3] },
      { slug: 'backpacks', name: t('背包', 'Backpacks', 'Ba lô'), products: [p('双肩包', 'Backpack', 'Ba lô', 'backpack'), p('电脑包', 'Laptop Backpack', 'Ba lô laptop', 'backpack'), p('书包', 'School Bag', 'Cặp sách', 'backpack')], m: [0, 1, 3], s: [0, 1, 2, 4] },
      { slug: 'luggage', name: t('旅行箱', 'Luggage', 'Vali'), products: [p('拉杆箱', 'Trolley Suitcase', 'Vali kéo', 'suitcase'), p('旅行袋', 'Travel Duffel Bag', 'Túi du lịch', 'duffel'), p('收纳包', 'Packing Cubes', 'Túi đựng đồ du lịch', 'pouch')], m: [0, 1, 4], s: [0, 1, 2, 4] },
    ],
    materials: [t('牛津布', 'Oxford Cloth', 'vải Oxford'), t('尼龙', 'Nylon', 'nylon'), t('PU皮', 'PU Leather', 'da PU'), t('帆布', 'Canvas', 'vải canvas'), t('PC', 'Polycarbonate', 'nhựa PC')],
    styles: [t('大容量', 'Large-Capacity', 'dung tích lớn'), t('防水', 'Waterproof', 'chống nước'), t('简约', 'Minimalist', 'tối giản'), t('时尚', 'Fashion', 'thời trang'), t('商务', 'Business', 'công sở')],
    features: [t('五金拉链顺滑', 'smooth metal zips', 'khóa kéo kim loại trơn tru'), t('多隔层设计', 'multiple compartments', 'nhiều ngăn tiện lợi'), t('可印logo', 'logo printing available', 'nhận in logo')],
  },
  {
    slug: 'home', name: t('家居用品', 'Home Goods', 'Đồ gia dụng'), icon: 'home', sku: 'spec', price: [800, 15000],
    leaves: [
      { slug: 'storage', name: t('收纳整理', 'Storage', 'Đồ lưu trữ'), products: [p('收纳箱', 'Storage Box', 'Hộp đựng đồ', 'storageBox'), p('衣架', 'Clothes Hangers', 'Móc treo quần áo', 'hanger'), p('置物架', 'Storage Rack', 'Kệ để đồ', 'shelf')], m: [0, 1, 4], s: [0, 1, 2, 3] },
      { slug: 'bedding', name: t('床上用品', 'Bedding', 'Chăn ga gối'), products: [p('四件套', 'Bedding Set', 'Bộ chăn ga gối', 'bedding'), p('枕头', 'Pillow', 'Gối', 'pillow'), p('毛毯', 'Blanket', 'Chăn mỏng', 'blanket')], m: [3, 5], s: [0, 1, 2, 4] },
      { slug: 'decor', name: t('家居装饰', 'Home Decor', 'Đồ trang trí'), products: [p('抱枕', 'Cushion', 'Gối tựa', 'pillow'), p('花瓶', 'Vase', 'Bình hoa', 'vase'), p('挂钟', 'Wall Clock', 'Đồng hồ treo tường', 'clock')], m: [0, 1, 2, 4], s: [0, 1, 2, 4] },
    ],
    materials: [t('塑料', 'Plastic', 'nhựa'), t('竹制', 'Bamboo', 'tre'), t('陶瓷', 'Ceramic', 'gốm sứ'), t('法兰绒', 'Flannel', 'nỉ flannel'), t('实木', 'Solid Wood', 'gỗ tự nhiên'), t('纯棉', 'Cotton', 'cotton')],
    styles: [t('北欧', 'Nordic', 'phong cách Bắc Âu'), t('日式', 'Japanese-Style', 'phong cách Nhật'), t('简约', 'Minimalist', 'tối giản'), t('可折叠', 'Foldable', 'gấp gọn'), t('ins风', 'Aesthetic', 'phong cách ins')],
    features: [t('环保无异味', 'eco-friendly and odour-free', 'thân thiện môi trường, không mùi'), t('节省空间', 'space-saving', 'tiết kiệm không gian'), t('易清洁', 'easy to clean', 'dễ vệ sinh')],
  },
  {
    slug: 'kitchen', name: t('厨房用品', 'Kitchen', 'Đồ dùng nhà bếp'), icon: 'kitchen', sku: 'capacity', price: [1000, 25000],
    leaves: [
      { slug: 'cookware', name: t('锅具', 'Cookware', 'Nồi chảo'), products: [p('不粘锅', 'Non-Stick Frying Pan', 'Chảo chống dính', 'pan'), p('汤锅', 'Stock Pot', 'Nồi nấu canh', 'pot'), p('蒸锅', 'Steamer Pot', 'Nồi hấp', 'pot')], m: [0, 3], s: [0, 1, 3, 4] },
      { slug: 'tableware', name: t('餐具', 'Tableware', 'Bộ đồ ăn'), products: [p('餐盘', 'Dinner Plate', 'Đĩa ăn', 'plate'), p('饭碗', 'Rice Bowl', 'Bát ăn cơm', 'bowl'), p('筷子', 'Chopsticks', 'Đũa', 'chopsticks')], m: [0, 1, 2, 4], s: [0, 3, 4] },
      { slug: 'drinkware', name: t('水杯', 'Drinkware', 'Cốc & bình nước'), products: [p('保温杯', 'Vacuum Flask', 'Bình giữ nhiệt', 'thermos'), p('玻璃杯', 'Glass Cup', 'Cốc thủy tinh', 'glass'), p('咖啡杯', 'Coffee Mug', 'Cốc cà phê', 'mug')], m: [0, 1, 2], s: [0, 2, 3, 4] },
    ],
    materials: [t('不锈钢', 'Stainless Steel', 'inox'), t('陶瓷', 'Ceramic', 'gốm sứ'), t('玻璃', 'Glass', 'thủy tinh'), t('铸铁', 'Cast Iron', 'gang'), t('竹木', 'Bamboo', 'tre')],
    styles: [t('家用', 'Household', 'gia đình'), t('加厚', 'Heavy-Duty', 'loại dày'), t('便携', 'Portable', 'di động'), t('日式', 'Japanese-Style', 'phong cách Nhật'), t('商用', 'Commercial', 'dùng cho nhà hàng')],
    features: [t('食品级材质', 'food-grade material', 'vật liệu an toàn thực phẩm'), t('可用洗碗机', 'dishwasher safe', 'dùng được máy rửa bát'), t('电磁炉燃气灶通用', 'works on induction and gas', 'dùng cho bếp từ và bếp gas')],
  },
  {
    slug: 'electronics', name: t('数码配件', 'Electronics Accessories', 'Phụ kiện điện tử'), icon: 'phone', sku: 'colour', price: [500, 20000],
    leaves: [
      { slug: 'phone-accessories', name: t('手机配件', 'Phone Accessories', 'Phụ kiện điện thoại'), products: [p('手机壳', 'Phone Case', 'Ốp lưng điện thoại', 'phoneCase'), p('钢化膜', 'Tempered Glass Screen Protector', 'Kính cường lực', 'phone'), p('手机支架', 'Phone Stand', 'Giá đỡ điện thoại', 'phoneStand')], m: [0, 1, 4], s: [2, 4] },
      { slug: 'audio', name: t('耳机音箱', 'Headphones & Speakers', 'Tai nghe & loa'), products: [p('蓝牙耳机', 'Bluetooth Earbuds', 'Tai nghe bluetooth', 'earbuds'), p('头戴式耳机', 'Over-Ear Headphones', 'Tai nghe chụp tai', 'headphones'), p('蓝牙音箱', 'Bluetooth Speaker', 'Loa bluetooth', 'speaker')], m: [0, 1, 2], s: [0, 2, 3] },
      { slug: 'charging', name: t('充电设备', 'Chargers & Cables', 'Sạc & cáp'), products: [p('数据线', 'Charging Cable', 'Cáp sạc', 'cable'), p('充电宝', 'Power Bank', 'Sạc dự phòng', 'powerBank'), p('快充充电器', 'Fast Charger', 'Củ sạc nhanh', 'charger')], m: [1, 2, 3], s: [0, 1, 2, 4] },
    ],
    materials: [t('硅胶', 'Silicone', 'silicon'), t('铝合金', 'Aluminium Alloy', 'hợp kim nhôm'), t('ABS', 'ABS', 'nhựa ABS'), t('编织', 'Braided', 'bện dù'), t('TPU', 'TPU', 'TPU')],
    styles: [t('无线', 'Wireless', 'không dây'), t('快充', 'Fast-Charging', 'sạc nhanh'), t('迷你', 'Mini', 'mini'), t('降噪', 'Noise-Cancelling', 'chống ồn'), t('磁吸', 'Magnetic', 'từ tính')],
    features: [t('兼容多种机型', 'fits most models', 'tương thích nhiều dòng máy'), t('通过CE认证', 'CE certified', 'đạt chứng nhận CE'), t('支持OEM贴牌', 'OEM branding available', 'nhận gia công OEM')],
  },
  {
    slug: 'toys', name: t('玩具', 'Toys', 'Đồ chơi'), icon: 'toy', sku: 'colour', price: [600, 18000],
    leaves: [
      { slug: 'educational', name: t('益智玩具', 'Educational Toys', 'Đồ chơi giáo dục'), products: [p('积木', 'Building Blocks', 'Bộ xếp hình', 'blocks'), p('拼图', 'Jigsaw Puzzle', 'Tranh ghép hình', 'puzzle'), p('磁力片', 'Magnetic Tiles', 'Bộ lắp ghép nam châm', 'blocks')], m: [0, 1, 4], s: [0, 1, 2, 3] },
      { slug: 'plush', name: t('毛绒玩具', 'Plush Toys', 'Thú nhồi bông'), products: [p('毛绒公仔', 'Plush Doll', 'Gấu bông', 'teddy'), p('抱枕玩偶', 'Plush Pillow', 'Gối ôm thú bông', 'teddy'), p('挂件玩偶', 'Plush Keychain', 'Móc khóa thú bông', 'teddy')], m: [2], s: [0, 1, 3] },
      { slug: 'rc', name: t('遥控玩具', 'RC Toys', 'Đồ chơi điều khiển'), products: [p('遥控车', 'Remote Control Car', 'Xe điều khiển từ xa', 'toyCar'), p('遥控飞机', 'RC Drone', 'Máy bay điều khiển', 'drone'), p('遥控船', 'RC Boat', 'Tàu điều khiển', 'boat')], m: [0, 3], s: [0, 3, 4] },
    ],
    materials: [t('塑料', 'Plastic', 'nhựa'), t('木质', 'Wooden', 'gỗ'), t('毛绒', 'Plush', 'bông mềm'), t('合金', 'Die-Cast Alloy', 'hợp kim'), t('硅胶', 'Silicone', 'silicon')],
    styles: [t('儿童', "Children's", 'cho trẻ em'), t('卡通', 'Cartoon', 'hoạt hình'), t('早教', 'Early-Learning', 'giáo dục sớm'), t('创意', 'Creative', 'sáng tạo'), t('可充电', 'Rechargeable', 'sạc được')],
    features: [t('通过3C认证', '3C certified', 'đạt chứng nhận 3C'), t('无毒环保', 'non-toxic', 'không độc hại'), t('适合3岁以上', 'for ages 3 and up', 'cho bé từ 3 tuổi')],
  },
  {
    slug: 'beauty', name: t('美妆个护', 'Beauty & Personal Care', 'Làm đẹp & chăm sóc cá nhân'), icon: 'beauty', sku: 'capacity', price: [900, 16000],
    leaves: [
      { slug: 'skincare', name: t('护肤', 'Skincare', 'Chăm sóc da'), products: [p('面霜', 'Face Cream', 'Kem dưỡng da mặt', 'creamJar'), p('洗面奶', 'Facial Cleanser', 'Sữa rửa mặt', 'tube'), p('面膜', 'Sheet Mask', 'Mặt nạ giấy', 'sachet')], m: [0, 1, 2, 4], s: [0, 1, 2, 4] },
      { slug: 'makeup', name: t('彩妆', 'Makeup', 'Trang điểm'), products: [p('口红', 'Lipstick', 'Son môi', 'lipstick'), p('粉底液', 'Liquid Foundation', 'Kem nền', 'bottle'), p('眼影盘', 'Eyeshadow Palette', 'Bảng phấn mắt', 'palette')], m: [4], s: [0, 3, 4] },
      { slug: 'hair-tools', name: t('美发工具', 'Hair Tools', 'Dụng cụ làm tóc'), products: [p('卷发棒', 'Curling Iron', 'Máy uốn tóc', 'curlingIron'), p('吹风机', 'Hair Dryer', 'Máy sấy tóc', 'hairDryer'), p('梳子', 'Hair Brush', 'Lược chải tóc', 'brush')], m: [3], s: [2, 4] },
    ],
    materials: [t('玻尿酸', 'Hyaluronic Acid', 'axit hyaluronic'), t('烟酰胺', 'Niacinamide', 'niacinamide'), t('芦荟', 'Aloe Vera', 'nha đam'), t('负离子', 'Ionic', 'ion âm'), t('植物', 'Botanical', 'thảo mộc')],
    styles: [t('保湿', 'Moisturising', 'dưỡng ẩm'), t('控油', 'Oil-Control', 'kiềm dầu'), t('温和', 'Gentle', 'dịu nhẹ'), t('持久', 'Long-Lasting', 'lâu trôi'), t('便携', 'Travel-Size', 'mini du lịch')],
    features: [t('适合各种肤质', 'for all skin types', 'phù hợp mọi loại da'), t('提供检测报告', 'test reports available', 'có giấy kiểm định'), t('支持代工贴牌', 'private label available', 'nhận gia công nhãn riêng')],
  },
  {
    slug: 'stationery', name: t('文具办公', 'Stationery & Office', 'Văn phòng phẩm'), icon: 'pen', sku: 'pack', price: [300, 6000],
    leaves: [
      { slug: 'pens', name: t('笔类', 'Pens', 'Bút'), products: [p('中性笔', 'Gel Pen', 'Bút gel', 'pen'), p('马克笔', 'Marker Pen', 'Bút dạ', 'pen'), p('荧光笔', 'Highlighter', 'Bút dạ quang', 'pen')], m: [0, 2], s: [0, 1, 2, 3] },
      { slug: 'notebooks', name: t('本册', 'Notebooks', 'Sổ tay'), products: [p('笔记本', 'Notebook', 'Sổ ghi chép', 'notebook'), p('便利贴', 'Sticky Notes', 'Giấy nhớ', 'stickyNotes'), p('手账本', 'Planner', 'Sổ kế hoạch', 'notebook')], m: [1, 4], s: [0, 1, 2, 4] },
      { slug: 'desk', name: t('办公收纳', 'Desk Organisers', 'Đồ dùng văn phòng'), products: [p('文件夹', 'File Folder', 'Bìa hồ sơ', 'folder'), p('笔筒', 'Pen Holder', 'Ống cắm bút', 'penHolder'), p('桌面收纳盒', 'Desk Organiser', 'Khay để bàn', 'deskTray')], m: [0, 2, 3], s: [1, 2, 4] },
    ],
    materials: [t('塑料', 'Plastic', 'nhựa'), t('牛皮纸', 'Kraft Paper', 'giấy kraft'), t('金属', 'Metal', 'kim loại'), t('PP', 'PP', 'nhựa PP'), t('皮面', 'Leather-Bound', 'bìa da')],
    styles: [t('学生', 'Student', 'cho học sinh'), t('办公', 'Office', 'văn phòng'), t('彩色', 'Colourful', 'nhiều màu'), t('速干', 'Quick-Dry', 'khô nhanh'), t('简约', 'Minimalist', 'tối giản')],
    features: [t('书写顺滑', 'smooth writing', 'viết trơn mượt'), t('可定制logo', 'custom logo printing', 'nhận in logo'), t('整箱批发', 'wholesale by the carton', 'bán sỉ theo thùng')],
  },
  {
    slug: 'sports', name: t('运动户外', 'Sports & Outdoors', 'Thể thao & dã ngoại'), icon: 'sport', sku: 'colour', price: [1200, 40000],
    leaves: [
      { slug: 'fitness', name: t('健身器材', 'Fitness', 'Dụng cụ thể hình'), products: [p('瑜伽垫', 'Yoga Mat', 'Thảm tập yoga', 'yogaMat'), p('哑铃', 'Dumbbells', 'Tạ tay', 'dumbbell'), p('弹力带', 'Resistance Bands', 'Dây kháng lực', 'band')], m: [0, 3], s: [0, 2, 3] },
      { slug: 'camping', name: t('户外露营', 'Camping', 'Cắm trại'), products: [p('帐篷', 'Tent', 'Lều', 'tent'), p('折叠椅', 'Folding Chair', 'Ghế gấp', 'foldingChair'), p('睡袋', 'Sleeping Bag', 'Túi ngủ', 'sleepingBag')], m: [1, 2], s: [0, 1, 2, 4] },
      { slug: 'cycling', name: t('骑行装备', 'Cycling', 'Đạp xe'), products: [p('骑行头盔', 'Cycling Helmet', 'Mũ bảo hiểm xe đạp', 'helmet'), p('骑行手套', 'Cycling Gloves', 'Găng tay đạp xe', 'glove'), p('自行车灯', 'Bike Light', 'Đèn xe đạp', 'bikeLight')], m: [1, 2, 4], s: [0, 1, 2] },
    ],
    materials: [t('TPE', 'TPE', 'TPE'), t('铝合金', 'Aluminium', 'hợp kim nhôm'), t('涤纶', 'Polyester', 'polyester'), t('乳胶', 'Latex', 'cao su'), t('碳纤维', 'Carbon Fibre', 'sợi carbon')],
    styles: [t('专业', 'Professional', 'chuyên nghiệp'), t('防水', 'Waterproof', 'chống nước'), t('轻量化', 'Ultralight', 'siêu nhẹ'), t('加厚', 'Extra-Thick', 'loại dày'), t('户外', 'Outdoor', 'ngoài trời')],
    features: [t('耐用抗撕裂', 'durable and tear-resistant', 'bền, chống rách'), t('附收纳袋', 'carry bag included', 'kèm túi đựng'), t('可定制颜色', 'custom colours available', 'nhận đặt màu theo yêu cầu')],
  },
  {
    slug: 'auto', name: t('汽车配件', 'Auto Parts', 'Phụ tùng ô tô'), icon: 'car', sku: 'spec', price: [1000, 50000],
    leaves: [
      { slug: 'car-interior', name: t('车内饰品', 'Car Interior', 'Nội thất ô tô'), products: [p('汽车座套', 'Car Seat Cover', 'Bọc ghế ô tô', 'seatCover'), p('脚垫', 'Car Floor Mats', 'Thảm lót sàn ô tô', 'floorMat'), p('方向盘套', 'Steering Wheel Cover', 'Bọc vô lăng', 'steeringWheel')], m: [0, 1, 2, 4], s: [0, 1] },
      { slug: 'car-electronics', name: t('汽车电子', 'Car Electronics', 'Điện tử ô tô'), products: [p('行车记录仪', 'Dash Cam', 'Camera hành trình', 'dashCam'), p('车载充电器', 'Car Charger', 'Tẩu sạc ô tô', 'charger'), p('车载吸尘器', 'Car Vacuum Cleaner', 'Máy hút bụi ô tô', 'vacuum')], m: [5], s: [0, 2, 4] },
      { slug: 'maintenance', name: t('保养配件', 'Maintenance Parts', 'Phụ tùng bảo dưỡng'), products: [p('雨刮器', 'Wiper Blades', 'Gạt mưa', 'wiper'), p('空气滤芯', 'Air Filter', 'Lọc gió động cơ', 'airFilter'), p('刹车片', 'Brake Pads', 'Má phanh', 'brakeDisc')], m: [1, 3, 4], s: [0, 3, 4] },
    ],
    materials: [t('皮革', 'Leather', 'da'), t('橡胶', 'Rubber', 'cao su'), t('亚麻', 'Linen', 'vải lanh'), t('陶瓷', 'Ceramic', 'gốm'), t('硅胶', 'Silicone', 'silicon'), t('铝合金', 'Aluminium', 'hợp kim nhôm')],
    styles: [t('通用型', 'Universal', 'loại phổ thông'), t('四季', 'All-Season', 'bốn mùa'), t('高清', 'HD', 'độ nét cao'), t('原厂规格', 'OEM-Spec', 'chuẩn zin'), t('静音', 'Low-Noise', 'chống ồn')],
    features: [t('安装简单', 'easy to install', 'lắp đặt dễ dàng'), t('适配多数车型', 'fits most cars', 'phù hợp đa số dòng xe'), t('质保一年', 'one-year warranty', 'bảo hành một năm')],
  },
  {
    slug: 'packaging', name: t('包装材料', 'Packaging', 'Bao bì'), icon: 'box', sku: 'pack', price: [500, 12000],
    leaves: [
      { slug: 'mailers', name: t('快递袋', 'Mailer Bags', 'Túi gói hàng'), products: [p('快递袋', 'Poly Mailer', 'Túi niêm phong gói hàng', 'mailerBag'), p('气泡信封袋', 'Bubble Mailer', 'Túi bóng khí', 'mailerBag'), p('自封袋', 'Zip Lock Bag', 'Túi zip', 'zipBag')], m: [0, 2, 3, 4], s: [0, 1, 2, 4] },
      { slug: 'cartons', name: t('纸箱', 'Cartons', 'Thùng carton'), products: [p('瓦楞纸箱', 'Corrugated Carton', 'Thùng carton sóng', 'carton'), p('飞机盒', 'Mailer Box', 'Hộp carton nắp gài', 'carton'), p('礼品盒', 'Gift Box', 'Hộp quà', 'giftBox')], m: [1, 2], s: [0, 2, 3, 4] },
      { slug: 'tapes', name: t('胶带', 'Tapes', 'Băng keo'), products: [p('封箱胶带', 'Packing Tape', 'Băng keo dán thùng', 'tape'), p('缠绕膜', 'Stretch Film', 'Màng quấn PE', 'filmRoll'), p('气泡膜', 'Bubble Wrap', 'Màng xốp hơi', 'bubbleWrap')], m: [0, 2, 4], s: [0, 2, 4] },
    ],
    materials: [t('PE', 'PE', 'nhựa PE'), t('牛皮纸', 'Kraft Paper', 'giấy kraft'), t('加厚', 'Thick', 'dày'), t('可降解', 'Biodegradable', 'tự phân hủy'), t('透明', 'Clear', 'trong suốt')],
    styles: [t('定制印刷', 'Custom-Printed', 'in theo yêu cầu'), t('防水', 'Waterproof', 'chống nước'), t('电商', 'E-commerce', 'cho bán hàng online'), t('防震', 'Shockproof', 'chống sốc'), t('特大号', 'Extra-Large', 'cỡ đại')],
    features: [t('厂家直供', 'direct from the factory', 'hàng trực tiếp từ xưởng'), t('承重力强', 'strong load capacity', 'chịu lực tốt'), t('支持小批量定制', 'small custom runs accepted', 'nhận đặt số lượng nhỏ')],
  },
  {
    slug: 'accessories', name: t('饰品配件', 'Jewellery & Accessories', 'Trang sức & phụ kiện'), icon: 'ring', sku: 'colour', price: [300, 9000],
    leaves: [
      { slug: 'necklaces', name: t('项链', 'Necklaces', 'Dây chuyền'), products: [p('项链', 'Necklace', 'Dây chuyền', 'necklace'), p('手链', 'Bracelet', 'Vòng tay', 'bracelet'), p('耳环', 'Earrings', 'Bông tai', 'earrings')], m: [0, 1, 2, 4] },
      { slug: 'hair-accessories', name: t('发饰', 'Hair Accessories', 'Phụ kiện tóc'), products: [p('发夹', 'Hair Clip', 'Kẹp tóc', 'hairClip'), p('发圈', 'Scrunchie', 'Dây buộc tóc', 'scrunchie'), p('发箍', 'Headband', 'Băng đô', 'headband')], m: [2, 3, 4] },
      { slug: 'hats', name: t('帽子', 'Hats', 'Mũ nón'), products: [p('棒球帽', 'Baseball Cap', 'Mũ lưỡi trai', 'cap'), p('渔夫帽', 'Bucket Hat', 'Mũ bucket', 'bucketHat'), p('针织帽', 'Knitted Beanie', 'Mũ len', 'beanie')], m: [3, 5], s: [0, 2, 3, 4] },
    ],
    materials: [t('钛钢', 'Titanium Steel', 'thép titan'), t('925银', 'Sterling Silver', 'bạc 925'), t('珍珠', 'Pearl', 'ngọc trai'), t('针织', 'Knit', 'len dệt kim'), t('亚克力', 'Acrylic', 'acrylic'), t('纯棉', 'Cotton', 'cotton')],
    styles: [t('韩版', 'Korean-Style', 'phong cách Hàn Quốc'), t('法式', 'French-Style', 'phong cách Pháp'), t('简约', 'Minimalist', 'tối giản'), t('复古', 'Vintage', 'cổ điển'), t('网红', 'Trending', 'hot trend')],
    features: [t('不褪色', 'tarnish-resistant', 'không xỉn màu'), t('独立包装', 'individually packed', 'đóng gói riêng từng chiếc'), t('支持混批', 'mixed wholesale orders', 'nhận lấy sỉ mix mẫu')],
  },
];

/** Where the merchants ship from. */
export const CITIES: T3[] = [
  t('广州', 'Guangzhou', 'Quảng Châu'), t('义乌', 'Yiwu', 'Nghĩa Ô'), t('深圳', 'Shenzhen', 'Thâm Quyến'), t('杭州', 'Hangzhou', 'Hàng Châu'),
  t('泉州', 'Quanzhou', 'Tuyền Châu'), t('汕头', 'Shantou', 'Sán Đầu'), t('东莞', 'Dongguan', 'Đông Hoản'), t('温州', 'Wenzhou', 'Ôn Châu'),
  t('宁波', 'Ningbo', 'Ninh Ba'), t('苏州', 'Suzhou', 'Tô Châu'),
];

/** Three store kinds per trade: a factory, a trading company and a shop on a source platform (ddc goods). */
export const STORE_KINDS: T3[] = [
  t('工厂', 'Factory', 'Xưởng sản xuất'),
  t('贸易有限公司', 'Trading Co., Ltd.', 'Công ty TNHH Thương mại'),
  t('源头好货店', 'Source Store', 'Cửa hàng nguồn hàng'),
];
