import { counted } from '../../../api/text.js';
import type { DocumentCatalog } from '../catalog.js';

const document: DocumentCatalog = {
  heading: 'Confirme sua identidade',
  why: {
    risk_medium:
      'Para sua segurança, compras como esta exigem uma rápida verificação de identidade: uma foto de um documento de identificação e uma selfie. Leva cerca de dois minutos.',
    risk_high:
      'Antes de seguir com esta compra, precisamos confirmar que é você mesmo: uma foto de um documento de identificação e uma selfie. Leva cerca de dois minutos.',
  },
  frameTitle: 'Documento de identificação e selfie',
  checking: 'Verificando seu documento\u2026',
  checkingHint: 'Isso costuma levar menos de um minuto. Mantenha esta página aberta.',
  verified: 'Identidade verificada',
  verifiedHint: 'Obrigado. Você já pode continuar para o pagamento.',
  failedHeading: 'Não foi possível verificar sua identidade',
  failures: {
    image_unreadable:
      'Não conseguimos ler suas fotos. Tire-as novamente em um lugar bem iluminado, com o documento inteiro visível.',
    document_expired: 'Este documento está vencido. Use outro documento que ainda esteja válido.',
    face_mismatch:
      'Sua selfie não corresponde à foto do documento. Tire a selfie novamente, de frente para a câmera.',
    document_forged: 'Este documento não pôde ser aceito.',
  },
  attemptsLeft: counted({
    one: 'Você pode tentar mais {count} vez.',
    other: 'Você pode tentar mais {count} vezes.',
  }),
  tryAgain: 'Tentar novamente',
  send: 'Enviar fotos para verificação',
  frame: {
    url: 'A URL do formulário do documento de identificação precisa ser uma URL http(s).',
    needsHttp:
      'O formulário do documento de identificação precisa que a página seja servida por http(s), e não aberta a partir de um arquivo.',
    loading: 'Carregando o formulário do documento de identificação\u2026',
    failed:
      'Não foi possível carregar o formulário do documento de identificação. Verifique sua conexão e selecione Tentar novamente.',
    reloaded:
      'O formulário do documento de identificação foi recarregado. Tire as fotos novamente.',
    timeout:
      'O formulário do documento de identificação não respondeu em {count} segundos. Verifique a conexão e selecione Continuar novamente.',
    badToken:
      'O formulário do documento de identificação respondeu com uma verificação que não corresponde à interface.',
    removed: 'O formulário do documento de identificação foi removido.',
  },
};

export default document;
