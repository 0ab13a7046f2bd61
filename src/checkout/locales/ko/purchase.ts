import { counted } from '../../../api/text.js';
import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';

const purchase: PurchaseCatalog = {
  headings: { payment: '결제 수단', review: '확인 및 결제' },
  buttons: {
    pay: '{amount} 결제하기',
    tryAnotherMethod: '다른 결제 수단 사용',
    linkBank: '은행 계좌 연결',
  },
  methods: { card: '카드', ach: '은행 계좌(ACH)' },
  countdown: {
    extend: '결제 시간 연장',
    label: '남은 결제 시간',
    until: '{time}까지',
  },
  payment: {
    legend: '결제 수단을 선택하세요',
    cardFrameTitle: '카드 정보',
    usingCard: `{brand} ${MASK}{last4}(으)로 결제합니다. 변경하려면 다른 카드를 입력하세요.`,
    cardNotReady: '카드 입력 양식을 아직 불러오는 중입니다. 잠시 후 다시 시도하세요.',
    cardFrameUrl: '카드 입력 양식의 URL은 http(s) URL이어야 합니다.',
    cardFrameNeedsHttp:
      '카드 입력 양식을 사용하려면 페이지를 파일로 열지 말고 http(s)로 제공해야 합니다.',
    cardFrameReloaded: '카드 입력 양식이 다시 로드되었습니다. 카드 정보를 다시 입력하세요.',
    cardFrameLoading: '카드 입력 양식을 불러오는 중\u2026',
    cardFrameFailed:
      '카드 입력 양식을 불러오지 못했습니다. 연결 상태를 확인한 후 [다시 시도]를 선택하거나 다른 결제 수단을 선택하세요.',
    cardFrameTimeout:
      '카드 입력 양식이 {count}초 안에 응답하지 않았습니다. 연결 상태를 확인한 후 다시 시도하세요.',
    cardFrameBadToken: '카드 입력 양식이 인터페이스와 맞지 않는 카드 토큰을 반환했습니다.',
    cardFrameRemoved: '카드 입력 양식이 제거되었습니다.',
    taxIdFrameUrl: '사회보장번호(SSN) 입력란의 URL은 http(s) URL이어야 합니다.',
    taxIdFrameNeedsHttp:
      '사회보장번호(SSN) 입력란을 사용하려면 페이지를 파일로 열지 말고 http(s)로 제공해야 합니다.',
    taxIdFrameReloaded: '사회보장번호(SSN) 입력란이 다시 로드되었습니다. 번호를 다시 입력하세요.',
    taxIdFrameFailed:
      '사회보장번호(SSN) 입력란을 불러오지 못했습니다. 연결 상태를 확인한 후 [다시 시도]를 선택하세요.',
    taxIdFrameTimeout:
      '사회보장번호(SSN) 입력란이 {count}초 안에 응답하지 않았습니다. 연결 상태를 확인한 후 다시 시도하세요.',
    taxIdFrameBadToken: '사회보장번호(SSN) 입력란이 인터페이스와 맞지 않는 토큰을 반환했습니다.',
    taxIdFrameRemoved: '사회보장번호(SSN) 입력란이 제거되었습니다.',
    cardTypeNotAccepted:
      '이 결제에서는 {type} 카드를 사용할 수 없습니다. 다른 카드나 다른 결제 수단을 사용하세요.',
    bankRequired: '먼저 은행 계좌를 연결하거나 다른 결제 수단을 선택하세요.',
    upfrontHeld: '{summary}(으)로 결제합니다. 빠진 정보를 입력한 후 계속하세요.',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: '카드',
    },
    typeNames: {
      us_debit: '미국 발행 체크',
      us_credit: '미국 발행 신용',
      international_debit: '해외 발행 체크',
      international_credit: '해외 발행 신용',
      ach: '은행 계좌',
    },
  },
  bank: {
    username: '인터넷 뱅킹 아이디',
    password: '인터넷 뱅킹 비밀번호',
    aggregator: '계좌 연결 서비스',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: `{institution} ${MASK}{mask} 연결됨`,
    loginFailed:
      '은행에서 아이디와 비밀번호를 인증하지 못했습니다. 인터넷 뱅킹에서 사용하는 정보를 입력한 후 다시 시도하세요.',
    usernameRequired: '인터넷 뱅킹 로그인에 사용하는 은행 아이디를 입력하세요.',
    passwordRequired: '은행 비밀번호를 입력하세요.',
  },
  review: {
    subtotal: '소계',
    tax: '세금',
    processingFee: '결제 수수료',
    networkFee: '네트워크 수수료',
    total: '합계',
    buyer: '구매자',
    paymentWith: '결제 수단',
    card: `{brand} ${MASK}{last4}`,
    bank: `{institution} ${MASK}{mask}`,
  },
  timeToPay: {
    warningMinutes: counted({ other: '결제 시간이 {count}분도 남지 않았습니다.' }),
    warningSeconds: counted({ other: '결제 시간이 {count}초도 남지 않았습니다.' }),
    canExtend: '결제 시간 연장을 요청할 수 있습니다.',
    atLimit: '이 주문의 결제 시간은 더 이상 연장할 수 없습니다.',
    extended: '결제 시간이 {time}까지 연장되었습니다.',
    extendFailed: '결제 시간을 연장하지 못했습니다. {why}',
  },
  challenge: {
    heading: '은행에서 인증하세요',
    intro: '은행에서 이 결제에 대한 인증을 요청합니다.',
    frameTitle: '은행에서 결제 인증',
    confirming: '결제를 확인하는 중\u2026',
    url: '은행 인증 페이지는 http(s) URL이어야 합니다.',
    needsHttp: '은행 인증 페이지를 사용하려면 결제 화면을 http(s)로 제공해야 합니다.',
  },
  outcome: {
    processing: '결제를 확인하고 있습니다. 보통 몇 초면 완료됩니다.',
    processed: '결제가 완료되었습니다. NFT를 지갑으로 보내고 있습니다.',
    complete: 'NFT가 지갑으로 전송되었습니다.',
    txHash: '트랜잭션 해시',
    declined: '결제가 승인되지 않았습니다.',
    noAttemptsLeft: '이 주문은 더 이상 결제할 수 없습니다. 다시 시도하려면 새 결제를 시작하세요.',
    cancelled: '주문이 취소되었습니다.',
    refunded: '원래 결제 수단으로 환불되었습니다',
    refundPending: '결제된 금액이 있다면 원래 결제 수단으로 환불 처리 중입니다.',
    notCharged: '청구된 금액이 없습니다.',
    expired: '이 주문의 결제 시간이 만료되었습니다. 다시 시도하려면 새 결제를 시작하세요.',
    error: '결제를 계속할 수 없습니다.',
    orderId: '주문 번호',
  },
  declineReasons: {
    AUTHENTICATION_FAILED:
      '은행에서 이 결제를 인증하지 못했습니다. 다시 시도하거나 다른 카드를 사용하세요',
    CARD_DECLINED: '카드 발급사에서 카드 결제를 거절했습니다',
    INSUFFICIENT_FUNDS: '이 결제에 필요한 잔액 또는 한도가 부족합니다',
    BANK_DECLINED: '은행에서 결제를 거절했습니다',
  },
  cancelReasons: {
    NETF: '네트워크 문제로 전송이 중단되었습니다',
    PRCC: '결제가 완료되기 전에 가격이 크게 변동되었습니다',
    RISD: '결제가 보안 검사를 통과하지 못했습니다',
    NA: '이 NFT는 더 이상 구매할 수 없습니다',
  },
  unknownReason: '사유가 제공되지 않았습니다',
  phone: {
    heading: '전화번호 인증',
    intro: '본인의 전화번호인지 확인하기 위해 문자 메시지로 6자리 인증번호를 보내드립니다.',
    phoneLabel: '전화번호',
    send: '인증번호 받기',
    resend: '인증번호 다시 받기',
    resendIn: '{count}초 후 재전송 가능',
    codeLabel: '문자 메시지로 받은 인증번호',
    codeHint: '6자리',
    sent: '{phone}(으)로 인증번호를 보냈습니다. 10분 동안 유효합니다.',
    verified: '전화번호가 인증되었습니다.',
    alreadyVerified: '이미 인증된 전화번호입니다. 준비되면 계속하세요.',
    sendFirst: '[인증번호 받기]를 선택해 문자 메시지로 인증번호를 받은 후 여기에 입력하세요.',
    codeIncomplete: '문자 메시지로 받은 인증번호 6자리를 모두 입력하세요.',
    wrong: counted({
      other:
        '인증번호가 올바르지 않습니다. 문자 메시지를 확인한 후 다시 시도하세요. 남은 횟수: {count}회',
    }),
    expired:
      '인증번호가 만료되었습니다. [인증번호 다시 받기]를 선택한 후 새 인증번호를 입력하세요.',
    noCode:
      '이 인증번호는 더 이상 사용할 수 없습니다. [인증번호 다시 받기]를 선택한 후 새 인증번호를 입력하세요.',
    cooldown:
      '방금 인증번호를 보냈습니다. 도착할 때까지 기다리거나, 버튼이 활성화되면 새 인증번호를 요청하세요.',
    locked:
      '잘못된 인증번호를 너무 많이 입력하여 이 전화번호는 {time}까지 잠겼습니다. 그 이후에 다시 시도하거나, 이전 단계로 돌아가 다른 전화번호를 사용하세요.',
  },
  taxId: {
    heading: '미국 사회보장번호(SSN)',
    intro:
      '미국 법에 따라 구매자 확인이 필요합니다. 입력한 번호는 결제 서비스로 바로 전송되며 상점에는 절대 표시되지 않습니다.',
    frameTitle: '사회보장번호(SSN)',
    entered: '사회보장번호(SSN)',
    change: '번호 변경',
    frameLoading: '보안 입력란을 불러오는 중\u2026',
    notReady: '보안 입력란을 아직 불러오는 중입니다. 잠시 후 다시 시도하세요.',
  },
  document: {
    notReady: '신분증 양식을 아직 불러오는 중입니다. 잠시 후 다시 시도하세요.',
    checking: '신분증을 확인하는 중\u2026',
    verified: '본인 확인이 완료되었습니다.',
    failed: '신분증을 확인하지 못했습니다. 다음 안내를 확인하세요.',
  },
  wallet: {
    frameTitle: '월렛으로 결제',
    frameLoading: '월렛 버튼을 불러오는 중\u2026',
    frameFailed:
      '월렛 버튼을 불러올 수 없습니다. 연결을 확인한 후 다시 시도를 선택하거나 아래에서 다른 방법으로 결제하세요.',
    frameUrl: '월렛 프레임 URL은 http(s) URL이어야 합니다.',
    frameNeedsHttp: '월렛을 사용하려면 페이지를 파일이 아닌 http(s)로 제공해야 합니다.',
    frameBadToken: '월렛이 인터페이스와 맞지 않는 토큰으로 응답했습니다.',
    notReady: '위의 월렛 버튼을 누르거나 다른 결제 수단을 선택하세요.',
    summary: `{wallet}, {brand} ${MASK}{last4}`,
  },
  connection: {
    lost: '연결이 끊어졌습니다. 다시 연결하는 중\u2026',
    restored: '연결이 복구되었습니다.',
  },
};

export default purchase;
