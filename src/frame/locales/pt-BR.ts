import { counted } from '../../api/text.js';
import type { FrameCatalog } from './en.js';

const HINT =
  'Coloque o documento inteiro sobre uma superfície escura, com boa iluminação e os quatro cantos visíveis.';

export const ptBR: FrameCatalog = {
  card: {
    title: 'Dados do cartão',
    outside: 'Este formulário de cartão só funciona dentro do checkout.',
    number: 'Número do cartão',
    expiry: 'Data de validade (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Código de segurança (CVC)',
    errors: {
      numberMissing: 'Informe o número do cartão.',
      numberIncomplete: 'O número do cartão está incompleto.',
      numberInvalid: 'O número do cartão não é válido. Confira os dígitos.',
      expiryMissing: 'Informe a data de validade.',
      expiryFormat: 'Informe a data de validade no formato MM / AA.',
      expiryPast: 'O cartão está vencido.',
      expiryTooFar: 'A data de validade está distante demais.',
      cvcMissing: 'Informe o código de segurança.',
      cvcFormat: 'O código de segurança tem 3 ou 4 dígitos.',
    },
    early: 'O formulário do cartão recebeu um pedido antes de estar pronto.',
    invalid: 'Confira os dados do cartão.',
    service: {
      status: 'O serviço de cartões respondeu {status}.',
      unexpected: 'O serviço de cartões enviou uma resposta inesperada.',
      timeout: 'O serviço de cartões não respondeu a tempo. Tente novamente.',
      network: 'Não foi possível enviar o cartão. Verifique a conexão e tente novamente.',
    },
  },
  taxId: {
    label: 'Número do Seguro Social (SSN)',
    hint: '9 dígitos, por exemplo 123-45-6789',
    outside: 'Este formulário só funciona dentro do checkout.',
    errors: {
      missing: 'Informe seu número do Seguro Social.',
      length: 'Informe os 9 dígitos do seu número do Seguro Social.',
      area: 'Este número do Seguro Social não é válido: confira os três primeiros dígitos.',
      group: 'Este número do Seguro Social não é válido: confira os dois dígitos do meio.',
      serial: 'Este número do Seguro Social não é válido: confira os quatro últimos dígitos.',
      refused: 'Este número foi recusado: {reason}.',
    },
    early: 'O campo recebeu um pedido de número antes de estar pronto.',
    invalid: 'Confira o número do Seguro Social.',
    service: {
      status: 'O serviço de números fiscais respondeu {status}.',
      unexpected: 'O serviço de números fiscais enviou uma resposta inesperada.',
      timeout: 'O serviço de números fiscais não respondeu a tempo. Tente novamente.',
      network:
        'Não foi possível enviar o número do Seguro Social. Verifique a conexão e tente novamente.',
    },
  },
  document: {
    title: 'Documento de identificação',
    outside: 'Este formulário só funciona dentro do checkout.',
    documentType: 'Documento',
    documentTypes: {
      passport: 'Passaporte',
      driver_license: 'Carteira de motorista',
      national_id: 'Carteira de identidade',
    },
    country: 'País emissor',
    countryPlaceholder: 'Selecione um país',
    sides: {
      front: {
        label: 'Frente do documento',
        hint: HINT,
        alt: 'Sua foto da frente do documento',
        preview: 'Pré-visualização da câmera: frente do documento',
        added: 'Foto da frente adicionada.',
        missing: 'Adicione uma foto da frente do documento.',
      },
      back: {
        label: 'Verso do documento',
        hint: HINT,
        alt: 'Sua foto do verso do documento',
        preview: 'Pré-visualização da câmera: verso do documento',
        added: 'Foto do verso adicionada.',
        missing: 'Adicione uma foto do verso do documento.',
      },
      selfie: {
        label: 'Uma selfie',
        hint: 'Olhe para a câmera, sem chapéu nem óculos.',
        alt: 'Sua selfie',
        preview: 'Pré-visualização da câmera: selfie',
        added: 'Selfie adicionada.',
        missing: 'Adicione uma selfie: olhe para a câmera, sem chapéu nem óculos.',
      },
    },
    useCamera: 'Usar a câmera',
    takePhoto: 'Tirar foto',
    cancel: 'Cancelar',
    chooseAnother: 'Escolher outra foto',
    retake: 'Tirar outra foto',
    unavailable: {
      text: 'Pré-visualização indisponível neste navegador',
      label: '{name}, {size}: pré-visualização indisponível neste navegador',
    },
    errors: {
      country: 'Selecione o país que emitiu o documento.',
      checking: 'Esta foto ainda está sendo verificada: tente novamente em instantes.',
      camera: 'Não foi possível abrir a câmera: permita o acesso à câmera ou escolha uma foto.',
      cameraPhoto: 'Não foi possível tirar a foto: tente novamente ou escolha uma foto.',
    },
    images: {
      type: 'Este arquivo não é uma foto: escolha uma imagem JPEG, PNG ou HEIC.',
      tooLarge: 'Esta foto tem mais de 10 MB: escolha uma menor ou tire a foto novamente.',
      empty: 'Este arquivo está vazio: escolha a foto novamente.',
      damaged:
        'Esta foto está danificada ou incompleta: tire-a novamente ou escolha outro arquivo.',
      tooSmall:
        'Esta foto tem {width}×{height} pixels, pequena demais para leitura: use uma foto de pelo menos 600×400 pixels.',
    },
    status: {
      uploading: 'Enviando as fotos…',
      sent: 'Fotos enviadas para verificação.',
    },
    early: 'O formulário do documento recebeu um pedido de fotos antes de estar pronto.',
    invalid: 'Adicione as fotos do documento e a selfie e tente novamente.',
    service: {
      status: 'O serviço de verificação de identidade respondeu {status}.',
      unexpected: 'O serviço de verificação de identidade enviou uma resposta inesperada.',
      timeout: 'O serviço de verificação de identidade não respondeu a tempo. Tente novamente.',
      network: 'Não foi possível enviar as fotos. Verifique a conexão e tente novamente.',
    },
  },
  wallet: {
    title: 'Carteira',
    outside: 'Este botão de carteira só funciona dentro do checkout.',
    pay: { apple_pay: 'Pagar com Apple Pay', google_pay: 'Pagar com Google Pay' },
    sheet: { tax: 'Imposto', fees: 'Taxas', total: 'Total' },
    failed:
      'O pagamento com a carteira não foi concluído: {message} Tente de novo ou pague com cartão abaixo.',
    early: 'A carteira foi solicitada a pagar antes de ser inicializada.',
    invalid: 'Escolha um botão de carteira para pagar com a carteira.',
    service: {
      status: 'O serviço de carteira respondeu {status}.',
      unexpected: 'O serviço de carteira respondeu com um conteúdo inesperado.',
      timeout: 'O serviço de carteira não respondeu a tempo. Tente de novo.',
      network:
        'Não foi possível enviar o pagamento com a carteira. Verifique a conexão e tente de novo.',
    },
  },
  challenge: {
    title: 'Confirme seu pagamento',
    intro: 'O emissor do seu cartão pede que você confirme este pagamento.',
    merchant: 'Loja',
    amount: 'Valor',
    card: 'Cartão',
    cardEnding: '{brand} com final {last4}',
    anyCard: 'Cartão',
    yourCard: 'Seu cartão',
    code: 'Código de uso único',
    codeHint: 'Enviamos um código para seu celular. No sandbox, o código é 123456.',
    testPage: 'Esta é uma página de teste: escolha como a autenticação termina.',
    confirm: 'Confirmar',
    complete: 'Concluir a autenticação',
    fail: 'Reprovar a autenticação',
    cancel: 'Cancelar',
    wrongCode: counted({
      one: 'Esse código não está correto: resta {count} tentativa.',
      other: 'Esse código não está correto: restam {count} tentativas.',
    }),
    results: {
      authenticated: {
        title: 'Autenticação concluída',
        message: 'Autenticação concluída. Você já pode fechar esta janela.',
      },
      failed: {
        title: 'Falha na autenticação',
        message: 'A autenticação falhou. Volte ao checkout para pagar de outra forma.',
      },
      cancelled: {
        title: 'Autenticação cancelada',
        message: 'Autenticação cancelada. Volte ao checkout para pagar de outra forma.',
      },
    },
    refusals: {
      unknown: {
        title: 'Autenticação não encontrada',
        message: 'Esta página de autenticação não existe.',
      },
      used: {
        title: 'Autenticação já respondida',
        message: 'Esta autenticação foi encerrada: volte ao checkout.',
      },
      expired: {
        title: 'Autenticação expirada',
        message: 'Esta autenticação expirou: volte ao checkout para pagar novamente.',
      },
      cross_site: {
        title: 'Autenticação recusada',
        message: 'Esta autenticação só pode ser respondida na própria página.',
      },
    },
  },
};
