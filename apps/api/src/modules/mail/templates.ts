import type { Localized, OrderStatus } from '@shop/shared';

/**
 * The e-mail templates the shop ships: a mail whose event the admin never saved a template for
 * (admin: settings/email-settings) is rendered with these, and the demo seed stores them.
 * Placeholders in double braces are filled when a mail is rendered: {{name}}, {{orderNumber}},
 * {{total}}, {{link}}, {{shopName}}.
 */
export interface EmailTemplateSeed {
  name: string;
  event: string;
  orderStatus: OrderStatus | null;
  title: Localized;
  subject: Localized;
  header: Localized;
  body: Localized;
  footer: Localized;
  enabled: boolean;
  adminReceives: boolean;
}

const footer: Localized = {
  en: 'Atlas Wholesale Ltd · Unit 4, Riverside Trade Park, Manchester M8 8PY · trade@atlas-wholesale.test',
  ar: 'أطلس للجملة · الوحدة 4، مجمّع ريفرسايد التجاري، مانشستر M8 8PY · trade@atlas-wholesale.test',
};

const hello: Localized = { en: 'Hello {{name}},', ar: 'مرحباً {{name}}،' };

/** A mail about the customer's account or cart: to the customer only, not about one order. */
const customerMail = (
  event: string,
  name: string,
  mail: Pick<EmailTemplateSeed, 'title' | 'subject' | 'body'> & { header?: Localized },
): EmailTemplateSeed => ({
  name,
  event,
  orderStatus: null,
  title: mail.title,
  subject: mail.subject,
  header: mail.header ?? hello,
  body: mail.body,
  footer,
  enabled: true,
  adminReceives: false,
});

const order = (
  status: OrderStatus,
  name: string,
  title: Localized,
  body: Localized,
  adminReceives = false,
): EmailTemplateSeed => ({
  name,
  event: `order.${status}`,
  orderStatus: status,
  title,
  subject: {
    en: `${title.en}: order {{orderNumber}}`,
    ar: `${title.ar}: الطلب رقم {{orderNumber}}`,
  },
  header: hello,
  body,
  footer,
  enabled: true,
  adminReceives,
});

export const EMAIL_TEMPLATES: EmailTemplateSeed[] = [
  order(
    'pending',
    'Order received',
    { en: 'We have received your order', ar: 'استلمنا طلبك' },
    {
      en: '<p>Thank you for your order {{orderNumber}} of {{total}}. Our team is checking stock and will confirm it shortly.</p>',
      ar: '<p>شكراً لطلبك رقم {{orderNumber}} بقيمة {{total}}. يراجع فريقنا توفّر الكميات وسنؤكد الطلب قريباً.</p>',
    },
    true,
  ),
  order(
    'processing',
    'Order confirmed',
    { en: 'Your order is being prepared', ar: 'طلبك قيد التجهيز' },
    {
      en: '<p>Good news: order {{orderNumber}} is confirmed and our warehouse is picking it now.</p>',
      ar: '<p>خبر سار: تم تأكيد الطلب رقم {{orderNumber}} ويجري تجهيزه الآن في المستودع.</p>',
    },
  ),
  order(
    'shipped',
    'Order shipped',
    { en: 'Your order is on its way', ar: 'طلبك في الطريق إليك' },
    {
      en: '<p>Order {{orderNumber}} has left our warehouse. Track it here: {{link}}</p>',
      ar: '<p>غادر الطلب رقم {{orderNumber}} مستودعنا. يمكنك تتبّعه من هنا: {{link}}</p>',
    },
  ),
  order(
    'delivered',
    'Order delivered',
    { en: 'Your order has been delivered', ar: 'تم تسليم طلبك' },
    {
      en: '<p>Order {{orderNumber}} was delivered. We hope everything arrived as expected; reply to this e-mail if not.</p>',
      ar: '<p>تم تسليم الطلب رقم {{orderNumber}}. نأمل أن يكون كل شيء كما توقّعت، وإن لم يكن فراسلنا بالرد على هذه الرسالة.</p>',
    },
  ),
  order(
    'cancelled',
    'Order cancelled',
    { en: 'Your order has been cancelled', ar: 'تم إلغاء طلبك' },
    {
      en: '<p>Order {{orderNumber}} has been cancelled. Any payment taken will be returned to you.</p>',
      ar: '<p>تم إلغاء الطلب رقم {{orderNumber}}، وسيُعاد إليك أي مبلغ تم تحصيله.</p>',
    },
    true,
  ),
  customerMail('account.verify_email', 'Verify your e-mail', {
    title: { en: 'Confirm your e-mail address', ar: 'أكّد بريدك الإلكتروني' },
    subject: { en: 'Confirm your {{shopName}} trade account', ar: 'أكّد حسابك التجاري في {{shopName}}' },
    header: { en: 'Welcome, {{name}}', ar: 'أهلاً بك يا {{name}}' },
    body: {
      en: '<p>Please confirm your e-mail address to continue your trade account application: {{link}}</p>',
      ar: '<p>يرجى تأكيد بريدك الإلكتروني لمتابعة طلب فتح حسابك التجاري: {{link}}</p>',
    },
  }),
  customerMail('account.reset_password', 'Reset your password', {
    title: { en: 'Reset your password', ar: 'إعادة تعيين كلمة المرور' },
    subject: {
      en: 'Your {{shopName}} password reset link',
      ar: 'رابط إعادة تعيين كلمة المرور في {{shopName}}',
    },
    body: {
      en: '<p>Use this link to choose a new password. It expires in one hour: {{link}}</p>',
      ar: '<p>استخدم هذا الرابط لاختيار كلمة مرور جديدة، وتنتهي صلاحيته خلال ساعة: {{link}}</p>',
    },
  }),
  customerMail('account.approved', 'Account approved', {
    title: { en: 'Your trade account is open', ar: 'تم فتح حسابك التجاري' },
    subject: {
      en: 'Your {{shopName}} trade account is approved',
      ar: 'تمت الموافقة على حسابك التجاري في {{shopName}}',
    },
    body: {
      en: '<p>Your account has been approved. You can now see trade prices and place orders: {{link}}</p>',
      ar: '<p>تمت الموافقة على حسابك، ويمكنك الآن الاطلاع على أسعار الجملة وتقديم الطلبات: {{link}}</p>',
    },
  }),
  customerMail('account.restricted', 'Account restricted', {
    title: { en: 'Your trade account is restricted', ar: 'تم تقييد حسابك التجاري' },
    subject: {
      en: 'Your {{shopName}} trade account has been restricted',
      ar: 'تم تقييد حسابك التجاري في {{shopName}}',
    },
    body: {
      en: '<p>We have restricted your account: you can still sign in and browse, but new orders are on hold. Reason: {{reason}}. Please contact us to resolve this: {{link}}</p>',
      ar: '<p>قمنا بتقييد حسابك: ما زال بإمكانك تسجيل الدخول وتصفّح المنتجات، لكن الطلبات الجديدة متوقفة مؤقتاً. السبب: {{reason}}. يرجى التواصل معنا لحل الأمر: {{link}}</p>',
    },
  }),
  customerMail('cart.abandoned', 'Abandoned cart', {
    title: { en: 'You left items in your cart', ar: 'تركتَ منتجات في سلّتك' },
    subject: { en: 'Your {{shopName}} cart is waiting', ar: 'سلّتك في {{shopName}} بانتظارك' },
    body: {
      en: '<p>The items you chose are still in your cart, at today’s trade prices. Pick up where you left off: {{link}}</p>',
      ar: '<p>ما زالت المنتجات التي اخترتها في سلّتك بأسعار الجملة الحالية. أكمل طلبك من حيث توقفت: {{link}}</p>',
    },
  }),
];
