import type { MainCatalog } from '../catalog.js';

const main: MainCatalog = {
  loading: 'チェックアウトを読み込んでいます\u2026',
  part: {
    loading: '読み込んでいます\u2026',
    failed:
      'チェックアウトのこの部分を読み込めませんでした。接続を確認してから、［再試行］を選択してください。',
    fileOrigin:
      'チェックアウトのこの部分はここでは読み込めません。ページはファイルとして開くのではなく、http(s) で配信する必要があります。',
  },
  headings: {
    loading: 'チェックアウトを読み込み中',
    details: 'お客様情報',
    processing: 'お支払いを処理しています',
    processed: 'お支払いを受け付けました',
    complete: 'ご購入が完了しました',
    declined: 'お支払いが承認されませんでした',
    cancelled: 'ご注文はキャンセルされました',
    expired: 'チェックアウトの有効期限が切れました',
    error: '問題が発生しました',
  },
  summary: {
    loading: 'ご注文内容を読み込んでいます\u2026',
    label: 'ご注文内容',
    quantity: '数量: {quantity}',
    price: '価格',
    imagePlaceholder: '画像はありません',
  },
  fields: {
    firstName: '名',
    lastName: '姓',
    dateOfBirth: '生年月日',
    emailAddress: 'メールアドレス',
    phone: '電話番号',
    street1: '住所（番地まで）',
    street2: '建物名・部屋番号（任意）',
    city: '市区町村',
    regionCode: '州・地域',
    postalCode: '郵便番号',
    countryCode: '国',
  },
  hints: {
    phone: '国番号から入力（例: +81 90 1234 5678）',
    regionCode: 'コード（例: CA）',
    dateOfBirth: 'ご購入には18歳以上である必要があります。',
    postalCode: {
      US: '5桁（例: 94103）',
      CA: '例: K1A 0B1',
      GB: '例: SW1A 1AA',
      other: '英字、数字、スペース、ハイフン（例: 100-0001）',
    },
  },
  selectCountry: '国を選択してください',
  errorSummary: { title: '入力内容をご確認ください' },
  errors: {
    missing: {
      firstName: '名を入力してください。',
      lastName: '姓を入力してください。',
      dateOfBirth: '生年月日を入力してください。',
      emailAddress: 'メールアドレスを入力してください。',
      phone: '電話番号を入力してください。',
      street1: '住所（番地まで）を入力してください。',
      city: '市区町村を入力してください。',
      regionCode: '州・地域を入力してください。',
      postalCode: '郵便番号を入力してください。',
    },
    countryRequired: '国を選択してください。',
    email: 'name@example.com の形式でメールアドレスを入力してください。',
    phone: '+ と国番号から始まる電話番号を入力してください（例: +81 90 1234 5678）。',
    dateOfBirth: '年・月・日のそろった正しい生年月日を入力してください。',
    dateOfBirthFuture: '生年月日には過去の日付を入力してください。',
    dateOfBirthTooOld: '生年月日の年をご確認ください。130年以上前の日付になっています。',
    underage:
      'ご購入には18歳以上である必要があります。ご本人の正しい生年月日かどうかご確認ください。',
    regionCode: '州・地域のコードを英数字1〜3文字で入力してください（例: CA）。',
    postalCode: {
      US: 'ZIPコードを5桁（例: 94103）または ZIP+4（例: 94103-1234）で入力してください。',
      CA: 'K1A 0B1 の形式（英字、数字、英字、スペース、数字、英字、数字）で郵便番号を入力してください。',
      GB: 'SW1A 1AA の形式で郵便番号を入力してください。',
      other:
        '郵便番号を英字、数字、スペース、ハイフンの2〜10文字で入力してください（例: 100-0001）。',
    },
    poBox: 'お住まいの住所を入力してください（例: 1 Main St）。私書箱はご利用いただけません。',
    poBoxStreet2:
      '建物名・部屋番号を入力するか、空欄のままにしてください。私書箱はご利用いただけません。',
  },
  buttons: {
    continueToPayment: 'お支払いへ進む',
    continueToPhone: '電話番号の確認へ進む',
    continueToTaxId: '社会保障番号（SSN）の入力へ進む',
    continueToDocument: '本人確認へ進む',
    continueToReview: 'ご注文内容の確認へ進む',
    back: '戻る',
    retry: '再試行',
  },
  announcements: {
    Processing: 'お支払いを処理しています。',
    Processed: 'お支払いを受け付けました。',
    Complete: 'ご購入が完了しました。',
    Declined: 'お支払いが承認されませんでした。',
    Cancelled: 'ご注文はキャンセルされました。',
    Refunded: '元のお支払い方法に返金しました。',
    Expired: 'チェックアウトの有効期限が切れました。',
  },
  serviceErrors: {
    NETWORK: '決済サービスに接続できませんでした。接続を確認して、もう一度お試しください。',
    TIMEOUT: '決済サービスからの応答に時間がかかりすぎています。もう一度お試しください。',
    SERVER: '決済サービスで問題が発生しました。しばらくしてからもう一度お試しください。',
    RATE_LIMITED: '試行回数が多すぎます。しばらく待ってから、もう一度お試しください。',
    UNAUTHORIZED:
      'このチェックアウトリンクは無効になりました。新しいチェックアウトを開始してください。',
    EXPIRED: 'このチェックアウトの有効期限が切れました。新しいチェックアウトを開始してください。',
    FORBIDDEN:
      'このチェックアウトリンクは無効になりました。新しいチェックアウトを開始してください。',
    NOT_FOUND: 'このチェックアウトが見つかりませんでした。新しいチェックアウトを開始してください。',
    INVALID_RESPONSE: '決済サービスからの応答を読み取れませんでした。もう一度お試しください。',
    generic: '問題が発生しました。もう一度お試しください。',
  },
};

export default main;
