import { counted } from '../../../api/text.js';
import type { DocumentCatalog } from '../catalog.js';

const document: DocumentCatalog = {
  heading: '본인 확인',
  why: {
    risk_medium:
      '안전한 거래를 위해 이와 같은 구매에는 간단한 본인 확인이 필요합니다. 신분증 사진과 셀피를 준비해 주세요. 약 2분 정도 걸립니다.',
    risk_high:
      '이 구매를 진행하기 전에 본인인지 확인해야 합니다. 신분증 사진과 셀피를 준비해 주세요. 약 2분 정도 걸립니다.',
  },
  frameTitle: '신분증 및 셀피',
  checking: '신분증을 확인하는 중\u2026',
  checkingHint: '보통 1분 이내에 완료됩니다. 이 페이지를 닫지 마세요.',
  verified: '본인 확인 완료',
  verifiedHint: '감사합니다. 이제 결제를 계속할 수 있습니다.',
  failedHeading: '본인 확인을 완료하지 못했습니다',
  failures: {
    image_unreadable:
      '사진을 인식할 수 없습니다. 밝은 곳에서 신분증 전체가 보이도록 다시 촬영하세요.',
    document_expired: '유효기간이 지난 신분증입니다. 유효한 다른 신분증을 사용하세요.',
    face_mismatch:
      '셀피가 신분증 사진과 일치하지 않습니다. 카메라를 정면으로 보고 셀피를 다시 촬영하세요.',
    document_forged: '이 신분증은 사용할 수 없습니다.',
  },
  attemptsLeft: counted({ other: '{count}번 더 시도할 수 있습니다.' }),
  tryAgain: '다시 시도',
  send: '확인을 위해 사진 보내기',
  frame: {
    url: '신분증 양식의 URL은 http(s) URL이어야 합니다.',
    needsHttp: '신분증 양식을 사용하려면 페이지를 파일로 열지 말고 http(s)로 제공해야 합니다.',
    loading: '신분증 양식을 불러오는 중\u2026',
    failed: '신분증 양식을 불러오지 못했습니다. 연결 상태를 확인한 후 [다시 시도]를 선택하세요.',
    reloaded: '신분증 양식이 다시 로드되었습니다. 사진을 다시 촬영하세요.',
    timeout:
      '신분증 양식이 {count}초 안에 응답하지 않았습니다. 연결 상태를 확인한 후 [계속]을 다시 선택하세요.',
    badToken: '신분증 양식이 인터페이스와 맞지 않는 확인 결과를 반환했습니다.',
    removed: '신분증 양식이 제거되었습니다.',
  },
};

export default document;
