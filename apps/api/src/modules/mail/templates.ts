import type { Localized, OrderStatus } from '@shop/shared';

/**
 * The e-mail templates the shop ships: a mail whose event the admin never saved a template for
 * (admin: settings/email-settings) is rendered with these, and the demo seed stores them.
 * Placeholders in double braces are filled when a mail is rendered; which ones each event offers
 * is `EMAIL_EVENTS` of packages/shared (schemas/email-settings.ts).
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
  { adminReceives = false, enabled = true } = {},
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
  enabled,
  adminReceives,
});

/** A refund or return request's new status (SPEC 4 "Return statuses"), to the customer. */
const refund = (status: string, name: string, title: Localized, body: Localized): EmailTemplateSeed => ({
  name,
  event: `refund.${status}`,
  orderStatus: null,
  title,
  subject: {
    en: `${title.en}: return {{returnNumber}}`,
    ar: `${title.ar}: طلب الإرجاع رقم {{returnNumber}}`,
  },
  header: hello,
  body,
  footer,
  enabled: true,
  adminReceives: false,
});

export const EMAIL_TEMPLATES: EmailTemplateSeed[] = [
  order(
    'payment-pending',
    'Awaiting card payment',
    { en: 'Your order is awaiting payment', ar: 'طلبك بانتظار الدفع' },
    {
      en: '<p>Order {{orderNumber}} of {{total}} is waiting for your card payment. Complete it here: {{link}}</p>',
      ar: '<p>الطلب رقم {{orderNumber}} بقيمة {{total}} بانتظار الدفع بالبطاقة. أكمل الدفع من هنا: {{link}}</p>',
    },
    // The mail of `pending` follows as soon as the card is authorised; this one is for shops that want both.
    { enabled: false },
  ),
  order(
    'pending',
    'Order received',
    { en: 'We have received your order', ar: 'استلمنا طلبك' },
    {
      en: '<p>Thank you for your order {{orderNumber}} of {{total}}. Our team is checking stock and will confirm it shortly.</p>',
      ar: '<p>شكراً لطلبك رقم {{orderNumber}} بقيمة {{total}}. يراجع فريقنا توفّر الكميات وسنؤكد الطلب قريباً.</p>',
    },
    { adminReceives: true },
  ),
  order(
    'approved',
    'Order approved',
    { en: 'Your order is approved', ar: 'تمت الموافقة على طلبك' },
    {
      en: '<p>We have approved order {{orderNumber}} of {{total}}; it goes to our warehouse next. Follow it here: {{link}}</p>',
      ar: '<p>وافقنا على الطلب رقم {{orderNumber}} بقيمة {{total}}، وسيُحال إلى المستودع للتجهيز. تابعه من هنا: {{link}}</p>',
    },
  ),
  order(
    'rejected',
    'Order rejected',
    { en: 'We could not accept your order', ar: 'تعذّر علينا قبول طلبك' },
    {
      en: '<p>We are sorry: we could not accept order {{orderNumber}}. Any payment taken will be returned to you. Reply to this e-mail and we will help you order again.</p>',
      ar: '<p>نعتذر، لم نتمكن من قبول الطلب رقم {{orderNumber}}، وسيُعاد إليك أي مبلغ تم تحصيله. راسلنا بالرد على هذه الرسالة وسنساعدك في الطلب من جديد.</p>',
    },
    { adminReceives: true },
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
      en: '<p>Order {{orderNumber}} has left our warehouse with {{shipmentName}}. Track it here: {{trackingUrl}}</p>',
      ar: '<p>غادر الطلب رقم {{orderNumber}} مستودعنا مع {{shipmentName}}. يمكنك تتبّعه من هنا: {{trackingUrl}}</p>',
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
    'refused',
    'Delivery refused',
    { en: 'Your delivery was refused', ar: 'تم رفض استلام طلبك' },
    {
      en: '<p>The delivery of order {{orderNumber}} was turned away, so the goods are coming back to us. If this was a mistake, reply to this e-mail.</p>',
      ar: '<p>تم رفض استلام الطلب رقم {{orderNumber}}، لذا ستعود البضاعة إلينا. إن كان ذلك عن طريق الخطأ فراسلنا بالرد على هذه الرسالة.</p>',
    },
    { adminReceives: true },
  ),
  order(
    'completed',
    'Order completed',
    { en: 'Your order is complete', ar: 'اكتمل طلبك' },
    {
      en: '<p>Order {{orderNumber}} is complete. Thank you for trading with {{shopName}}; your order history is here: {{link}}</p>',
      ar: '<p>اكتمل الطلب رقم {{orderNumber}}. شكراً لتعاملك مع {{shopName}}، وتجد سجل طلباتك هنا: {{link}}</p>',
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
    { adminReceives: true },
  ),
  refund(
    'init',
    'Return requested',
    { en: 'We have received your return request', ar: 'استلمنا طلب الإرجاع' },
    {
      en: '<p>Your return request {{returnNumber}} for order {{orderNumber}} has reached us. We will review it and write to you.</p>',
      ar: '<p>وصلنا طلب الإرجاع رقم {{returnNumber}} للطلب رقم {{orderNumber}}، وسنراجعه ونراسلك قريباً.</p>',
    },
  ),
  refund(
    'accepted',
    'Return accepted',
    { en: 'Your return is accepted', ar: 'تم قبول طلب الإرجاع' },
    {
      en: '<p>We have accepted return {{returnNumber}} for order {{orderNumber}}. Please send the goods back; we will confirm once they arrive.</p>',
      ar: '<p>قبلنا طلب الإرجاع رقم {{returnNumber}} للطلب رقم {{orderNumber}}. يرجى إعادة البضاعة، وسنؤكد لك فور وصولها.</p>',
    },
  ),
  refund(
    'rejected',
    'Return rejected',
    { en: 'We could not accept your return', ar: 'تعذّر قبول طلب الإرجاع' },
    {
      en: '<p>We are sorry: return {{returnNumber}} for order {{orderNumber}} does not meet our returns policy. Reply to this e-mail if you have questions.</p>',
      ar: '<p>نعتذر، طلب الإرجاع رقم {{returnNumber}} للطلب رقم {{orderNumber}} لا يستوفي سياسة الإرجاع لدينا. راسلنا بالرد على هذه الرسالة إن كان لديك أي استفسار.</p>',
    },
  ),
  refund(
    'refused',
    'Returned goods refused',
    { en: 'Your returned goods were refused', ar: 'تم رفض البضاعة المرتجعة' },
    {
      en: '<p>The goods returned under {{returnNumber}} (order {{orderNumber}}) did not pass our inspection, so no refund is due. We will contact you about sending them back.</p>',
      ar: '<p>لم تجتز البضاعة المرتجعة بموجب الطلب رقم {{returnNumber}} (الطلب الأصلي رقم {{orderNumber}}) الفحص، لذا لا يستحق عنها استرداد. سنتواصل معك بشأن إعادتها إليك.</p>',
    },
  ),
  refund(
    'approved',
    'Refund approved',
    { en: 'Your refund is approved', ar: 'تمت الموافقة على الاسترداد' },
    {
      en: '<p>Return {{returnNumber}} for order {{orderNumber}} is approved and your refund is on its way to your original payment method.</p>',
      ar: '<p>تمت الموافقة على طلب الإرجاع رقم {{returnNumber}} للطلب رقم {{orderNumber}}، والمبلغ في طريقه إلى وسيلة الدفع الأصلية.</p>',
    },
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
      en: '<p>We have restricted your account: you can still sign in and browse, but new orders are on hold. Please contact us to resolve this: {{link}}</p>',
      ar: '<p>قمنا بتقييد حسابك: ما زال بإمكانك تسجيل الدخول وتصفّح المنتجات، لكن الطلبات الجديدة متوقفة مؤقتاً. يرجى التواصل معنا لحل الأمر: {{link}}</p>',
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
