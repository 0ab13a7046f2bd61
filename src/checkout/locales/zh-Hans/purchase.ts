import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';
import { plural } from '../plural.js';

const purchase: PurchaseCatalog = {
  headings: { payment: '付款方式', review: '确认并付款' },
  buttons: {
    pay: (amount: string) => `支付 ${amount}`,
    tryAnotherMethod: '换一种付款方式',
    linkBank: '关联银行账户',
  },
  methods: { card: '银行卡', ach: '银行账户（ACH）' },
  countdown: {
    extend: '延长付款时间',
    label: '剩余付款时间',
    until: (time: string) => `截至 ${time}`,
  },
  payment: {
    legend: '您想如何付款？',
    cardFrameTitle: '银行卡信息',
    usingCard: (brand: string, last4: string) =>
      `正在使用 ${brand} ${MASK}${last4} 付款。如需更换，请输入其他银行卡。`,
    cardNotReady: '银行卡表单仍在加载。请稍后重试。',
    cardFrameUrl: '银行卡表单的 URL 必须是 http(s) URL。',
    cardFrameNeedsHttp: '银行卡表单要求页面通过 http(s) 提供，而不能直接以文件方式打开。',
    cardFrameReloaded: '银行卡表单已重新加载。请重新输入银行卡信息。',
    cardFrameLoading: '正在加载银行卡表单\u2026',
    cardFrameFailed: '银行卡表单无法加载。请检查网络连接，然后选择“重试”，或选择其他付款方式。',
    cardFrameTimeout: (seconds: number) =>
      `银行卡表单在 ${seconds} 秒内未响应。请检查网络连接后重试。`,
    cardFrameBadToken: '银行卡表单返回的银行卡令牌与接口不匹配。',
    cardFrameRemoved: '银行卡表单已被移除。',
    taxIdFrameUrl: '社会安全号码（SSN）输入框的 URL 必须是 http(s) URL。',
    taxIdFrameNeedsHttp:
      '社会安全号码（SSN）输入框要求页面通过 http(s) 提供，而不能直接以文件方式打开。',
    taxIdFrameReloaded: '社会安全号码（SSN）输入框已重新加载。请重新输入号码。',
    taxIdFrameFailed: '社会安全号码（SSN）输入框无法加载。请检查网络连接，然后选择“重试”。',
    taxIdFrameTimeout: (seconds: number) =>
      `社会安全号码（SSN）输入框在 ${seconds} 秒内未响应。请检查网络连接后重试。`,
    taxIdFrameBadToken: '社会安全号码（SSN）输入框返回的令牌与接口不匹配。',
    taxIdFrameRemoved: '社会安全号码（SSN）输入框已被移除。',
    cardTypeNotAccepted: (type: string) =>
      `此结账不支持${type}卡。请使用其他银行卡或其他付款方式。`,
    bankRequired: '请先关联银行账户，或选择其他付款方式。',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: '银行卡',
    },
    typeNames: {
      us_debit: '美国借记',
      us_credit: '美国信用',
      international_debit: '境外借记',
      international_credit: '境外信用',
      ach: '银行账户',
    },
  },
  bank: {
    username: '网上银行用户名',
    password: '网上银行密码',
    aggregator: '银行账户连接服务',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: (institution: string, mask: string) => `已关联 ${institution} ${MASK}${mask}`,
    loginFailed: '银行未接受该用户名和密码。请输入您登录网上银行时使用的用户名和密码，然后重试。',
    usernameRequired: '请输入您的网上银行用户名，即登录网上银行时使用的用户名。',
    passwordRequired: '请输入您的网上银行密码。',
  },
  review: {
    subtotal: '小计',
    tax: '税费',
    processingFee: '手续费',
    networkFee: '网络费',
    total: '总计',
    buyer: '买家',
    paymentWith: '付款方式',
    card: (brand: string, last4: string) => `${brand} ${MASK}${last4}`,
    bank: (institution: string, mask: string) => `${institution} ${MASK}${mask}`,
  },
  timeToPay: {
    warning: (seconds: number) =>
      seconds >= 60
        ? `付款剩余时间不足 ${seconds / 60} 分钟。`
        : `付款剩余时间不足 ${seconds} 秒。`,
    canExtend: '您可以申请延长付款时间。',
    atLimit: '此订单的付款时间已无法再延长。',
    extended: (time: string) => `付款时间已延长至 ${time}。`,
    extendFailed: (why: string) => `无法延长付款时间。${why}`,
  },
  challenge: {
    heading: '请通过银行确认',
    intro: '您的银行要求您确认这笔付款。',
    frameTitle: '通过银行确认付款',
    confirming: '正在确认您的付款\u2026',
    url: '银行的确认页面必须是 http(s) URL。',
    needsHttp: '银行的确认页面要求结账页面通过 http(s) 提供。',
  },
  outcome: {
    processing: '我们正在确认您的付款，通常只需几秒钟。',
    processed: '付款成功。您的 NFT 正在发送到您的钱包。',
    complete: '您的 NFT 已发送到您的钱包。',
    txHash: '交易哈希',
    declined: '您的付款未被接受。',
    noAttemptsLeft: '此订单已无法再次付款。如需重试，请重新发起结账。',
    cancelled: '您的订单已取消。',
    refunded: '已退款至您的原付款方式',
    refundPending: '已扣除的款项正在退回您的原付款方式。',
    notCharged: '未产生任何扣款。',
    expired: '此订单的付款时间已结束。如需重试，请重新发起结账。',
    error: '结账无法继续。',
    orderId: '订单号',
  },
  declineReasons: {
    AUTHENTICATION_FAILED: '您的银行无法确认这笔付款。请重试或使用其他银行卡',
    CARD_DECLINED: '您的银行卡被发卡行拒绝',
    INSUFFICIENT_FUNDS: '余额或可用额度不足，无法完成这笔付款',
    BANK_DECLINED: '您的银行拒绝了这笔付款',
  },
  cancelReasons: {
    NETF: '网络问题导致转账中断',
    PRCC: '付款完成前价格变动过大',
    RISD: '这笔付款未通过我们的安全检查',
    NA: '该 NFT 已不再出售',
  },
  unknownReason: '未提供原因',
  phone: {
    heading: '验证手机号',
    intro: '我们会通过短信向您发送 6 位验证码，以确认此手机号属于您本人。',
    phoneLabel: '手机号',
    send: '发送验证码',
    resend: '重新发送验证码',
    resendIn: (seconds: number) => `${seconds} 秒后可重新发送`,
    codeLabel: '短信验证码',
    codeHint: '6 位数字',
    sent: (phone: string) => `验证码已发送至 ${phone}，10 分钟内有效。`,
    verified: '您的手机号已验证。',
    alreadyVerified: '此手机号已验证。准备好后即可继续。',
    sendFirst: '请选择“发送验证码”，通过短信获取验证码后在此输入。',
    codeIncomplete: '请输入短信中的全部 6 位验证码。',
    wrong: (left: number) =>
      plural('zh-Hans', left, { other: '验证码不正确。请查看短信后重试，还可尝试 # 次。' }),
    expired: '此验证码已过期。请选择“重新发送验证码”，然后输入新的验证码。',
    noCode: '此验证码已无法使用。请选择“重新发送验证码”，然后输入新的验证码。',
    cooldown: '验证码刚刚已发送。请稍候查收，或在按钮可用后重新获取。',
    locked: (time: string) =>
      `验证码错误次数过多：此手机号已锁定至 ${time}。届时请重试，或返回上一步使用其他手机号。`,
  },
  taxId: {
    heading: '美国社会安全号码（SSN）',
    intro:
      '根据美国法律，我们需要核实买家身份。您的号码将直接发送至我们的支付服务，绝不会向商家显示。',
    frameTitle: '社会安全号码（SSN）',
    entered: '社会安全号码（SSN）',
    change: '更改号码',
    frameLoading: '正在加载安全输入框\u2026',
    notReady: '安全输入框仍在加载。请稍后重试。',
  },
  document: {
    notReady: '证件表单仍在加载。请稍后重试。',
    checking: '正在核验您的证件\u2026',
    verified: '身份已验证。',
    failed: '无法验证您的证件。请查看接下来的操作。',
  },
  connection: {
    lost: '连接已断开。正在尝试重新连接\u2026',
    restored: '连接已恢复。',
  },
};

export default purchase;
