import type { Localized, PriorityLevel } from '@shop/shared';
import type { GarmentShape } from '../garments.ts';
import type { ColourKey } from './colours.ts';

/**
 * Storefront content of the demo: menus, home slides, CMS pages, blogs and site reviews.
 * HTML bodies use only the tags the CMS sanitiser keeps (p, h2, h3, ul, li, strong, a).
 */

// ---------------------------------------------------------------------------------------------
// Menus

export type MenuPlacement = 'home' | 'nav' | 'nav-footer' | 'footer';
export type MenuKind = 'slider' | 'grid' | 'bar' | 'single-product' | 'bundle' | 'images' | 'video';
export type MenuLayout = 'vertical' | 'horizontal' | 'cards' | 'info-lists' | 'accordions';
export type MenuItemRef =
  | { type: 'products'; keys: string[] }
  | { type: 'brands'; keys: string[] }
  | { type: 'categories'; keys: string[] };

export interface MenuSeed {
  key: string;
  name: Localized;
  placement: MenuPlacement;
  kind: MenuKind;
  layout: MenuLayout;
  items: MenuItemRef;
  /** Banner art (generated 1600×500), for menus that show media. */
  banner?: { tint: string; art: { shape: GarmentShape; colour: ColourKey; accent?: ColourKey }[] };
  blurBanner?: boolean;
  hideText?: boolean;
  /** Poster (bundle and video menus): the SKU whose poster picture to use. */
  poster?: string;
  /** Media gallery (images menus): `main:<main category key>` covers and `category:<key>` tiles. */
  gallery?: string[];
}

export const MENUS: MenuSeed[] = [
  {
    key: 'home-new-season',
    name: { en: 'New Season Edit', ar: 'تشكيلة الموسم الجديد' },
    placement: 'home',
    kind: 'slider',
    layout: 'horizontal',
    items: {
      type: 'products',
      keys: ['UT-HD-PO', 'MF-DR-WRP', 'CK-KN-CBL', 'NG-SH-CHK', 'MF-DR-MAX', 'UT-TS-OVR', 'LH-KS-HDJ', 'NG-JK-PUF'],
    },
    banner: {
      tint: '#1f3a5f',
      art: [
        { shape: 'hoodie', colour: 'burgundy' },
        { shape: 'wrapDress', colour: 'emerald' },
        { shape: 'knit', colour: 'cream' },
        { shape: 'puffer', colour: 'black' },
      ],
    },
  },
  {
    key: 'home-categories',
    name: { en: 'Shop by Category', ar: 'تسوّق حسب الفئة' },
    placement: 'home',
    kind: 'grid',
    layout: 'cards',
    items: {
      type: 'categories',
      keys: ['mens-tees', 'mens-outerwear', 'womens-dresses', 'womens-knitwear', 'kids-outfits', 'school-uniform', 'hi-vis', 'work-trousers'],
    },
  },
  {
    key: 'home-brands',
    name: { en: 'Our Brands', ar: 'علاماتنا التجارية' },
    placement: 'home',
    kind: 'bar',
    layout: 'horizontal',
    items: { type: 'brands', keys: ['northgate', 'mayfair', 'little-harbour', 'ironbridge', 'cotswold', 'urban-thread'] },
  },
  {
    key: 'home-deal',
    name: { en: 'Deal of the Week', ar: 'عرض الأسبوع' },
    placement: 'home',
    kind: 'single-product',
    layout: 'horizontal',
    items: { type: 'products', keys: ['IB-HV-VST24'] },
  },
  {
    key: 'home-bundles',
    name: { en: 'Bundles & Starter Kits', ar: 'الباقات وأطقم البداية' },
    placement: 'home',
    kind: 'bundle',
    layout: 'cards',
    items: { type: 'products', keys: ['NG-BN-TEE24', 'IB-BN-START', 'LH-BB-GIFT'] },
    banner: {
      tint: '#f2a20c',
      art: [
        { shape: 'hiVisVest', colour: 'hiVisYellow' },
        { shape: 'tshirt', colour: 'red' },
        { shape: 'bodysuit', colour: 'blush' },
      ],
    },
    blurBanner: true,
    poster: 'IB-BN-START',
  },
  {
    key: 'home-lookbook',
    name: { en: 'The Trade Lookbook', ar: 'دليل الإطلالات للتجّار' },
    placement: 'home',
    kind: 'images',
    layout: 'cards',
    items: { type: 'categories', keys: ['mens-outerwear', 'womens-knitwear', 'school-uniform', 'work-trousers'] },
    gallery: ['main:workwear', 'main:men', 'main:women', 'main:kids', 'category:hi-vis'],
  },
  {
    key: 'home-workwear',
    name: { en: 'Workwear Essentials', ar: 'أساسيات ملابس العمل' },
    placement: 'home',
    kind: 'slider',
    layout: 'horizontal',
    items: {
      type: 'products',
      keys: ['IB-HV-VST', 'IB-HV-JKT', 'IB-HV-POL', 'IB-WT-CRG', 'IB-CV-PLY', 'NG-SR-CRG', 'NG-JK-HAR'],
    },
  },
  {
    key: 'nav-men',
    name: { en: 'Menswear', ar: 'ملابس رجالية' },
    placement: 'nav',
    kind: 'bundle',
    layout: 'vertical',
    items: { type: 'categories', keys: ['mens-tees', 'mens-shirts', 'mens-trousers', 'mens-outerwear'] },
  },
  {
    key: 'nav-women',
    name: { en: 'Womenswear', ar: 'ملابس نسائية' },
    placement: 'nav',
    kind: 'bundle',
    layout: 'vertical',
    items: { type: 'categories', keys: ['womens-dresses', 'womens-tops', 'womens-knitwear'] },
  },
  {
    key: 'nav-kids',
    name: { en: 'Kidswear', ar: 'ملابس أطفال' },
    placement: 'nav',
    kind: 'bundle',
    layout: 'vertical',
    items: { type: 'categories', keys: ['babywear', 'kids-outfits', 'school-uniform'] },
  },
  {
    key: 'nav-workwear',
    name: { en: 'Workwear', ar: 'ملابس العمل' },
    placement: 'nav',
    kind: 'bundle',
    layout: 'vertical',
    items: { type: 'categories', keys: ['hi-vis', 'work-trousers'] },
  },
  {
    key: 'nav-brands',
    name: { en: 'Brands', ar: 'العلامات التجارية' },
    placement: 'nav',
    kind: 'bundle',
    layout: 'info-lists',
    items: { type: 'brands', keys: ['northgate', 'mayfair', 'little-harbour', 'ironbridge', 'cotswold', 'urban-thread'] },
  },
  {
    key: 'nav-footer-best',
    name: { en: 'Best Sellers', ar: 'الأكثر مبيعاً' },
    placement: 'nav-footer',
    kind: 'bundle',
    layout: 'horizontal',
    items: { type: 'products', keys: ['NG-TS-CRW', 'NG-PL-PIQ', 'UT-HD-PO', 'IB-HV-VST', 'LH-SU-SWT', 'MF-BL-SAT'] },
  },
  {
    key: 'footer-categories',
    name: { en: 'Popular Categories', ar: 'الفئات الأكثر طلباً' },
    placement: 'footer',
    kind: 'bundle',
    layout: 'accordions',
    items: { type: 'categories', keys: ['mens-tees', 'womens-dresses', 'school-uniform', 'hi-vis'] },
  },
  {
    key: 'footer-brands',
    name: { en: 'Shop by Brand', ar: 'تسوّق حسب العلامة' },
    placement: 'footer',
    kind: 'bundle',
    layout: 'accordions',
    items: { type: 'brands', keys: ['northgate', 'mayfair', 'little-harbour', 'ironbridge'] },
  },
];

// ---------------------------------------------------------------------------------------------
// Home slides

export interface SlideSeed {
  key: string;
  /** Laid over the picture as text in the page's language; the picture itself has no words. */
  title: Localized;
  subtitle: Localized;
  url: string;
  colour: string;
  accent: string;
  art: { shape: GarmentShape; colour: ColourKey; accent?: ColourKey }[];
}

export const SLIDES: SlideSeed[] = [
  {
    key: 'autumn-winter',
    title: { en: 'The Autumn/Winter wholesale edit', ar: 'تشكيلة الخريف والشتاء للجملة' },
    subtitle: {
      en: 'Knitwear, outerwear and layering basics',
      ar: 'ملابس التريكو والملابس الخارجية وأساسيات الطبقات',
    },
    url: '/category/mens-outerwear',
    colour: '#1f3a5f',
    accent: '#c9a227',
    art: [
      { shape: 'puffer', colour: 'black' },
      { shape: 'knit', colour: 'cream' },
      { shape: 'jeans', colour: 'indigo' },
    ],
  },
  {
    key: 'hi-vis',
    title: { en: 'Certified hi-vis by the carton', ar: 'ملابس عالية الوضوح معتمدة بالكرتونة' },
    subtitle: {
      // No unit price: visitors see none anywhere (ADR 0011).
      en: 'EN ISO 20471 vests and jackets, boxed for site teams',
      ar: 'سترات وجاكيتات معتمدة وفق EN ISO 20471 معبّأة لفرق العمل',
    },
    url: '/category/hi-vis',
    colour: '#2b2d31',
    accent: '#f2a20c',
    art: [
      { shape: 'hiVisVest', colour: 'hiVisYellow' },
      { shape: 'hiVisJacket', colour: 'hiVisOrange' },
      { shape: 'cargo', colour: 'black' },
    ],
  },
  {
    key: 'back-to-school',
    title: { en: 'Back to school: uniform in stock', ar: 'العودة إلى المدارس: الزي المدرسي متوفّر' },
    subtitle: {
      en: 'Zero-rated VAT on all kidswear',
      ar: 'ضريبة القيمة المضافة بنسبة صفر على جميع ملابس الأطفال',
    },
    url: '/category/school-uniform',
    colour: '#1f5136',
    accent: '#f6d365',
    art: [
      { shape: 'sweatshirt', colour: 'bottle' },
      { shape: 'polo', colour: 'white' },
      { shape: 'trousers', colour: 'grey' },
    ],
  },
  {
    key: 'bulk10',
    title: { en: '10% off orders over £500 with BULK10', ar: 'خصم 10% على الطلبات فوق 500 جنيه مع الرمز BULK10' },
    subtitle: { en: 'Use code BULK10 at checkout', ar: 'استخدم الرمز BULK10 عند إتمام الطلب' },
    url: '/products',
    colour: '#7a2e4a',
    accent: '#f0c9a8',
    art: [
      { shape: 'wrapDress', colour: 'emerald' },
      { shape: 'blouse', colour: 'blush' },
      { shape: 'skirt', colour: 'camel' },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// CMS pages

export interface PageSeed {
  key: string;
  url: string;
  title: Localized;
  metaTitle: Localized;
  keywords: Localized;
  description: Localized;
  body: Localized;
  priority: PriorityLevel;
  cover: { tint: string; art: { shape: GarmentShape; colour: ColourKey }[] };
}

export const PAGES: PageSeed[] = [
  {
    key: 'about',
    url: 'about-us',
    title: { en: 'About Atlas Wholesale', ar: 'من نحن' },
    metaTitle: {
      en: 'About Atlas Wholesale | Clothing wholesaler in Manchester',
      ar: 'من نحن | أطلس للجملة، تاجر ملابس بالجملة في مانشستر',
    },
    keywords: {
      en: 'clothing wholesaler, Manchester, trade account, bulk clothing, workwear supplier',
      ar: 'ملابس بالجملة، مانشستر، حساب تجاري، ملابس بالكميات، مورّد ملابس عمل',
    },
    description: {
      en: 'A family-run clothing wholesaler supplying independent retailers, schools and contractors since 2009.',
      ar: 'تاجر ملابس بالجملة تديره عائلة، يورّد لمتاجر التجزئة المستقلة والمدارس والمقاولين منذ عام 2009.',
    },
    priority: 'high',
    body: {
      en: `<h2>Wholesale clothing, done properly</h2>
<p>Atlas Wholesale started in 2009 as a single unit in Cheetham Hill, Manchester, supplying T-shirts to market traders. Today we stock more than forty ranges from six brands and deliver to over 1,200 trade customers across the UK: independent boutiques, school uniform shops, promotional printers and building contractors.</p>
<h3>What we offer</h3>
<ul>
<li><strong>Trade prices from the first carton</strong>: no minimum order beyond the pack size.</li>
<li><strong>Stock you can see</strong>: live quantities on every product and size.</li>
<li><strong>Next-day dispatch</strong> on orders confirmed before 2 pm.</li>
<li><strong>A named account manager</strong> who knows your shop and can order on your behalf.</li>
</ul>
<h3>Visit the showroom</h3>
<p>Our trade showroom is open Monday to Friday, 8 am to 5 pm, and Saturday, 9 am to 1 pm. Bring your company registration details and we will open your account on the spot.</p>`,
      ar: `<h2>ملابس الجملة كما يجب أن تكون</h2>
<p>بدأت أطلس للجملة عام 2009 بوحدة صغيرة في حي تشيتهام هيل بمدينة مانشستر، تورّد التيشيرتات لتجّار الأسواق. واليوم نوفّر أكثر من أربعين تشكيلة من ست علامات تجارية، ونوصل طلبات أكثر من 1200 عميل تجاري في أنحاء المملكة المتحدة، من البوتيكات المستقلة ومتاجر الزي المدرسي إلى شركات الطباعة الترويجية ومقاولي البناء.</p>
<h3>ماذا نقدّم</h3>
<ul>
<li><strong>أسعار الجملة من أول كرتونة</strong>: لا حدّ أدنى للطلب سوى حجم العبوة.</li>
<li><strong>مخزون واضح أمامك</strong>: الكميات المتوفّرة محدّثة لكل منتج ومقاس.</li>
<li><strong>شحن في اليوم التالي</strong> للطلبات المؤكَّدة قبل الساعة الثانية ظهراً.</li>
<li><strong>مدير حساب مخصّص</strong> يعرف متجرك ويمكنه تقديم الطلبات نيابةً عنك.</li>
</ul>
<h3>زوروا صالة العرض</h3>
<p>صالة العرض التجارية مفتوحة من الاثنين إلى الجمعة من 8 صباحاً حتى 5 مساءً، ويوم السبت من 9 صباحاً حتى 1 ظهراً. أحضِر بيانات تسجيل شركتك وسنفتح حسابك في الحال.</p>`,
    },
    cover: {
      tint: '#1f3a5f',
      art: [
        { shape: 'polo', colour: 'navy' },
        { shape: 'wrapDress', colour: 'emerald' },
        { shape: 'hiVisVest', colour: 'hiVisYellow' },
        { shape: 'kidsSet', colour: 'sky' },
      ],
    },
  },
  {
    key: 'terms',
    url: 'wholesale-terms',
    title: { en: 'Wholesale Terms of Trade', ar: 'شروط البيع بالجملة' },
    metaTitle: { en: 'Wholesale Terms of Trade', ar: 'شروط البيع بالجملة' },
    keywords: {
      en: 'trade terms, wholesale terms, returns, payment terms, delivery',
      ar: 'شروط التجارة، شروط الجملة، الإرجاع، شروط الدفع، التوصيل',
    },
    description: {
      en: 'Account approval, pricing, payment, delivery and returns for trade customers of Atlas Wholesale.',
      ar: 'شروط اعتماد الحساب والأسعار والدفع والتوصيل والإرجاع لعملاء أطلس للجملة التجاريين.',
    },
    priority: 'normal',
    body: {
      en: `<h2>1. Trade accounts</h2>
<p>We sell to registered businesses only. New accounts are approved by our team once we have received the signed approval form and proof of trading, usually within one working day.</p>
<h2>2. Prices and VAT</h2>
<p>All prices are shown in pounds sterling, excluding VAT. VAT is charged at the rate of each product’s tax group; children’s clothing is zero-rated. Prices are per measure unit (piece, pack, dozen or carton) as shown on each product.</p>
<h2>3. Orders and quantities</h2>
<p>A single order line may not exceed 500 units of one product. Stock is reserved when your order is confirmed. Discount codes cannot be combined and must meet their minimum order value.</p>
<h2>4. Payment</h2>
<p>We accept bank transfer, cheque and cash on collection. Approved accounts may be offered 30-day terms at our discretion. Goods remain our property until paid for in full.</p>
<h2>5. Delivery</h2>
<p>We deliver to UK mainland addresses in 1 to 3 working days. Orders over £750 are delivered free of charge. Please check your delivery on arrival and report any shortage within 48 hours.</p>
<h2>6. Returns and refunds</h2>
<p>Unworn goods in their original packaging may be returned within 14 days of delivery. Branded, embroidered or printed items cannot be returned unless faulty. Refunds are made to the original payment method once the return has been inspected.</p>`,
      ar: `<h2>1. الحسابات التجارية</h2>
<p>نبيع للشركات المسجّلة فقط. يعتمد فريقنا الحسابات الجديدة بعد استلام نموذج الاعتماد موقّعاً مع ما يثبت مزاولة النشاط التجاري، وعادةً خلال يوم عمل واحد.</p>
<h2>2. الأسعار وضريبة القيمة المضافة</h2>
<p>جميع الأسعار بالجنيه الإسترليني ولا تشمل ضريبة القيمة المضافة. تُحتسب الضريبة حسب فئة الضريبة لكل منتج، وملابس الأطفال معفاة منها. الأسعار لكل وحدة قياس (قطعة أو عبوة أو دزينة أو كرتونة) كما هو مبيّن في صفحة كل منتج.</p>
<h2>3. الطلبات والكميات</h2>
<p>لا يجوز أن يتجاوز بند الطلب الواحد 500 وحدة من المنتج نفسه. تُحجز الكمية عند تأكيد الطلب. لا يمكن الجمع بين رموز الخصم، ويجب أن يستوفي الطلب الحدّ الأدنى المحدّد لكل رمز.</p>
<h2>4. الدفع</h2>
<p>نقبل التحويل البنكي والشيكات والدفع النقدي عند الاستلام. قد نمنح الحسابات المعتمدة مهلة سداد 30 يوماً وفق تقديرنا. تبقى البضاعة ملكاً لنا حتى سداد قيمتها بالكامل.</p>
<h2>5. التوصيل</h2>
<p>نوصل إلى عناوين البر الرئيسي في المملكة المتحدة خلال يوم إلى ثلاثة أيام عمل، والتوصيل مجاني للطلبات التي تتجاوز 750 جنيهاً. يُرجى فحص الشحنة عند وصولها والإبلاغ عن أي نقص خلال 48 ساعة.</p>
<h2>6. الإرجاع والاسترداد</h2>
<p>يمكن إرجاع البضاعة غير الملبوسة في تغليفها الأصلي خلال 14 يوماً من التسليم. لا تُقبل إعادة القطع المطبوعة أو المطرّزة بشعار العميل إلا إذا كان بها عيب. يُعاد المبلغ بطريقة الدفع الأصلية بعد فحص المرتجعات.</p>`,
    },
    cover: {
      tint: '#5b4a3a',
      art: [
        { shape: 'shirt', colour: 'lightBlue' },
        { shape: 'cargo', colour: 'black' },
        { shape: 'sweatshirt', colour: 'bottle' },
      ],
    },
  },
  {
    key: 'services',
    url: 'services',
    title: { en: 'Trade services', ar: 'خدماتنا للتجّار' },
    metaTitle: {
      en: 'Trade services | Embroidery, printing and next-day dispatch',
      ar: 'خدماتنا للتجّار | تطريز وطباعة وشحن في اليوم التالي',
    },
    keywords: {
      en: 'embroidery, garment printing, school uniform supply, workwear supply, split delivery, account manager',
      ar: 'تطريز، طباعة على الملابس، توريد الزي المدرسي، توريد ملابس العمل، توصيل مجزّأ، مدير حساب',
    },
    description: {
      en: 'Logo embroidery and printing, uniform programmes, split deliveries and a named account manager for every trade customer.',
      ar: 'تطريز وطباعة الشعارات، وبرامج الزي الموحّد، والتوصيل المجزّأ، ومدير حساب مخصّص لكل عميل تجاري.',
    },
    priority: 'high',
    body: {
      en: `<h2>More than a price list</h2>
<p>Every trade account gets the same warehouse, the same stock and the same people. These are the services our customers use most.</p>
<h3>Logo embroidery and printing</h3>
<p>Send us your artwork once and we keep it on file. Embroidery from 25 pieces, screen printing from 50 and transfer printing from 10, added to any blank in our range and dispatched within five working days.</p>
<h3>Uniform programmes</h3>
<p>Schools, care homes and contractors can set up a uniform list with fixed prices for the year. Staff or parents order the agreed items; you approve and we deliver.</p>
<h3>Split and scheduled deliveries</h3>
<p>Buy a season's volume at one price and take it in monthly drops, or send one order to several branches. We hold the stock for you for up to 90 days.</p>
<h3>A named account manager</h3>
<p>Your account manager knows your shop, places orders on your behalf, chases back-orders and tells you first when a line is about to run out.</p>
<h3>Samples and catalogue</h3>
<p>Approved accounts can order one sample of any product at trade price, and download the current catalogue as a PDF from the shop.</p>`,
      ar: `<h2>أكثر من مجرّد قائمة أسعار</h2>
<p>يحصل كل حساب تجاري على المستودع نفسه والمخزون نفسه والفريق نفسه. هذه هي الخدمات التي يستخدمها عملاؤنا أكثر من غيرها.</p>
<h3>تطريز الشعارات والطباعة</h3>
<p>أرسل لنا تصميمك مرة واحدة ونحتفظ به في ملفك. التطريز ابتداءً من 25 قطعة، والطباعة الحريرية من 50 قطعة، والطباعة الحرارية من 10 قطع، على أي قطعة سادة من تشكيلتنا، مع الشحن خلال خمسة أيام عمل.</p>
<h3>برامج الزي الموحّد</h3>
<p>يمكن للمدارس ودور الرعاية والمقاولين إعداد قائمة زيّ موحّد بأسعار ثابتة طوال العام. يطلب الموظفون أو أولياء الأمور القطع المتّفق عليها، وتعتمد أنت الطلب ونتولّى نحن التوصيل.</p>
<h3>توصيل مجزّأ ومجدول</h3>
<p>اشترِ كمية الموسم كاملة بسعر واحد واستلمها على دفعات شهرية، أو أرسل طلباً واحداً إلى عدّة فروع. نحتفظ بالمخزون لك حتى 90 يوماً.</p>
<h3>مدير حساب مخصّص</h3>
<p>يعرف مدير حسابك متجرك جيداً، ويقدّم الطلبات نيابةً عنك، ويتابع الطلبات المؤجّلة، ويخبرك أولاً حين يوشك صنف على النفاد.</p>
<h3>العيّنات والكتالوج</h3>
<p>يمكن للحسابات المعتمدة طلب عيّنة واحدة من أي منتج بسعر الجملة، وتنزيل الكتالوج الحالي بصيغة PDF من المتجر.</p>`,
    },
    cover: {
      tint: '#1d5b4f',
      art: [
        { shape: 'polo', colour: 'bottle' },
        { shape: 'hoodie', colour: 'navy' },
        { shape: 'coverall', colour: 'charcoal' },
      ],
    },
  },
  {
    key: 'delivery',
    url: 'delivery-and-returns',
    title: { en: 'Delivery and returns', ar: 'التوصيل والإرجاع' },
    metaTitle: {
      en: 'Delivery and returns for trade customers',
      ar: 'التوصيل والإرجاع لعملاء الجملة',
    },
    keywords: {
      en: 'wholesale delivery, next-day dispatch, free delivery, trade returns',
      ar: 'توصيل الجملة، الشحن في اليوم التالي، التوصيل المجاني، إرجاع البضاعة',
    },
    description: {
      en: 'Dispatch times, delivery charges and how to return goods to Atlas Wholesale.',
      ar: 'مواعيد الشحن ورسوم التوصيل وطريقة إرجاع البضاعة إلى أطلس للجملة.',
    },
    priority: 'normal',
    body: {
      en: `<h2>Delivery</h2>
<table>
<thead><tr><th>Order value (ex. VAT)</th><th>Charge</th><th>Arrives</th></tr></thead>
<tbody>
<tr><td>Up to £250</td><td>£9.95</td><td>1 to 3 working days</td></tr>
<tr><td>£250 to £750</td><td>£4.95</td><td>1 to 3 working days</td></tr>
<tr><td>Over £750</td><td>Free</td><td>1 to 2 working days</td></tr>
</tbody>
</table>
<p>Orders confirmed before 2 pm on a working day leave our warehouse the same day. You will receive a tracking link by e-mail as soon as the parcel is collected.</p>
<h2>Returns</h2>
<ol>
<li>Request a return from <strong>My orders</strong> within 14 days of delivery.</li>
<li>Pack the unworn goods in their original bags and cartons.</li>
<li>We collect the parcel free of charge and refund you once it has been checked.</li>
</ol>
<p>Embroidered or printed goods cannot be returned unless they are faulty.</p>`,
      ar: `<h2>التوصيل</h2>
<table>
<thead><tr><th>قيمة الطلب (دون الضريبة)</th><th>الرسوم</th><th>مدة الوصول</th></tr></thead>
<tbody>
<tr><td>حتى 250 جنيهاً</td><td>9.95 جنيه</td><td>من يوم إلى ثلاثة أيام عمل</td></tr>
<tr><td>من 250 إلى 750 جنيهاً</td><td>4.95 جنيه</td><td>من يوم إلى ثلاثة أيام عمل</td></tr>
<tr><td>أكثر من 750 جنيهاً</td><td>مجاناً</td><td>من يوم إلى يومَي عمل</td></tr>
</tbody>
</table>
<p>تغادر الطلبات المؤكَّدة قبل الساعة الثانية ظهراً في أيام العمل مستودعنا في اليوم نفسه، وتصلك رسالة برابط التتبّع فور استلام شركة الشحن للطرد.</p>
<h2>الإرجاع</h2>
<ol>
<li>اطلب الإرجاع من صفحة <strong>طلباتي</strong> خلال 14 يوماً من التسليم.</li>
<li>غلّف البضاعة غير الملبوسة في أكياسها وكراتينها الأصلية.</li>
<li>نستلم الطرد منك مجاناً ونعيد إليك المبلغ بعد فحصه.</li>
</ol>
<p>لا تُقبل إعادة القطع المطرّزة أو المطبوعة إلا إذا كان بها عيب.</p>`,
    },
    cover: {
      tint: '#3b4a6b',
      art: [
        { shape: 'bundle', colour: 'sand' },
        { shape: 'jacket', colour: 'navy' },
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Blogs

export interface BlogSeed {
  key: string;
  slug: string;
  title: Localized;
  excerpt: Localized;
  body: Localized;
  author: string;
  /** Days before the seed date. */
  daysAgo: number;
  cover: { tint: string; art: { shape: GarmentShape; colour: ColourKey }[] };
}

export const BLOGS: BlogSeed[] = [
  {
    key: 'aw-buying',
    slug: 'planning-your-autumn-winter-buy',
    title: { en: 'Planning your Autumn/Winter buy', ar: 'كيف تخطّط لمشتريات موسم الخريف والشتاء' },
    excerpt: {
      en: 'Five lessons from our best-performing retailers on what to stock, when to order and how deep to go.',
      ar: 'خمسة دروس من أنجح عملائنا في اختيار البضاعة وتوقيت الطلب وحجم الكميات.',
    },
    body: {
      en: `<p>Cold-weather ranges tie up more cash than any other season, so the retailers who do best plan early and buy in two drops.</p>
<h3>1. Order your core knitwear by August</h3>
<p>Cable knits and crew sweats sell from the first cold week of October. Mills book up quickly, so confirm volumes early and top up in November.</p>
<h3>2. Let hoodies carry the range</h3>
<p>Across our customers, heavyweight hoodies were the single best-selling line last winter. Stock the core colours deep and try one seasonal shade.</p>
<h3>3. Keep outerwear tight</h3>
<p>Jackets have the highest unit price: start with the two best-selling colours and re-order by size as they sell through.</p>`,
      ar: `<p>تستهلك تشكيلات الطقس البارد رأس مال أكبر من أي موسم آخر، ولذلك يخطّط أنجح تجّار التجزئة مبكراً ويشترون على دفعتين.</p>
<h3>1. اطلب الملابس الصوفية الأساسية قبل شهر أغسطس</h3>
<p>تبدأ مبيعات الكنزات المضفورة والسويت شيرتات مع أول أسبوع بارد في أكتوبر. تمتلئ جداول المصانع بسرعة، فثبّت الكميات مبكراً وأكملها في نوفمبر.</p>
<h3>2. اجعل الهوديز محور التشكيلة</h3>
<p>كانت الهوديز ذات الخامة الثقيلة الصنف الأكثر مبيعاً لدى عملائنا في الشتاء الماضي. خزّن الألوان الأساسية بكميات كبيرة وجرّب لوناً موسمياً واحداً.</p>
<h3>3. لا تتوسّع في الجاكيتات</h3>
<p>الجاكيتات هي الأعلى سعراً للقطعة، فابدأ باللونين الأكثر مبيعاً وأعد الطلب حسب المقاسات كلما نفدت.</p>`,
    },
    author: 'Sarah Whitfield',
    daysAgo: 12,
    cover: {
      tint: '#5b4a3a',
      art: [
        { shape: 'knit', colour: 'cream' },
        { shape: 'hoodie', colour: 'burgundy' },
        { shape: 'puffer', colour: 'black' },
      ],
    },
  },
  {
    key: 'hi-vis-classes',
    slug: 'hi-vis-classes-explained',
    title: { en: 'Hi-vis classes explained', ar: 'شرح فئات الملابس عالية الوضوح' },
    excerpt: {
      en: 'What Class 1, 2 and 3 mean under EN ISO 20471, and which one your customers actually need.',
      ar: 'ماذا تعني الفئات 1 و2 و3 وفق معيار EN ISO 20471، وأيّها يحتاجه عملاؤك فعلاً.',
    },
    body: {
      en: `<p>EN ISO 20471 sets out how visible a garment must be, measured by the area of fluorescent fabric and reflective tape.</p>
<ul>
<li><strong>Class 1</strong>: the lowest visibility, for low-risk areas away from traffic.</li>
<li><strong>Class 2</strong>: the site standard. Our vests and polos meet it.</li>
<li><strong>Class 3</strong>: the highest visibility, required near fast roads and railways. Our bomber jacket meets it.</li>
</ul>
<p>Always check the label: the class is printed beside the pictogram, and tape must be replaced after the tested number of washes.</p>`,
      ar: `<p>يحدّد معيار EN ISO 20471 مدى وضوح القطعة، ويُقاس بمساحة القماش الفسفوري والشريط العاكس فيها.</p>
<ul>
<li><strong>الفئة 1</strong>: أدنى درجات الوضوح، للأماكن منخفضة الخطورة والبعيدة عن حركة المركبات.</li>
<li><strong>الفئة 2</strong>: المعيار المعتاد في المواقع، وتطابقه ستراتنا وقمصان البولو لدينا.</li>
<li><strong>الفئة 3</strong>: أعلى درجات الوضوح، وهي إلزامية قرب الطرق السريعة والسكك الحديدية، ويطابقها جاكيت البومبر لدينا.</li>
</ul>
<p>راجع الملصق دائماً: الفئة مطبوعة بجانب الرمز التوضيحي، ويجب استبدال الشريط العاكس بعد بلوغ عدد الغسلات المختبَر.</p>`,
    },
    author: 'James Carter',
    daysAgo: 30,
    cover: {
      tint: '#f2a20c',
      art: [
        { shape: 'hiVisVest', colour: 'hiVisYellow' },
        { shape: 'hiVisPolo', colour: 'hiVisOrange' },
        { shape: 'hiVisJacket', colour: 'hiVisYellow' },
      ],
    },
  },
  {
    key: 'zero-rated',
    slug: 'why-kidswear-is-zero-rated',
    title: { en: 'Why kidswear is zero-rated for VAT', ar: 'لماذا تُعفى ملابس الأطفال من ضريبة القيمة المضافة؟' },
    excerpt: {
      en: 'A quick guide to the UK’s zero rate on children’s clothing and how it shows on your invoices.',
      ar: 'دليل سريع لإعفاء ملابس الأطفال من ضريبة القيمة المضافة في بريطانيا وكيف يظهر في فواتيرك.',
    },
    body: {
      en: `<p>In the UK, clothing and footwear designed for young children are zero-rated for VAT. On your Atlas invoices these lines show a 0% rate, while adult lines carry the standard 20%.</p>
<p>The zero rate depends on the garment being designed for children, not on who buys it, which is why our kids’ ranges stop at age 13.</p>`,
      ar: `<p>في المملكة المتحدة، تخضع الملابس والأحذية المصمَّمة لصغار الأطفال لنسبة ضريبة صفرية. لذلك تظهر هذه البنود في فواتير أطلس بنسبة 0%، بينما تحمل ملابس البالغين النسبة الأساسية 20%.</p>
<p>يرتبط الإعفاء بكون القطعة مصمَّمة للأطفال لا بهوية المشتري، ولهذا تتوقّف تشكيلات الأطفال لدينا عند عمر 13 سنة.</p>`,
    },
    author: 'Sarah Whitfield',
    daysAgo: 45,
    cover: {
      tint: '#2f7f9e',
      art: [
        { shape: 'bodysuit', colour: 'pink' },
        { shape: 'kidsSet', colour: 'mustard' },
        { shape: 'sweatshirt', colour: 'bottle' },
      ],
    },
  },
  {
    key: 'embroidery-guide',
    slug: 'getting-logo-embroidery-right',
    title: { en: 'Getting logo embroidery right', ar: 'كيف تنجح في تطريز الشعارات' },
    excerpt: {
      en: 'Stitch counts, thread colours and which garments take a logo best: a checklist before you send artwork.',
      ar: 'عدد الغرز وألوان الخيوط والقطع الأنسب للشعار: قائمة تحقّق قبل أن ترسل تصميمك.',
    },
    body: {
      en: `<p>A logo that looks sharp on screen can blur on a knitted polo. A few checks before you order save a second run.</p>
<ul>
<li><strong>Keep text above 5 mm</strong>: smaller letters close up once stitched.</li>
<li><strong>Limit colours to six</strong>: each thread change adds time and cost.</li>
<li><strong>Choose the fabric first</strong>: piqué polos and heavyweight hoodies hold detail best; thin jersey puckers.</li>
</ul>
<p>Send us a vector file (SVG, EPS or PDF) and we will return a stitched proof photo within two working days.</p>`,
      ar: `<p>قد يبدو الشعار حادّاً على الشاشة ثم يفقد وضوحه على قميص بولو محبوك. بعض الفحوص قبل الطلب توفّر عليك إعادة التنفيذ.</p>
<ul>
<li><strong>لا تصغّر النص عن 5 ملم</strong>: الحروف الأصغر تتداخل بعد التطريز.</li>
<li><strong>اكتفِ بستة ألوان</strong>: كل تغيير للخيط يضيف وقتاً وتكلفة.</li>
<li><strong>اختر القماش أولاً</strong>: قمصان البولو البيكيه والهوديز الثقيلة تحفظ التفاصيل أفضل، أما الجيرسيه الرقيق فيتجعّد.</li>
</ul>
<p>أرسل لنا ملفاً متّجهياً (SVG أو EPS أو PDF) وسنرسل لك صورة عيّنة مطرّزة خلال يومَي عمل.</p>`,
    },
    author: 'James Carter',
    daysAgo: 60,
    cover: {
      tint: '#1f3a5f',
      art: [
        { shape: 'polo', colour: 'white' },
        { shape: 'hoodie', colour: 'charcoal' },
      ],
    },
  },
  {
    key: 'school-uniform-season',
    slug: 'preparing-for-back-to-school',
    title: { en: 'Preparing for back-to-school', ar: 'الاستعداد لموسم العودة إلى المدارس' },
    excerpt: {
      en: 'Uniform shops take half their year’s sales in six weeks. Here is the timetable our busiest customers follow.',
      ar: 'تحقّق متاجر الزي المدرسي نصف مبيعات العام في ستة أسابيع. إليك الجدول الزمني الذي يتّبعه أنشط عملائنا.',
    },
    body: {
      en: `<ol>
<li><strong>March</strong>: agree crests and colours with each school.</li>
<li><strong>April</strong>: place the bulk order for polos, sweatshirts and trousers.</li>
<li><strong>June</strong>: receive the first drop and embroider crests.</li>
<li><strong>July</strong>: top up best-selling sizes from live stock.</li>
</ol>
<p>Kidswear is zero-rated for VAT, so remember to price school lines without it.</p>`,
      ar: `<ol>
<li><strong>مارس</strong>: اتّفق مع كل مدرسة على الشعار والألوان.</li>
<li><strong>أبريل</strong>: قدّم الطلب الكبير لقمصان البولو والسويت شيرت والبناطيل.</li>
<li><strong>يونيو</strong>: استلم الدفعة الأولى وطرّز شعارات المدارس.</li>
<li><strong>يوليو</strong>: أكمل المقاسات الأكثر مبيعاً من المخزون المتوفّر.</li>
</ol>
<p>ملابس الأطفال معفاة من ضريبة القيمة المضافة، فتذكّر تسعير أصناف المدارس من دونها.</p>`,
    },
    author: 'Sarah Whitfield',
    daysAgo: 75,
    cover: {
      tint: '#2c3e6b',
      art: [
        { shape: 'sweatshirt', colour: 'burgundy' },
        { shape: 'polo', colour: 'white' },
        { shape: 'trousers', colour: 'charcoal' },
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Site reviews

export interface ReviewSeed {
  name: string;
  email: string;
  rating: number;
  ratings: { delivery: number; quality: number; service: number; value: number };
  comment: string;
  approved: boolean;
  daysAgo: number;
}

export const REVIEWS: ReviewSeed[] = [
  {
    name: 'Fatima Al-Rashid',
    email: 'fatima@boutique-noor.test',
    rating: 5,
    ratings: { delivery: 5, quality: 5, service: 5, value: 4 },
    comment:
      'Ordered forty dresses on Monday afternoon and they were on my shop floor by Wednesday. Quality is consistent from batch to batch.',
    approved: true,
    daysAgo: 6,
  },
  {
    name: 'Gareth Price',
    email: 'gareth@price-contractors.test',
    rating: 5,
    ratings: { delivery: 4, quality: 5, service: 5, value: 5 },
    comment: 'We kit out every new starter with the site starter kit. Sizes are true and the tape survives our laundry.',
    approved: true,
    daysAgo: 19,
  },
  {
    name: 'مريم العتيبي',
    email: 'mariam@little-stars.test',
    rating: 4,
    ratings: { delivery: 4, quality: 5, service: 4, value: 4 },
    comment: 'الزي المدرسي ممتاز والأسعار مناسبة جداً، ومدير الحساب يردّ بسرعة. نتمنى توفير مقاسات أكبر في البناطيل.',
    approved: true,
    daysAgo: 27,
  },
  {
    name: 'Tom Ashworth',
    email: 'tom@printhouse-leeds.test',
    rating: 5,
    ratings: { delivery: 5, quality: 4, service: 5, value: 5 },
    comment: 'The hoodies take embroidery beautifully. Live stock levels save us a phone call on every order.',
    approved: true,
    daysAgo: 40,
  },
  {
    name: 'Lena Novak',
    email: 'lena@novak-fashion.test',
    rating: 3,
    ratings: { delivery: 2, quality: 4, service: 3, value: 4 },
    comment: 'Good products, but one carton arrived a day later than promised.',
    approved: false,
    daysAgo: 2,
  },
];

// ---------------------------------------------------------------------------------------------
// Dynamic content blocks: the sections of /landing-page-1 (ADR 0026), previewed at /code-sandbox

export interface ContentBlockSeed {
  key: string;
  placement: string;
  title: Localized;
  body: Localized;
  /** A seeded public image (`/uploads/seed/...`), or none. */
  image: string | null;
}

export const CONTENT_BLOCKS: ContentBlockSeed[] = [
  {
    key: 'landing-hero',
    placement: 'landing-page-1',
    title: { en: 'Open a trade account in one day', ar: 'افتح حساباً تجارياً في يوم واحد' },
    body: {
      en: `<p>Wholesale clothing for independent retailers, schools and contractors: more than forty ranges from six brands, live stock on every size and next-day dispatch.</p>
<p><a href="/register">Apply for a trade account</a></p>`,
      ar: `<p>ملابس بالجملة لمتاجر التجزئة المستقلة والمدارس والمقاولين: أكثر من أربعين تشكيلة من ست علامات تجارية، ومخزون محدَّث لكل مقاس، وشحن في اليوم التالي.</p>
<p><a href="/register">قدّم طلب حساب تجاري</a></p>`,
    },
    image: '/uploads/seed/pages/about.webp',
  },
  {
    key: 'landing-benefits',
    placement: 'landing-page-1',
    title: { en: 'Why retailers buy from Atlas', ar: 'لماذا يشتري التجّار من أطلس' },
    body: {
      en: `<ul>
<li><strong>Trade prices from the first carton</strong>: no minimum order beyond the pack size.</li>
<li><strong>Live stock</strong>: the quantity you see is the quantity we ship.</li>
<li><strong>Free delivery</strong> on orders over £750, dispatched the same day before 2 pm.</li>
<li><strong>Embroidery and printing</strong> from 10 pieces, with your artwork kept on file.</li>
</ul>`,
      ar: `<ul>
<li><strong>أسعار الجملة من أول كرتونة</strong>: لا حدّ أدنى للطلب سوى حجم العبوة.</li>
<li><strong>مخزون محدَّث</strong>: الكمية التي تراها هي الكمية التي نشحنها.</li>
<li><strong>توصيل مجاني</strong> للطلبات التي تتجاوز 750 جنيهاً، وشحن في اليوم نفسه قبل الثانية ظهراً.</li>
<li><strong>تطريز وطباعة</strong> ابتداءً من 10 قطع، مع الاحتفاظ بتصميمك في ملفك.</li>
</ul>`,
    },
    image: '/uploads/seed/main-categories/women.webp',
  },
  {
    key: 'landing-how-it-works',
    placement: 'landing-page-1',
    title: { en: 'How ordering works', ar: 'كيف يتم الطلب' },
    body: {
      en: `<ol>
<li>Register your business and upload the signed approval form.</li>
<li>We approve your account, usually within one working day, and prices appear.</li>
<li>Order online, through your account manager or in the showroom.</li>
</ol>`,
      ar: `<ol>
<li>سجّل نشاطك التجاري وارفع نموذج الاعتماد موقّعاً.</li>
<li>نعتمد حسابك خلال يوم عمل واحد في العادة، فتظهر لك الأسعار.</li>
<li>اطلب عبر الموقع أو من خلال مدير حسابك أو من صالة العرض.</li>
</ol>`,
    },
    image: '/uploads/seed/main-categories/workwear.webp',
  },
  {
    key: 'landing-quote',
    placement: 'landing-page-1',
    title: { en: 'Buying for a whole season?', ar: 'تشتري لموسم كامل؟' },
    body: {
      en: `<p>Tell us what you need and our trade team will send a quote with volume prices and delivery dates within one working day.</p>
<p><a href="/form-1">Request a wholesale quote</a></p>`,
      ar: `<p>أخبرنا بما تحتاجه وسيرسل لك فريق المبيعات عرض سعر بأسعار الكميات ومواعيد التوصيل خلال يوم عمل واحد.</p>
<p><a href="/form-1">اطلب عرض سعر للجملة</a></p>`,
    },
    image: null,
  },
];
