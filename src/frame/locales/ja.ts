import { counted } from '../../api/text.js';
import type { FrameCatalog } from './en.js';

const HINT = '書類全体を暗い色の面に置き、明るい場所で、四隅がすべて写るように撮影してください。';

export const ja: FrameCatalog = {
  card: {
    title: 'カード情報',
    outside: 'このカード入力フォームはチェックアウト内でのみご利用いただけます。',
    number: 'カード番号',
    expiry: '有効期限（MM / YY）',
    expiryPlaceholder: 'MM / YY',
    cvc: 'セキュリティコード（CVC）',
    errors: {
      numberMissing: 'カード番号を入力してください。',
      numberIncomplete: 'カード番号が最後まで入力されていません。',
      numberInvalid: 'カード番号が正しくありません。数字をご確認ください。',
      expiryMissing: '有効期限を入力してください。',
      expiryFormat: '有効期限は MM / YY の形式で入力してください。',
      expiryPast: 'このカードは有効期限が切れています。',
      expiryTooFar: '有効期限が先すぎます。',
      cvcMissing: 'セキュリティコードを入力してください。',
      cvcFormat: 'セキュリティコードは 3 桁または 4 桁の数字です。',
    },
    early: '準備が整う前に、カード入力フォームにカード情報が求められました。',
    invalid: 'カード情報をご確認ください。',
    service: {
      status: 'カードサービスから {status} の応答がありました。',
      unexpected: 'カードサービスから予期しない応答がありました。',
      timeout: 'カードサービスから時間内に応答がありませんでした。もう一度お試しください。',
      network: 'カード情報を送信できませんでした。接続を確認して、もう一度お試しください。',
    },
  },
  taxId: {
    label: '社会保障番号（SSN）',
    hint: '9 桁の数字（例：123-45-6789）',
    outside: 'このフォームはチェックアウト内でのみご利用いただけます。',
    errors: {
      missing: '社会保障番号を入力してください。',
      length: '社会保障番号の 9 桁をすべて入力してください。',
      area: '有効な社会保障番号ではありません。最初の 3 桁をご確認ください。',
      group: '有効な社会保障番号ではありません。中央の 2 桁をご確認ください。',
      serial: '有効な社会保障番号ではありません。最後の 4 桁をご確認ください。',
      refused: 'この番号はお受けできません（{reason}）。',
    },
    early: '準備が整う前に、入力欄に番号が求められました。',
    invalid: '社会保障番号をご確認ください。',
    service: {
      status: '納税者番号サービスから {status} の応答がありました。',
      unexpected: '納税者番号サービスから予期しない応答がありました。',
      timeout: '納税者番号サービスから時間内に応答がありませんでした。もう一度お試しください。',
      network: '社会保障番号を送信できませんでした。接続を確認して、もう一度お試しください。',
    },
  },
  document: {
    title: '本人確認書類',
    outside: 'このフォームはチェックアウト内でのみご利用いただけます。',
    documentType: '書類',
    documentTypes: {
      passport: 'パスポート',
      driver_license: '運転免許証',
      national_id: '国民身分証明書',
    },
    country: '発行国',
    countryPlaceholder: '国を選択してください',
    sides: {
      front: {
        label: '書類の表面',
        hint: HINT,
        alt: '書類の表面の写真',
        preview: 'カメラのプレビュー：書類の表面',
        added: '表面の写真を追加しました。',
        missing: '書類の表面の写真を追加してください。',
      },
      back: {
        label: '書類の裏面',
        hint: HINT,
        alt: '書類の裏面の写真',
        preview: 'カメラのプレビュー：書類の裏面',
        added: '裏面の写真を追加しました。',
        missing: '書類の裏面の写真を追加してください。',
      },
      selfie: {
        label: 'セルフィー',
        hint: '帽子や眼鏡を外し、カメラの方を向いてください。',
        alt: 'セルフィーの写真',
        preview: 'カメラのプレビュー：セルフィー',
        added: 'セルフィーを追加しました。',
        missing: 'セルフィーを追加してください。帽子や眼鏡を外し、カメラの方を向いてください。',
      },
    },
    useCamera: 'カメラを使う',
    takePhoto: '撮影する',
    cancel: 'キャンセル',
    chooseAnother: '別の写真を選ぶ',
    retake: '撮り直す',
    unavailable: {
      text: 'このブラウザではプレビューを表示できません',
      label: '{name}（{size}）：このブラウザではプレビューを表示できません',
    },
    errors: {
      country: '書類を発行した国を選択してください。',
      checking: 'この写真はまだ確認中です。少し待ってからもう一度お試しください。',
      camera:
        'カメラを起動できませんでした。カメラへのアクセスを許可するか、代わりに写真を選択してください。',
      cameraPhoto:
        '写真を撮影できませんでした。もう一度お試しいただくか、代わりに写真を選択してください。',
    },
    images: {
      type: 'このファイルは写真ではありません。JPEG、PNG、HEIC のいずれかの画像を選択してください。',
      tooLarge: 'この写真は 10 MB を超えています。小さい写真を選ぶか、撮影し直してください。',
      empty: 'このファイルは空です。写真をもう一度選択してください。',
      damaged:
        'この写真は破損しているか、不完全です。撮影し直すか、別のファイルを選択してください。',
      tooSmall:
        'この写真は {width}×{height} ピクセルで、小さすぎて読み取れません。600×400 ピクセル以上の写真をご利用ください。',
    },
    status: {
      uploading: '写真をアップロードしています…',
      sent: '写真を確認のために送信しました。',
    },
    early: '準備が整う前に、書類のフォームに写真が求められました。',
    invalid: '書類の写真とセルフィーを追加してから、もう一度お試しください。',
    service: {
      status: '本人確認サービスから {status} の応答がありました。',
      unexpected: '本人確認サービスから予期しない応答がありました。',
      timeout: '本人確認サービスから時間内に応答がありませんでした。もう一度お試しください。',
      network: '写真を送信できませんでした。接続を確認して、もう一度お試しください。',
    },
  },
  wallet: {
    title: 'ウォレット',
    outside: 'このウォレットボタンはチェックアウト内でのみ使えます。',
    pay: { apple_pay: 'Apple Pay で支払う', google_pay: 'Google Pay で支払う' },
    sheet: { tax: '税金', fees: '手数料', total: '合計' },
    failed:
      'ウォレットでの支払いが完了しませんでした: {message} もう一度試すか、下のカードで支払ってください。',
    early: '初期化前にウォレットへ支払いが要求されました。',
    invalid: 'ウォレットで支払うには、ウォレットのボタンを選んでください。',
    service: {
      status: 'ウォレットサービスが {status} を返しました。',
      unexpected: 'ウォレットサービスが予期しない内容を返しました。',
      timeout: 'ウォレットサービスが時間内に応答しませんでした。もう一度お試しください。',
      network:
        'ウォレットでの支払いを送信できませんでした。接続を確認して、もう一度お試しください。',
    },
  },
  challenge: {
    title: 'お支払いの確認',
    intro: 'カード発行会社から、このお支払いの確認を求められています。',
    merchant: '加盟店',
    amount: '金額',
    card: 'カード',
    cardEnding: '{brand}（末尾 {last4}）',
    anyCard: 'カード',
    yourCard: 'お客様のカード',
    code: 'ワンタイムコード',
    codeHint: 'お使いの電話にコードを送信しました。サンドボックスでのコードは 123456 です。',
    testPage: 'これはテストページです。認証の結果を選択してください。',
    confirm: '確認する',
    complete: '認証を完了する',
    fail: '認証を失敗させる',
    cancel: 'キャンセル',
    wrongCode: counted({
      other: 'コードが正しくありません。残りの試行回数：{count} 回',
    }),
    results: {
      authenticated: {
        title: '認証が完了しました',
        message: '認証が完了しました。このウィンドウを閉じてかまいません。',
      },
      failed: {
        title: '認証に失敗しました',
        message: '認証に失敗しました。チェックアウトに戻り、別の方法でお支払いください。',
      },
      cancelled: {
        title: '認証をキャンセルしました',
        message: '認証をキャンセルしました。チェックアウトに戻り、別の方法でお支払いください。',
      },
    },
    refusals: {
      unknown: {
        title: '認証が見つかりません',
        message: 'この認証ページは存在しません。',
      },
      used: {
        title: '認証は回答済みです',
        message: 'この認証は終了しています。チェックアウトにお戻りください。',
      },
      expired: {
        title: '認証の有効期限が切れました',
        message:
          'この認証は有効期限が切れています。チェックアウトに戻り、もう一度お支払いください。',
      },
      cross_site: {
        title: '認証を受け付けられません',
        message: 'この認証には、認証ページ上でのみ回答できます。',
      },
    },
  },
};
