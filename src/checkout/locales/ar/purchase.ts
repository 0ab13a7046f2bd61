import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';
import { type PluralForms, plural } from '../plural.js';

/** Counted seconds and minutes after a preposition (خلال، أقل من): Arabic has six forms. */
const SECONDS: PluralForms = {
  one: 'ثانية واحدة',
  two: 'ثانيتين',
  few: '# ثوانٍ',
  many: '# ثانية',
  other: '# ثانية',
};
const MINUTES: PluralForms = {
  one: 'دقيقة واحدة',
  two: 'دقيقتين',
  few: '# دقائق',
  many: '# دقيقة',
  other: '# دقيقة',
};

const purchase: PurchaseCatalog = {
  headings: { payment: 'طريقة الدفع', review: 'المراجعة والدفع' },
  buttons: {
    pay: (amount: string) => `ادفع ${amount}`,
    tryAnotherMethod: 'جرّب طريقة دفع أخرى',
    linkBank: 'ربط الحساب المصرفي',
  },
  methods: { card: 'البطاقة', ach: 'حساب مصرفي (ACH)' },
  countdown: {
    extend: 'وقت إضافي للدفع',
    label: 'الوقت المتبقي للدفع',
    until: (time: string) => `حتى ${time}`,
  },
  payment: {
    legend: 'كيف تودّ الدفع؟',
    cardFrameTitle: 'بيانات البطاقة',
    usingCard: (brand: string, last4: string) =>
      `الدفع باستخدام ${brand} ${MASK}${last4}. لتغييرها، أدخل بطاقة أخرى.`,
    cardNotReady: 'لا يزال نموذج البطاقة قيد التحميل. حاول مجددًا بعد قليل.',
    cardFrameUrl: 'يجب أن يكون عنوان URL لنموذج البطاقة بصيغة http(s).',
    cardFrameNeedsHttp: 'يتطلب نموذج البطاقة تقديم الصفحة عبر http(s)، لا فتحها من ملف.',
    cardFrameReloaded: 'أُعيد تحميل نموذج البطاقة. أدخل بيانات البطاقة مجددًا.',
    cardFrameLoading: 'جارٍ تحميل نموذج البطاقة\u2026',
    cardFrameFailed:
      'تعذّر تحميل نموذج البطاقة. تحقّق من اتصالك، ثم اختر «إعادة المحاولة» أو اختر طريقة دفع أخرى.',
    cardFrameTimeout: (seconds: number) =>
      `لم يستجب نموذج البطاقة خلال ${plural('ar', seconds, SECONDS)}. تحقّق من الاتصال وحاول مجددًا.`,
    cardFrameBadToken: 'أرسل نموذج البطاقة رمزًا مميزًا للبطاقة لا يتوافق مع الواجهة.',
    cardFrameRemoved: 'أُزيل نموذج البطاقة.',
    taxIdFrameUrl: 'يجب أن يكون عنوان URL لحقل رقم الضمان الاجتماعي (SSN) بصيغة http(s).',
    taxIdFrameNeedsHttp:
      'يتطلب حقل رقم الضمان الاجتماعي (SSN) تقديم الصفحة عبر http(s)، لا فتحها من ملف.',
    taxIdFrameReloaded: 'أُعيد تحميل حقل رقم الضمان الاجتماعي (SSN). أدخل الرقم مجددًا.',
    taxIdFrameFailed:
      'تعذّر تحميل حقل رقم الضمان الاجتماعي (SSN). تحقّق من اتصالك، ثم اختر «إعادة المحاولة».',
    taxIdFrameTimeout: (seconds: number) =>
      `لم يستجب حقل رقم الضمان الاجتماعي (SSN) خلال ${plural('ar', seconds, SECONDS)}. تحقّق من الاتصال وحاول مجددًا.`,
    taxIdFrameBadToken: 'أرسل حقل رقم الضمان الاجتماعي (SSN) رمزًا مميزًا لا يتوافق مع الواجهة.',
    taxIdFrameRemoved: 'أُزيل حقل رقم الضمان الاجتماعي (SSN).',
    cardTypeNotAccepted: (type: string) =>
      `لا تقبل صفحة الدفع هذه بطاقات ${type}. استخدم بطاقة أخرى أو طريقة دفع أخرى.`,
    bankRequired: 'اربط حسابًا مصرفيًا أولًا، أو اختر طريقة دفع أخرى.',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: 'بطاقة',
    },
    typeNames: {
      us_debit: 'الخصم المباشر الأمريكية',
      us_credit: 'الائتمان الأمريكية',
      international_debit: 'الخصم المباشر الدولية',
      international_credit: 'الائتمان الدولية',
      ach: 'الحساب المصرفي',
    },
  },
  bank: {
    username: 'اسم المستخدم في الخدمات المصرفية عبر الإنترنت',
    password: 'كلمة المرور للخدمات المصرفية عبر الإنترنت',
    aggregator: 'خدمة ربط الحسابات المصرفية',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: (institution: string, mask: string) => `تم ربط ${institution} ${MASK}${mask}`,
    loginFailed:
      'لم يقبل البنك اسم المستخدم وكلمة المرور. أدخل البيانات التي تستخدمها في الخدمات المصرفية عبر الإنترنت وحاول مجددًا.',
    usernameRequired: 'أدخل اسم المستخدم الذي تسجّل به الدخول إلى الخدمات المصرفية عبر الإنترنت.',
    passwordRequired: 'أدخل كلمة المرور المصرفية.',
  },
  review: {
    subtotal: 'المجموع الفرعي',
    tax: 'الضريبة',
    processingFee: 'رسوم المعالجة',
    networkFee: 'رسوم الشبكة',
    total: 'الإجمالي',
    buyer: 'المشتري',
    paymentWith: 'الدفع',
    card: (brand: string, last4: string) => `${brand} ${MASK}${last4}`,
    bank: (institution: string, mask: string) => `${institution} ${MASK}${mask}`,
  },
  timeToPay: {
    warning: (seconds: number) =>
      `تبقّى أقل من ${seconds >= 60 ? plural('ar', seconds / 60, MINUTES) : plural('ar', seconds, SECONDS)} للدفع.`,
    canExtend: 'يمكنك طلب وقت إضافي.',
    atLimit: 'لا يمكن تمديد مهلة الدفع لهذا الطلب أكثر من ذلك.',
    extended: (time: string) => `مُدّدت مهلة الدفع حتى ${time}.`,
    extendFailed: (why: string) => `تعذّر تمديد المهلة. ${why}`,
  },
  challenge: {
    heading: 'التأكيد لدى البنك',
    intro: 'يطلب منك البنك تأكيد عملية الدفع هذه.',
    frameTitle: 'تأكيد الدفع لدى البنك',
    confirming: 'جارٍ تأكيد الدفع\u2026',
    url: 'يجب أن تكون صفحة التأكيد الخاصة بالبنك عنوان URL بصيغة http(s).',
    needsHttp: 'تتطلب صفحة التأكيد الخاصة بالبنك تقديم صفحة الدفع عبر http(s).',
  },
  outcome: {
    processing: 'نحن نؤكد دفعتك. يستغرق ذلك عادةً بضع ثوانٍ.',
    processed: 'تمت عملية الدفع بنجاح. رمزك غير القابل للاستبدال (NFT) في طريقه إلى محفظتك.',
    complete: 'تم تسليم رمزك غير القابل للاستبدال (NFT) إلى محفظتك.',
    txHash: 'تجزئة المعاملة',
    declined: 'لم تُقبل دفعتك.',
    noAttemptsLeft: 'لا يمكن دفع هذا الطلب مرة أخرى. ابدأ عملية دفع جديدة لتحاول مجددًا.',
    cancelled: 'أُلغي طلبك.',
    refunded: 'رُدّ المبلغ إلى وسيلة الدفع الأصلية',
    refundPending: 'يجري ردّ أي مبلغ خُصم إلى وسيلة الدفع الأصلية.',
    notCharged: 'لم يُخصم أي مبلغ.',
    expired: 'انتهت مهلة الدفع لهذا الطلب. ابدأ عملية دفع جديدة لتحاول مجددًا.',
    error: 'تعذّرت متابعة عملية الدفع.',
    orderId: 'الطلب',
  },
  declineReasons: {
    AUTHENTICATION_FAILED: 'تعذّر على البنك تأكيد هذه الدفعة. حاول مجددًا أو استخدم بطاقة أخرى',
    CARD_DECLINED: 'رفضت الجهة المُصدِرة بطاقتك',
    INSUFFICIENT_FUNDS: 'الرصيد غير كافٍ لإتمام هذه الدفعة',
    BANK_DECLINED: 'رفض البنك عملية الدفع',
  },
  cancelReasons: {
    NETF: 'أوقفت مشكلة في الشبكة عملية النقل',
    PRCC: 'تغيّر السعر كثيرًا قبل اكتمال الدفع',
    RISD: 'لم تجتز عملية الدفع فحوصات الأمان لدينا',
    NA: 'لم يعد هذا الـ NFT متاحًا',
  },
  unknownReason: 'لم يُذكر سبب',
  phone: {
    heading: 'تحقّق من هاتفك',
    intro: 'نرسل إليك رمزًا من 6 أرقام برسالة نصية للتأكد من أن هذا الهاتف لك.',
    phoneLabel: 'رقم الهاتف',
    send: 'إرسال الرمز',
    resend: 'إرسال رمز جديد',
    resendIn: (seconds: number) => `رمز جديد بعد ${plural('ar', seconds, SECONDS)}`,
    codeLabel: 'الرمز الوارد في الرسالة النصية',
    codeHint: '6 أرقام',
    sent: (phone: string) => `أرسلنا رمزًا إلى ${phone}. الرمز صالح لمدة 10 دقائق.`,
    verified: 'تم التحقق من هاتفك.',
    alreadyVerified: 'تم التحقق من هذا الهاتف مسبقًا. تابع عندما تكون مستعدًا.',
    sendFirst: 'اختر «إرسال الرمز» لتتلقى رمزًا برسالة نصية، ثم اكتبه هنا.',
    codeIncomplete: 'أدخل أرقام الرمز الستة الواردة في الرسالة النصية.',
    wrong: (left: number) =>
      plural('ar', left, {
        zero: 'الرمز غير صحيح. لم تتبقَّ أي محاولات.',
        one: 'الرمز غير صحيح. تحقّق من الرسالة النصية وحاول مجددًا: تتبقى محاولة واحدة.',
        two: 'الرمز غير صحيح. تحقّق من الرسالة النصية وحاول مجددًا: تتبقى محاولتان.',
        few: 'الرمز غير صحيح. تحقّق من الرسالة النصية وحاول مجددًا: تتبقى # محاولات.',
        many: 'الرمز غير صحيح. تحقّق من الرسالة النصية وحاول مجددًا: تتبقى # محاولة.',
        other: 'الرمز غير صحيح. تحقّق من الرسالة النصية وحاول مجددًا: تتبقى # محاولة.',
      }),
    expired: 'انتهت صلاحية هذا الرمز. اختر «إرسال رمز جديد» واكتب الرمز الجديد.',
    noCode: 'لم يعد من الممكن استخدام هذا الرمز. اختر «إرسال رمز جديد» واكتب الرمز الجديد.',
    cooldown: 'أُرسل رمز قبل لحظات. انتظر وصوله، أو اطلب رمزًا جديدًا عندما يتيح الزر ذلك.',
    locked: (time: string) =>
      `رموز خاطئة كثيرة جدًا: هذا الهاتف مقفل حتى ${time}. حاول مجددًا حينها، أو ارجع واستخدم رقم هاتف آخر.`,
  },
  taxId: {
    heading: 'رقم الضمان الاجتماعي الأمريكي (SSN)',
    intro:
      'يلزمنا القانون الأمريكي بالتحقق من هوية المشتري. يُرسل رقمك مباشرةً إلى خدمة الدفع لدينا ولا يُعرض على المتجر أبدًا.',
    frameTitle: 'رقم الضمان الاجتماعي (SSN)',
    entered: 'رقم الضمان الاجتماعي (SSN)',
    change: 'تغيير الرقم',
    frameLoading: 'جارٍ تحميل الحقل الآمن\u2026',
    notReady: 'لا يزال الحقل الآمن قيد التحميل. حاول مجددًا بعد قليل.',
  },
  document: {
    notReady: 'لا يزال نموذج المستند قيد التحميل. حاول مجددًا بعد قليل.',
    checking: 'جارٍ التحقق من مستندك\u2026',
    verified: 'تم التحقق من الهوية.',
    failed: 'تعذّر التحقق من مستندك. اطّلع على الخطوة التالية.',
  },
  connection: {
    lost: 'انقطع الاتصال. جارٍ محاولة إعادة الاتصال\u2026',
    restored: 'عاد الاتصال.',
  },
};

export default purchase;
