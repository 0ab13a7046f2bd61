import { counted } from '../../../api/text.js';
import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';

const purchase: PurchaseCatalog = {
  headings: { payment: 'Forma de pagamento', review: 'Revisar e pagar' },
  buttons: {
    pay: 'Pagar {amount}',
    tryAnotherMethod: 'Usar outra forma de pagamento',
    linkBank: 'Vincular conta bancária',
  },
  methods: { card: 'Cartão', ach: 'Conta bancária (ACH)' },
  countdown: {
    extend: 'Mais tempo para pagar',
    label: 'Tempo restante para pagar',
    until: 'até {time}',
  },
  payment: {
    legend: 'Como você quer pagar?',
    cardFrameTitle: 'Dados do cartão',
    usingCard: `Pagando com {brand} ${MASK}{last4}. Para trocar, informe outro cartão.`,
    cardNotReady: 'O formulário do cartão ainda está carregando. Tente novamente em instantes.',
    cardFrameUrl: 'A URL do formulário do cartão precisa ser uma URL http(s).',
    cardFrameNeedsHttp:
      'O formulário do cartão precisa que a página seja servida por http(s), e não aberta a partir de um arquivo.',
    cardFrameReloaded: 'O formulário do cartão foi recarregado. Informe o cartão novamente.',
    cardFrameLoading: 'Carregando o formulário do cartão\u2026',
    cardFrameFailed:
      'Não foi possível carregar o formulário do cartão. Verifique sua conexão e selecione Tentar novamente, ou escolha outra forma de pagamento.',
    cardFrameTimeout:
      'O formulário do cartão não respondeu em {count} segundos. Verifique a conexão e tente novamente.',
    cardFrameBadToken:
      'O formulário do cartão respondeu com um token de cartão que não corresponde à interface.',
    cardFrameRemoved: 'O formulário do cartão foi removido.',
    taxIdFrameUrl: 'A URL do campo do número do Seguro Social (SSN) precisa ser uma URL http(s).',
    taxIdFrameNeedsHttp:
      'O campo do número do Seguro Social (SSN) precisa que a página seja servida por http(s), e não aberta a partir de um arquivo.',
    taxIdFrameReloaded:
      'O campo do número do Seguro Social (SSN) foi recarregado. Informe o número novamente.',
    taxIdFrameFailed:
      'Não foi possível carregar o campo do número do Seguro Social (SSN). Verifique sua conexão e selecione Tentar novamente.',
    taxIdFrameTimeout:
      'O campo do número do Seguro Social (SSN) não respondeu em {count} segundos. Verifique a conexão e tente novamente.',
    taxIdFrameBadToken:
      'O campo do número do Seguro Social (SSN) respondeu com um token que não corresponde à interface.',
    taxIdFrameRemoved: 'O campo do número do Seguro Social (SSN) foi removido.',
    cardTypeNotAccepted:
      'Este checkout não aceita cartões do tipo {type}. Use outro cartão ou outra forma de pagamento.',
    bankRequired: 'Vincule uma conta bancária primeiro ou escolha outra forma de pagamento.',
    upfrontHeld: 'Pagando com {summary}. Preencha os dados que faltam e continue.',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: 'Cartão',
    },
    typeNames: {
      us_debit: 'débito dos EUA',
      us_credit: 'crédito dos EUA',
      international_debit: 'débito internacional',
      international_credit: 'crédito internacional',
      ach: 'conta bancária',
    },
  },
  bank: {
    username: 'Usuário do internet banking',
    password: 'Senha do internet banking',
    aggregator: 'Agregador bancário',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: `{institution} ${MASK}{mask} vinculada`,
    loginFailed:
      'O banco não aceitou esse usuário e essa senha. Informe os dados que você usa no internet banking e tente novamente.',
    usernameRequired:
      'Informe seu usuário do banco, o mesmo que você usa para entrar no internet banking.',
    passwordRequired: 'Informe a senha do seu banco.',
  },
  review: {
    subtotal: 'Subtotal',
    tax: 'Impostos',
    processingFee: 'Taxa de processamento',
    networkFee: 'Taxa de rede',
    total: 'Total',
    buyer: 'Comprador',
    paymentWith: 'Pagamento',
    card: `{brand} ${MASK}{last4}`,
    bank: `{institution} ${MASK}{mask}`,
  },
  timeToPay: {
    warningMinutes: counted({
      one: 'Resta menos de {count} minuto para pagar.',
      other: 'Restam menos de {count} minutos para pagar.',
    }),
    warningSeconds: counted({
      one: 'Resta menos de {count} segundo para pagar.',
      other: 'Restam menos de {count} segundos para pagar.',
    }),
    canExtend: 'Você pode pedir mais tempo.',
    atLimit: 'O prazo deste pedido não pode mais ser estendido.',
    extended: 'Prazo para pagamento estendido até {time}.',
    extendFailed: 'Não foi possível estender o prazo. {why}',
  },
  challenge: {
    heading: 'Confirme com seu banco',
    intro: 'Seu banco pede que você confirme este pagamento.',
    frameTitle: 'Confirme o pagamento com seu banco',
    confirming: 'Confirmando seu pagamento\u2026',
    url: 'A página de confirmação do banco precisa ser uma URL http(s).',
    needsHttp: 'A página de confirmação do banco precisa que o checkout seja servido por http(s).',
  },
  outcome: {
    processing: 'Estamos confirmando seu pagamento. Isso costuma levar alguns segundos.',
    processed: 'Seu pagamento foi aprovado. Seu NFT está a caminho da sua carteira.',
    complete: 'Seu NFT foi entregue na sua carteira.',
    txHash: 'Hash da transação',
    declined: 'Seu pagamento não foi aceito.',
    noAttemptsLeft:
      'Este pedido não pode mais ser pago. Inicie um novo checkout para tentar mais uma vez.',
    cancelled: 'Seu pedido foi cancelado.',
    refunded: 'Reembolsado na forma de pagamento original',
    refundPending:
      'Qualquer valor cobrado está sendo reembolsado na sua forma de pagamento original.',
    notCharged: 'Nada foi cobrado.',
    expired:
      'O prazo para pagar este pedido acabou. Inicie um novo checkout para tentar novamente.',
    error: 'O checkout não pôde continuar.',
    orderId: 'Pedido',
  },
  declineReasons: {
    AUTHENTICATION_FAILED:
      'Seu banco não conseguiu confirmar este pagamento. Tente novamente ou use outro cartão',
    CARD_DECLINED: 'Seu cartão foi recusado pelo emissor',
    INSUFFICIENT_FUNDS: 'Não havia saldo ou limite suficiente para este pagamento',
    BANK_DECLINED: 'Seu banco recusou o pagamento',
  },
  cancelReasons: {
    NETF: 'Um problema na rede interrompeu a transferência',
    PRCC: 'O preço mudou demais antes de o pagamento ser concluído',
    RISD: 'O pagamento não passou nas nossas verificações de segurança',
    NA: 'O NFT não está mais disponível',
  },
  unknownReason: 'Nenhum motivo foi informado',
  phone: {
    heading: 'Verifique seu telefone',
    intro: 'Enviamos um código de 6 dígitos por SMS para confirmar que este telefone é seu.',
    phoneLabel: 'Número de telefone',
    send: 'Enviar código',
    resend: 'Enviar novo código',
    resendIn: 'Novo código em {count} s',
    codeLabel: 'Código recebido por SMS',
    codeHint: '6 dígitos',
    sent: 'Enviamos um código para {phone}. Ele vale por 10 minutos.',
    verified: 'Seu telefone foi verificado.',
    alreadyVerified: 'Este telefone já foi verificado. Continue quando quiser.',
    sendFirst: 'Selecione Enviar código para receber um código por SMS e digite-o aqui.',
    codeIncomplete: 'Digite os 6 dígitos do código recebido por SMS.',
    wrong: counted({
      one: 'Código incorreto. Confira o SMS e tente novamente: resta {count} tentativa.',
      other: 'Código incorreto. Confira o SMS e tente novamente: restam {count} tentativas.',
    }),
    expired: 'Este código expirou. Selecione Enviar novo código e digite o novo.',
    noCode: 'Este código não pode mais ser usado. Selecione Enviar novo código e digite o novo.',
    cooldown: 'Um código acabou de ser enviado. Aguarde ou peça um novo quando o botão permitir.',
    locked:
      'Muitos códigos incorretos: este telefone está bloqueado até {time}. Tente novamente nesse horário ou volte e use outro número de telefone.',
  },
  taxId: {
    heading: 'Número do Seguro Social dos EUA (SSN)',
    intro:
      'A lei dos EUA exige que verifiquemos quem está comprando. Seu número vai direto para o nosso serviço de pagamento e nunca é exibido para a loja.',
    frameTitle: 'Número do Seguro Social (SSN)',
    entered: 'Número do Seguro Social (SSN)',
    change: 'Alterar o número',
    frameLoading: 'Carregando o campo seguro\u2026',
    notReady: 'O campo seguro ainda está carregando. Tente novamente em instantes.',
  },
  document: {
    notReady: 'O formulário do documento ainda está carregando. Tente novamente em instantes.',
    checking: 'Verificando seu documento\u2026',
    verified: 'Identidade verificada.',
    failed: 'Não foi possível verificar seu documento. Veja o que fazer agora.',
  },
  wallet: {
    frameTitle: 'Pagar com uma carteira',
    frameLoading: 'Carregando os botões de carteira\u2026',
    frameFailed:
      'Não foi possível carregar os botões de carteira. Verifique a conexão e selecione Tentar novamente, ou pague de outra forma abaixo.',
    frameUrl: 'A URL do frame da carteira deve ser uma URL http(s).',
    frameNeedsHttp:
      'As carteiras exigem que a página seja servida por http(s), não aberta de um arquivo.',
    frameBadToken: 'A carteira respondeu com um token que não corresponde à interface.',
    notReady: 'Pressione um botão de carteira acima ou escolha outra forma de pagamento.',
    summary: `{wallet}, {brand} ${MASK}{last4}`,
  },
  connection: {
    lost: 'Conexão perdida. Tentando reconectar\u2026',
    restored: 'Conexão restabelecida.',
  },
};

export default purchase;
