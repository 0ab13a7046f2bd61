import { counted } from '../../../api/text.js';
import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';

const purchase: PurchaseCatalog = {
  headings: { payment: 'お支払い方法', review: 'ご注文内容の確認とお支払い' },
  buttons: {
    pay: '{amount}を支払う',
    tryAnotherMethod: '別のお支払い方法を試す',
    linkBank: '銀行口座を連携する',
  },
  methods: { card: 'カード', ach: '銀行口座（ACH）' },
  countdown: {
    extend: 'お支払い期限を延長',
    label: 'お支払いの残り時間',
    until: '{time}まで',
  },
  payment: {
    legend: 'お支払い方法を選択してください',
    cardFrameTitle: 'カード情報',
    usingCard: `{brand} ${MASK}{last4} でお支払いします。変更するには別のカードを入力してください。`,
    cardNotReady: 'カード入力フォームを読み込み中です。しばらくしてからもう一度お試しください。',
    cardFrameUrl: 'カード入力フォームの URL は http(s) の URL である必要があります。',
    cardFrameNeedsHttp:
      'カード入力フォームを使うには、ページをファイルとして開くのではなく、http(s) で配信する必要があります。',
    cardFrameReloaded:
      'カード入力フォームが再読み込みされました。カード情報をもう一度入力してください。',
    cardFrameLoading: 'カード入力フォームを読み込んでいます\u2026',
    cardFrameFailed:
      'カード入力フォームを読み込めませんでした。接続を確認してから［再試行］を選択するか、別のお支払い方法をお選びください。',
    cardFrameTimeout:
      'カード入力フォームが{count}秒以内に応答しませんでした。接続を確認して、もう一度お試しください。',
    cardFrameBadToken:
      'カード入力フォームから、インターフェースに合わないカードトークンが返されました。',
    cardFrameRemoved: 'カード入力フォームが削除されました。',
    taxIdFrameUrl: '社会保障番号（SSN）入力欄の URL は http(s) の URL である必要があります。',
    taxIdFrameNeedsHttp:
      '社会保障番号（SSN）入力欄を使うには、ページをファイルとして開くのではなく、http(s) で配信する必要があります。',
    taxIdFrameReloaded:
      '社会保障番号（SSN）入力欄が再読み込みされました。番号をもう一度入力してください。',
    taxIdFrameFailed:
      '社会保障番号（SSN）入力欄を読み込めませんでした。接続を確認してから、［再試行］を選択してください。',
    taxIdFrameTimeout:
      '社会保障番号（SSN）入力欄が{count}秒以内に応答しませんでした。接続を確認して、もう一度お試しください。',
    taxIdFrameBadToken:
      '社会保障番号（SSN）入力欄から、インターフェースに合わないトークンが返されました。',
    taxIdFrameRemoved: '社会保障番号（SSN）入力欄が削除されました。',
    cardTypeNotAccepted:
      'このチェックアウトでは{type}カードはご利用いただけません。別のカードまたは別のお支払い方法をご利用ください。',
    bankRequired: '先に銀行口座を連携するか、別のお支払い方法をお選びください。',
    upfrontHeld: '{summary} でお支払いします。不足している情報を入力してから続行してください。',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: 'カード',
    },
    typeNames: {
      us_debit: '米国発行のデビット',
      us_credit: '米国発行のクレジット',
      international_debit: '米国外発行のデビット',
      international_credit: '米国外発行のクレジット',
      ach: '銀行口座',
    },
  },
  bank: {
    username: 'インターネットバンキングのユーザー名',
    password: 'インターネットバンキングのパスワード',
    aggregator: '口座連携サービス',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: `{institution} ${MASK}{mask} を連携しました`,
    loginFailed:
      '銀行でユーザー名またはパスワードが認証されませんでした。インターネットバンキングで使用しているものを入力して、もう一度お試しください。',
    usernameRequired:
      'インターネットバンキングへのログインに使用しているユーザー名を入力してください。',
    passwordRequired: '銀行のパスワードを入力してください。',
  },
  review: {
    subtotal: '小計',
    tax: '税',
    processingFee: '決済手数料',
    networkFee: 'ネットワーク手数料',
    total: '合計',
    buyer: '購入者',
    paymentWith: 'お支払い方法',
    card: `{brand} ${MASK}{last4}`,
    bank: `{institution} ${MASK}{mask}`,
  },
  timeToPay: {
    warningMinutes: counted({ other: 'お支払いの残り時間は{count}分未満です。' }),
    warningSeconds: counted({ other: 'お支払いの残り時間は{count}秒未満です。' }),
    canExtend: 'お支払い期限の延長をリクエストできます。',
    atLimit: 'このご注文のお支払い期限はこれ以上延長できません。',
    extended: 'お支払い期限を{time}まで延長しました。',
    extendFailed: 'お支払い期限を延長できませんでした。{why}',
  },
  challenge: {
    heading: 'ご利用の銀行で認証してください',
    intro: 'ご利用の銀行から、このお支払いの認証を求められています。',
    frameTitle: 'ご利用の銀行でお支払いを認証',
    confirming: 'お支払いを確認しています\u2026',
    url: '銀行の認証ページは http(s) の URL である必要があります。',
    needsHttp: '銀行の認証ページを使うには、チェックアウトを http(s) で配信する必要があります。',
  },
  outcome: {
    processing: 'お支払いを確認しています。通常、数秒で完了します。',
    processed: 'お支払いが完了しました。NFT はお客様のウォレットに送付中です。',
    complete: 'NFT がお客様のウォレットに届きました。',
    txHash: 'トランザクションハッシュ',
    declined: 'お支払いが承認されませんでした。',
    noAttemptsLeft:
      'このご注文は再度お支払いいただけません。もう一度お試しになる場合は、新しいチェックアウトを開始してください。',
    cancelled: 'ご注文はキャンセルされました。',
    refunded: '元のお支払い方法に返金しました',
    refundPending: '請求済みの金額は、元のお支払い方法に返金中です。',
    notCharged: '料金は請求されていません。',
    expired:
      'このご注文のお支払い期限が過ぎました。もう一度お試しになる場合は、新しいチェックアウトを開始してください。',
    error: 'チェックアウトを続行できませんでした。',
    orderId: '注文番号',
  },
  declineReasons: {
    AUTHENTICATION_FAILED:
      'ご利用の銀行でこのお支払いを認証できませんでした。もう一度お試しいただくか、別のカードをご利用ください',
    CARD_DECLINED: 'カード発行会社によりカードが承認されませんでした',
    INSUFFICIENT_FUNDS: 'このお支払いに必要な残高または利用可能額が不足しています',
    BANK_DECLINED: 'ご利用の銀行がお支払いを承認しませんでした',
  },
  cancelReasons: {
    NETF: 'ネットワークの問題により送付が中断されました',
    PRCC: 'お支払いの完了前に価格が大きく変動しました',
    RISD: 'お支払いがセキュリティチェックを通過しませんでした',
    NA: 'この NFT はご購入いただけなくなりました',
  },
  unknownReason: '理由は示されていません',
  phone: {
    heading: '電話番号の確認',
    intro: 'ご本人の電話番号であることを確認するため、SMS で6桁のコードをお送りします。',
    phoneLabel: '電話番号',
    send: 'コードを送信',
    resend: '新しいコードを送信',
    resendIn: '{count}秒後に再送信できます',
    codeLabel: 'SMS で届いたコード',
    codeHint: '6桁',
    sent: '{phone} にコードを送信しました。有効期限は10分です。',
    verified: '電話番号を確認しました。',
    alreadyVerified: 'この電話番号は確認済みです。準備ができたら先へお進みください。',
    sendFirst: '［コードを送信］を選択して SMS でコードを受け取り、ここに入力してください。',
    codeIncomplete: 'SMS で届いたコードを6桁すべて入力してください。',
    wrong: counted({
      other:
        'コードが正しくありません。SMS をご確認のうえ、もう一度お試しください（残り{count}回）。',
    }),
    expired:
      'このコードの有効期限が切れました。［新しいコードを送信］を選択して、新しいコードを入力してください。',
    noCode:
      'このコードは使用できなくなりました。［新しいコードを送信］を選択して、新しいコードを入力してください。',
    cooldown:
      'たった今コードを送信しました。届くまでお待ちいただくか、ボタンが押せるようになってから新しいコードをリクエストしてください。',
    locked:
      '誤ったコードの入力が多すぎるため、この電話番号は{time}までロックされています。その後にもう一度お試しいただくか、戻って別の電話番号をご利用ください。',
  },
  taxId: {
    heading: '米国社会保障番号（SSN）',
    intro:
      '米国の法律により、ご購入者の本人確認が必要です。番号は当社の決済サービスに直接送信され、ショップに表示されることはありません。',
    frameTitle: '社会保障番号（SSN）',
    entered: '社会保障番号（SSN）',
    change: '番号を変更',
    frameLoading: 'セキュアな入力欄を読み込んでいます\u2026',
    notReady: 'セキュアな入力欄を読み込み中です。しばらくしてからもう一度お試しください。',
  },
  document: {
    notReady: '本人確認書類のフォームを読み込み中です。しばらくしてからもう一度お試しください。',
    checking: '本人確認書類を確認しています\u2026',
    verified: '本人確認が完了しました。',
    failed: '本人確認書類を確認できませんでした。次の対応をご確認ください。',
  },
  wallet: {
    frameTitle: 'ウォレットで支払う',
    frameLoading: 'ウォレットのボタンを読み込んでいます\u2026',
    frameFailed:
      'ウォレットのボタンを読み込めませんでした。接続を確認して「再試行」を選ぶか、下の別の方法で支払ってください。',
    frameUrl: 'ウォレットのフレーム URL は http(s) の URL である必要があります。',
    frameNeedsHttp:
      'ウォレットを使うには、ページをファイルからではなく http(s) で配信する必要があります。',
    frameBadToken: 'ウォレットがインターフェースに合わないトークンを返しました。',
    notReady: '上のウォレットのボタンを押すか、別の支払い方法を選んでください。',
    summary: `{wallet}, {brand} ${MASK}{last4}`,
  },
  connection: {
    lost: '接続が切れました。再接続しています\u2026',
    restored: '接続が回復しました。',
  },
};

export default purchase;
