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
export type MenuKind = 'slider' | 'grid' | 'bar' | 'single-product' | 'bundle';
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
  title: Localized;
  /** English headline drawn into the banner; `\n` breaks the line. */
  headline: string;
  subline: string;
  cta: string;
  url: string;
  colour: string;
  accent: string;
  art: { shape: GarmentShape; colour: ColourKey; accent?: ColourKey }[];
}

export const SLIDES: SlideSeed[] = [
  {
    key: 'autumn-winter',
    title: { en: 'The Autumn/Winter wholesale edit', ar: 'تشكيلة الخريف والشتاء للجملة' },
    headline: 'Autumn/Winter\nWholesale Edit',
    subline: 'Knitwear, outerwear and layering basics',
    cta: 'Shop now',
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
    headline: 'Hi-Vis by\nthe Carton',
    subline: 'EN ISO 20471 vests from £2.00 each',
    cta: 'Order now',
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
    headline: 'Back to School,\nUniform Ready',
    subline: 'Zero-rated VAT on all kidswear',
    cta: 'See the range',
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
    headline: '10% Off Orders\nOver £500',
    subline: 'Use code BULK10 at checkout',
    cta: 'Start an order',
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
    metaTitle: { en: 'Wholesale Terms of Trade | Atlas Wholesale', ar: 'شروط البيع بالجملة | أطلس للجملة' },
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
