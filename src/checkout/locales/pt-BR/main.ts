import type { MainCatalog } from '../catalog.js';

const main: MainCatalog = {
  loading: 'Carregando o checkout\u2026',
  part: {
    loading: 'Carregando\u2026',
    failed:
      'Não foi possível carregar esta parte do checkout. Verifique sua conexão e selecione Tentar novamente.',
    fileOrigin:
      'Esta parte do checkout não pode ser carregada aqui: a página precisa ser servida por http(s), e não aberta a partir de um arquivo.',
  },
  headings: {
    loading: 'Carregando o checkout',
    details: 'Seus dados',
    processing: 'Processando o pagamento',
    processed: 'Pagamento recebido',
    complete: 'Compra concluída',
    declined: 'Pagamento recusado',
    cancelled: 'Pedido cancelado',
    expired: 'Checkout expirado',
    error: 'Algo deu errado',
  },
  summary: {
    loading: 'Carregando seu pedido\u2026',
    label: 'Seu pedido',
    quantity: 'Quantidade: {quantity}',
    price: 'Preço',
    imagePlaceholder: 'Imagem indisponível',
  },
  fields: {
    firstName: 'Nome',
    lastName: 'Sobrenome',
    dateOfBirth: 'Data de nascimento',
    emailAddress: 'E-mail',
    phone: 'Telefone',
    street1: 'Endereço',
    street2: 'Complemento (opcional)',
    city: 'Cidade',
    regionCode: 'Estado / região',
    postalCode: 'CEP / código postal',
    countryCode: 'País',
  },
  hints: {
    phone: 'Com o código do país, ex.: +55 11 91234-5678',
    regionCode: 'Sigla, ex.: CA',
    dateOfBirth: 'É preciso ter 18 anos ou mais para comprar.',
    postalCode: {
      US: '5 dígitos, ex.: 94103',
      CA: 'Ex.: K1A 0B1',
      GB: 'Ex.: SW1A 1AA',
      other: 'Letras, números, espaços ou hifens, ex.: 01310-100',
    },
  },
  selectCountry: 'Selecione um país',
  errorSummary: { title: 'Há um problema' },
  errors: {
    missing: {
      firstName: 'Preencha o campo "Nome".',
      lastName: 'Preencha o campo "Sobrenome".',
      dateOfBirth: 'Preencha o campo "Data de nascimento".',
      emailAddress: 'Preencha o campo "E-mail".',
      phone: 'Preencha o campo "Telefone".',
      street1: 'Preencha o campo "Endereço".',
      city: 'Preencha o campo "Cidade".',
      regionCode: 'Preencha o campo "Estado / região".',
      postalCode: 'Preencha o campo "CEP / código postal".',
    },
    countryRequired: 'Selecione seu país.',
    email: 'Informe um e-mail como nome@exemplo.com.',
    phone: 'Informe um telefone que comece com + e o código do país, ex.: +55 11 91234-5678.',
    dateOfBirth: 'Informe uma data de nascimento válida, com dia, mês e ano.',
    dateOfBirthFuture:
      'A data de nascimento precisa estar no passado. Informe o dia em que você nasceu.',
    dateOfBirthTooOld: 'Confira o ano da sua data de nascimento: ele é de mais de 130 anos atrás.',
    underage:
      'É preciso ter 18 anos ou mais para comprar. Confira se a data de nascimento é a sua e está correta.',
    regionCode: 'Informe a sigla do estado ou da região: de 1 a 3 letras ou números, ex.: CA.',
    postalCode: {
      US: 'Informe um ZIP code de 5 dígitos, ex.: 94103, ou ZIP+4, ex.: 94103-1234.',
      CA: 'Informe um código postal como K1A 0B1: letra, número, letra, espaço, número, letra, número.',
      GB: 'Informe um código postal como SW1A 1AA.',
      other:
        'Informe um código postal de 2 a 10 letras, números, espaços ou hifens, ex.: 01310-100.',
    },
    poBox: 'Informe o endereço onde você mora, ex.: Rua das Flores, 1. Não aceitamos caixa postal.',
    poBoxStreet2: 'Informe apartamento ou sala, ou deixe em branco. Não aceitamos caixa postal.',
  },
  buttons: {
    continueToPayment: 'Continuar para o pagamento',
    continueToPhone: 'Continuar para a verificação do telefone',
    continueToTaxId: 'Continuar para o número fiscal',
    continueToDocument: 'Continuar para a verificação de identidade',
    continueToReview: 'Continuar para a revisão',
    back: 'Voltar',
    retry: 'Tentar novamente',
  },
  announcements: {
    Processing: 'Processando seu pagamento.',
    Processed: 'Pagamento recebido.',
    Complete: 'Compra concluída.',
    Declined: 'Pagamento recusado.',
    Cancelled: 'Pedido cancelado.',
    Refunded: 'Reembolsado na forma de pagamento original.',
    Expired: 'Checkout expirado.',
  },
  serviceErrors: {
    NETWORK:
      'Não conseguimos acessar o serviço de pagamento. Verifique sua conexão e tente novamente.',
    TIMEOUT: 'O serviço de pagamento demorou demais para responder. Tente novamente.',
    SERVER: 'O serviço de pagamento teve um problema. Tente novamente em instantes.',
    RATE_LIMITED: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    UNAUTHORIZED: 'Este link de checkout não é mais válido. Inicie um novo checkout.',
    EXPIRED: 'Este checkout expirou. Inicie um novo checkout.',
    FORBIDDEN: 'Este link de checkout não é mais válido. Inicie um novo checkout.',
    NOT_FOUND: 'Este checkout não foi encontrado. Inicie um novo checkout.',
    INVALID_RESPONSE: 'Não conseguimos ler a resposta do serviço de pagamento. Tente novamente.',
    generic: 'Algo deu errado. Tente novamente.',
  },
};

export default main;
