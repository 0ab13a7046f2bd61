import { counted } from '../../../api/text.js';
import type { DocumentCatalog } from '../catalog.js';

const document: DocumentCatalog = {
  heading: '本人確認',
  why: {
    risk_medium:
      'お客様の安全のため、このようなご購入には簡単な本人確認が必要です。本人確認書類の写真とセルフィーをご用意ください。所要時間は2分ほどです。',
    risk_high:
      'このご購入を進める前に、ご本人であることを確認させてください。本人確認書類の写真とセルフィーが必要です。所要時間は2分ほどです。',
  },
  frameTitle: '本人確認書類とセルフィー',
  checking: '本人確認書類を確認しています\u2026',
  checkingHint: '通常1分以内に完了します。このページを開いたままお待ちください。',
  verified: '本人確認が完了しました',
  verifiedHint: 'ありがとうございます。お支払いへお進みください。',
  failedHeading: '本人確認ができませんでした',
  failures: {
    image_unreadable:
      '写真を読み取れませんでした。明るい場所で、書類全体が写るように撮り直してください。',
    document_expired: 'この書類は有効期限が切れています。有効な別の書類をご利用ください。',
    face_mismatch:
      'セルフィーが書類の写真と一致しませんでした。カメラに正面を向けて、セルフィーを撮り直してください。',
    document_forged: 'この書類はお受けできません。',
  },
  attemptsLeft: counted({ other: 'あと{count}回お試しいただけます。' }),
  tryAgain: '再試行',
  send: '写真を送信して確認する',
  frame: {
    url: '本人確認書類フォームの URL は http(s) の URL である必要があります。',
    needsHttp:
      '本人確認書類フォームを使うには、ページをファイルとして開くのではなく、http(s) で配信する必要があります。',
    loading: '本人確認書類フォームを読み込んでいます\u2026',
    failed:
      '本人確認書類フォームを読み込めませんでした。接続を確認してから、［再試行］を選択してください。',
    reloaded: '本人確認書類フォームが再読み込みされました。写真を撮り直してください。',
    timeout:
      '本人確認書類フォームが{count}秒以内に応答しませんでした。接続を確認してから、もう一度［続行］を選択してください。',
    badToken: '本人確認書類フォームから、インターフェースに合わない確認結果が返されました。',
    removed: '本人確認書類フォームが削除されました。',
  },
};

export default document;
