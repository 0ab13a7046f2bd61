import { counted } from '../../api/text.js';
import type { FrameCatalog } from './en.js';

const HINT = '신분증 전체를 어두운 바닥에 놓고, 밝은 곳에서 네 모서리가 모두 보이게 찍으세요.';

export const ko: FrameCatalog = {
  card: {
    title: '카드 정보',
    outside: '이 카드 입력 양식은 결제 화면 안에서만 사용할 수 있습니다.',
    number: '카드 번호',
    expiry: '유효기간(MM / YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: '보안 코드(CVC)',
    errors: {
      numberMissing: '카드 번호를 입력하세요.',
      numberIncomplete: '카드 번호가 완전하지 않습니다.',
      numberInvalid: '카드 번호가 올바르지 않습니다. 숫자를 확인하세요.',
      expiryMissing: '유효기간을 입력하세요.',
      expiryFormat: '유효기간을 MM / YY 형식으로 입력하세요.',
      expiryPast: '유효기간이 지난 카드입니다.',
      expiryTooFar: '유효기간이 너무 먼 미래입니다.',
      cvcMissing: '보안 코드를 입력하세요.',
      cvcFormat: '보안 코드는 3자리 또는 4자리 숫자입니다.',
    },
    early: '카드 입력 양식이 준비되기 전에 카드 정보 요청을 받았습니다.',
    invalid: '카드 정보를 확인하세요.',
    service: {
      status: '카드 서비스가 {status}(으)로 응답했습니다.',
      unexpected: '카드 서비스가 예상하지 못한 응답을 보냈습니다.',
      timeout: '카드 서비스가 제시간에 응답하지 않았습니다. 다시 시도하세요.',
      network: '카드 정보를 보내지 못했습니다. 연결 상태를 확인한 후 다시 시도하세요.',
    },
  },
  taxId: {
    label: '사회보장번호(SSN)',
    hint: '숫자 9자리(예: 123-45-6789)',
    outside: '이 양식은 결제 화면 안에서만 사용할 수 있습니다.',
    errors: {
      missing: '사회보장번호를 입력하세요.',
      length: '사회보장번호 9자리를 모두 입력하세요.',
      area: '올바른 사회보장번호가 아닙니다. 앞의 세 자리를 확인하세요.',
      group: '올바른 사회보장번호가 아닙니다. 가운데 두 자리를 확인하세요.',
      serial: '올바른 사회보장번호가 아닙니다. 마지막 네 자리를 확인하세요.',
      refused: '이 번호는 사용할 수 없습니다({reason}).',
    },
    early: '입력란이 준비되기 전에 번호 요청을 받았습니다.',
    invalid: '사회보장번호를 확인하세요.',
    service: {
      status: '납세자 번호 서비스가 {status}(으)로 응답했습니다.',
      unexpected: '납세자 번호 서비스가 예상하지 못한 응답을 보냈습니다.',
      timeout: '납세자 번호 서비스가 제시간에 응답하지 않았습니다. 다시 시도하세요.',
      network: '사회보장번호를 보내지 못했습니다. 연결 상태를 확인한 후 다시 시도하세요.',
    },
  },
  document: {
    title: '신분증',
    outside: '이 양식은 결제 화면 안에서만 사용할 수 있습니다.',
    documentType: '신분증 종류',
    documentTypes: {
      passport: '여권',
      driver_license: '운전면허증',
      national_id: '국가 신분증',
    },
    country: '발급 국가',
    countryPlaceholder: '국가 선택',
    sides: {
      front: {
        label: '신분증 앞면',
        hint: HINT,
        alt: '신분증 앞면 사진',
        preview: '카메라 미리보기: 신분증 앞면',
        added: '앞면 사진을 추가했습니다.',
        missing: '신분증 앞면 사진을 추가하세요.',
      },
      back: {
        label: '신분증 뒷면',
        hint: HINT,
        alt: '신분증 뒷면 사진',
        preview: '카메라 미리보기: 신분증 뒷면',
        added: '뒷면 사진을 추가했습니다.',
        missing: '신분증 뒷면 사진을 추가하세요.',
      },
      selfie: {
        label: '셀피',
        hint: '모자와 안경을 벗고 카메라를 바라보세요.',
        alt: '셀피 사진',
        preview: '카메라 미리보기: 셀피',
        added: '셀피를 추가했습니다.',
        missing: '셀피를 추가하세요. 모자와 안경을 벗고 카메라를 바라보세요.',
      },
    },
    useCamera: '카메라 사용',
    takePhoto: '사진 찍기',
    cancel: '취소',
    chooseAnother: '다른 사진 선택',
    retake: '다시 찍기',
    unavailable: {
      text: '이 브라우저에서는 미리보기를 표시할 수 없습니다',
      label: '{name}, {size}: 이 브라우저에서는 미리보기를 표시할 수 없습니다',
    },
    errors: {
      country: '신분증을 발급한 국가를 선택하세요.',
      checking: '이 사진은 아직 확인 중입니다. 잠시 후 다시 시도하세요.',
      camera: '카메라를 열지 못했습니다. 카메라 접근을 허용하거나 대신 사진을 선택하세요.',
      cameraPhoto: '사진을 찍지 못했습니다. 다시 시도하거나 대신 사진을 선택하세요.',
    },
    images: {
      type: '사진 파일이 아닙니다. JPEG, PNG 또는 HEIC 이미지를 선택하세요.',
      tooLarge: '사진이 10MB를 넘습니다. 더 작은 사진을 선택하거나 다시 찍으세요.',
      empty: '빈 파일입니다. 사진을 다시 선택하세요.',
      damaged: '사진이 손상되었거나 불완전합니다. 다시 찍거나 다른 파일을 선택하세요.',
      tooSmall:
        '이 사진은 {width}×{height}픽셀로, 너무 작아 읽을 수 없습니다. 600×400픽셀 이상의 사진을 사용하세요.',
    },
    status: {
      uploading: '사진을 업로드하는 중…',
      sent: '확인을 위해 사진을 보냈습니다.',
    },
    early: '신분증 양식이 준비되기 전에 사진 요청을 받았습니다.',
    invalid: '신분증 사진과 셀피를 추가한 후 다시 시도하세요.',
    service: {
      status: '본인 확인 서비스가 {status}(으)로 응답했습니다.',
      unexpected: '본인 확인 서비스가 예상하지 못한 응답을 보냈습니다.',
      timeout: '본인 확인 서비스가 제시간에 응답하지 않았습니다. 다시 시도하세요.',
      network: '사진을 보내지 못했습니다. 연결 상태를 확인한 후 다시 시도하세요.',
    },
  },
  wallet: {
    title: '월렛',
    outside: '이 월렛 버튼은 결제 화면 안에서만 작동합니다.',
    pay: { apple_pay: 'Apple Pay로 결제', google_pay: 'Google Pay로 결제' },
    sheet: { tax: '세금', fees: '수수료', total: '합계' },
    failed:
      '월렛 결제가 완료되지 않았습니다: {message} 다시 시도하거나 아래에서 카드로 결제하세요.',
    early: '초기화되기 전에 월렛에 결제가 요청되었습니다.',
    invalid: '월렛으로 결제하려면 월렛 버튼을 선택하세요.',
    service: {
      status: '월렛 서비스가 {status}(으)로 응답했습니다.',
      unexpected: '월렛 서비스가 예상치 못한 내용으로 응답했습니다.',
      timeout: '월렛 서비스가 제시간에 응답하지 않았습니다. 다시 시도하세요.',
      network: '월렛 결제를 보낼 수 없습니다. 연결을 확인하고 다시 시도하세요.',
    },
  },
  challenge: {
    title: '결제 확인',
    intro: '카드 발급사에서 이 결제를 확인해 달라고 요청했습니다.',
    merchant: '가맹점',
    amount: '금액',
    card: '카드',
    cardEnding: '{brand}(끝자리 {last4})',
    anyCard: '카드',
    yourCard: '내 카드',
    code: '일회용 코드',
    codeHint: '휴대폰으로 코드를 보냈습니다. 샌드박스의 코드는 123456입니다.',
    testPage: '테스트 페이지입니다. 인증을 어떻게 끝낼지 선택하세요.',
    confirm: '확인',
    complete: '인증 완료',
    fail: '인증 실패 처리',
    cancel: '취소',
    wrongCode: counted({
      other: '코드가 올바르지 않습니다. 남은 시도 횟수: {count}회',
    }),
    results: {
      authenticated: {
        title: '인증 완료',
        message: '인증이 완료되었습니다. 이 창을 닫아도 됩니다.',
      },
      failed: {
        title: '인증 실패',
        message: '인증에 실패했습니다. 결제 화면으로 돌아가 다른 방법으로 결제하세요.',
      },
      cancelled: {
        title: '인증 취소됨',
        message: '인증이 취소되었습니다. 결제 화면으로 돌아가 다른 방법으로 결제하세요.',
      },
    },
    refusals: {
      unknown: {
        title: '인증을 찾을 수 없음',
        message: '이 인증 페이지는 존재하지 않습니다.',
      },
      used: {
        title: '이미 응답한 인증',
        message: '이 인증은 종료되었습니다. 결제 화면으로 돌아가세요.',
      },
      expired: {
        title: '인증 만료',
        message: '이 인증은 만료되었습니다. 결제 화면으로 돌아가 다시 결제하세요.',
      },
      cross_site: {
        title: '인증 거부됨',
        message: '이 인증은 해당 인증 페이지에서만 응답할 수 있습니다.',
      },
    },
  },
};
