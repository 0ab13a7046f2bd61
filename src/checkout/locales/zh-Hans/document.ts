import { counted } from '../../../api/text.js';
import type { DocumentCatalog } from '../catalog.js';

const document: DocumentCatalog = {
  heading: '验证您的身份',
  why: {
    risk_medium:
      '为保障您的安全，此类购买需要进行快速身份验证：拍摄一张身份证件照片和一张自拍。大约需要两分钟。',
    risk_high:
      '在继续此次购买之前，我们需要确认是您本人操作：拍摄一张身份证件照片和一张自拍。大约需要两分钟。',
  },
  frameTitle: '身份证件和自拍',
  checking: '正在核验您的证件\u2026',
  checkingHint: '通常不到一分钟即可完成。请勿关闭此页面。',
  verified: '身份已验证',
  verifiedHint: '谢谢。您现在可以继续付款。',
  failedHeading: '无法验证您的身份',
  failures: {
    image_unreadable: '无法识别您的照片。请在光线充足处重新拍摄，并确保证件完整入镜。',
    document_expired: '此证件已过期。请使用其他仍在有效期内的证件。',
    face_mismatch: '您的自拍与证件照片不符。请正对镜头重新自拍。',
    document_forged: '无法接受此证件。',
  },
  attemptsLeft: counted({ other: '您还可以尝试 {count} 次。' }),
  tryAgain: '重试',
  send: '发送照片进行核验',
  frame: {
    url: '身份证件表单的 URL 必须是 http(s) URL。',
    needsHttp: '身份证件表单要求页面通过 http(s) 提供，而不能直接以文件方式打开。',
    loading: '正在加载身份证件表单\u2026',
    failed: '身份证件表单无法加载。请检查网络连接，然后选择“重试”。',
    reloaded: '身份证件表单已重新加载。请重新拍摄照片。',
    timeout: '身份证件表单在 {count} 秒内未响应。请检查网络连接，然后再次选择“继续”。',
    badToken: '身份证件表单返回的验证结果与接口不匹配。',
    removed: '身份证件表单已被移除。',
  },
};

export default document;
