import { counted } from '../../api/text.js';
import type { FrameCatalog } from './en.js';

const HINT = '请将整份证件放在深色平面上，光线充足，四个角都清晰可见。';

export const zhHans: FrameCatalog = {
  card: {
    title: '银行卡信息',
    outside: '此银行卡表单只能在结账页面中使用。',
    number: '卡号',
    expiry: '有效期（MM / YY）',
    expiryPlaceholder: 'MM / YY',
    cvc: '安全码（CVC）',
    errors: {
      numberMissing: '请输入卡号。',
      numberIncomplete: '卡号不完整。',
      numberInvalid: '卡号无效。请检查数字。',
      expiryMissing: '请输入有效期。',
      expiryFormat: '请按 MM / YY 格式输入有效期。',
      expiryPast: '此卡已过期。',
      expiryTooFar: '有效期过于久远。',
      cvcMissing: '请输入安全码。',
      cvcFormat: '安全码为 3 位或 4 位数字。',
    },
    early: '银行卡表单在初始化之前就收到了卡片请求。',
    invalid: '请检查银行卡信息。',
    service: {
      status: '银行卡服务返回了 {status}。',
      unexpected: '银行卡服务返回了意外的响应。',
      timeout: '银行卡服务未及时响应。请重试。',
      network: '无法发送银行卡信息。请检查网络连接后重试。',
    },
  },
  taxId: {
    label: '社会安全号码（SSN）',
    hint: '9 位数字，例如 123-45-6789',
    outside: '此表单只能在结账页面中使用。',
    errors: {
      missing: '请输入您的社会安全号码。',
      length: '请输入社会安全号码的全部 9 位数字。',
      area: '这不是有效的社会安全号码：请检查前三位数字。',
      group: '这不是有效的社会安全号码：请检查中间两位数字。',
      serial: '这不是有效的社会安全号码：请检查最后四位数字。',
      refused: '此号码未被接受：{reason}。',
    },
    early: '输入框在初始化之前就收到了号码请求。',
    invalid: '请检查社会安全号码。',
    service: {
      status: '税号服务返回了 {status}。',
      unexpected: '税号服务返回了意外的响应。',
      timeout: '税号服务未及时响应。请重试。',
      network: '无法发送社会安全号码。请检查网络连接后重试。',
    },
  },
  document: {
    title: '身份证件',
    outside: '此表单只能在结账页面中使用。',
    documentType: '证件类型',
    documentTypes: {
      passport: '护照',
      driver_license: '驾驶执照',
      national_id: '身份证',
    },
    country: '签发国家/地区',
    countryPlaceholder: '请选择国家/地区',
    sides: {
      front: {
        label: '证件正面',
        hint: HINT,
        alt: '您拍摄的证件正面照片',
        preview: '相机预览：证件正面',
        added: '已添加正面照片。',
        missing: '请添加证件正面的照片。',
      },
      back: {
        label: '证件背面',
        hint: HINT,
        alt: '您拍摄的证件背面照片',
        preview: '相机预览：证件背面',
        added: '已添加背面照片。',
        missing: '请添加证件背面的照片。',
      },
      selfie: {
        label: '自拍照',
        hint: '请面向镜头，不要戴帽子或眼镜。',
        alt: '您的自拍照',
        preview: '相机预览：自拍照',
        added: '已添加自拍照。',
        missing: '请添加自拍照：面向镜头，不要戴帽子或眼镜。',
      },
    },
    useCamera: '使用相机',
    takePhoto: '拍照',
    cancel: '取消',
    chooseAnother: '选择其他照片',
    retake: '重新拍摄',
    unavailable: {
      text: '此浏览器无法显示预览',
      label: '{name}（{size}）：此浏览器无法显示预览',
    },
    errors: {
      country: '请选择签发该证件的国家/地区。',
      checking: '仍在检查这张照片：请稍后重试。',
      camera: '无法打开相机：请允许访问相机，或改为选择照片。',
      cameraPhoto: '无法拍摄照片：请重试，或改为选择照片。',
    },
    images: {
      type: '此文件不是照片：请选择 JPEG、PNG 或 HEIC 图片。',
      tooLarge: '这张照片超过 10 MB：请选择较小的照片或重新拍摄。',
      empty: '此文件为空：请重新选择照片。',
      damaged: '这张照片已损坏或不完整：请重新拍摄或选择其他文件。',
      tooSmall: '这张照片为 {width}×{height} 像素，太小无法识别：请使用至少 600×400 像素的照片。',
    },
    status: {
      uploading: '正在上传照片…',
      sent: '照片已提交审核。',
    },
    early: '证件表单在初始化之前就收到了照片请求。',
    invalid: '请添加证件照片和自拍照，然后重试。',
    service: {
      status: '身份验证服务返回了 {status}。',
      unexpected: '身份验证服务返回了意外的响应。',
      timeout: '身份验证服务未及时响应。请重试。',
      network: '无法发送照片。请检查网络连接后重试。',
    },
  },
  challenge: {
    title: '确认您的付款',
    intro: '您的发卡机构要求您确认这笔付款。',
    merchant: '商家',
    amount: '金额',
    card: '银行卡',
    cardEnding: '{brand}（尾号 {last4}）',
    anyCard: '银行卡',
    yourCard: '您的银行卡',
    code: '一次性验证码',
    codeHint: '我们已向您的手机发送验证码。在沙盒环境中，验证码为 123456。',
    testPage: '这是一个测试页面：请选择认证的结果。',
    confirm: '确认',
    complete: '完成认证',
    fail: '使认证失败',
    cancel: '取消',
    wrongCode: counted({
      other: '验证码不正确：还剩 {count} 次机会。',
    }),
    results: {
      authenticated: {
        title: '认证已完成',
        message: '认证已完成。您可以关闭此窗口。',
      },
      failed: {
        title: '认证失败',
        message: '认证失败。请返回结账页面，改用其他方式付款。',
      },
      cancelled: {
        title: '认证已取消',
        message: '认证已取消。请返回结账页面，改用其他方式付款。',
      },
    },
    refusals: {
      unknown: {
        title: '找不到认证',
        message: '此认证页面不存在。',
      },
      used: {
        title: '认证已处理',
        message: '此认证已结束：请返回结账页面。',
      },
      expired: {
        title: '认证已过期',
        message: '此认证已过期：请返回结账页面重新付款。',
      },
      cross_site: {
        title: '认证被拒绝',
        message: '此认证只能在其自身页面上完成。',
      },
    },
  },
};
