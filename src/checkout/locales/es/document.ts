import { counted } from '../../../api/text.js';
import type { DocumentCatalog } from '../catalog.js';

const document: DocumentCatalog = {
  heading: 'Confirme su identidad',
  why: {
    risk_medium:
      'Por su seguridad, las compras como esta requieren una verificación rápida de identidad: una foto de un documento de identidad y un selfi. Se tarda unos dos minutos.',
    risk_high:
      'Antes de continuar con esta compra, necesitamos comprobar que es usted: una foto de un documento de identidad y un selfi. Se tarda unos dos minutos.',
  },
  frameTitle: 'Documento de identidad y selfi',
  checking: 'Comprobando su documento\u2026',
  checkingHint: 'Suele tardar menos de un minuto. No cierre esta página.',
  verified: 'Identidad verificada',
  verifiedHint: 'Gracias. Ya puede continuar al pago.',
  failedHeading: 'No hemos podido verificar su identidad',
  failures: {
    image_unreadable:
      'No hemos podido leer sus fotos. Vuelva a hacerlas con buena luz y con el documento entero a la vista.',
    document_expired: 'Este documento ha caducado. Use otro documento que siga en vigor.',
    face_mismatch:
      'Su selfi no coincide con la foto del documento. Vuelva a hacerse el selfi mirando a la cámara.',
    document_forged: 'No se ha podido aceptar este documento.',
  },
  attemptsLeft: counted({ one: 'Le queda {count} intento.', other: 'Le quedan {count} intentos.' }),
  tryAgain: 'Reintentar',
  send: 'Enviar fotos para su comprobación',
  frame: {
    url: 'La URL del formulario del documento de identidad debe ser una URL http(s).',
    needsHttp:
      'El formulario del documento de identidad necesita que la página se sirva por http(s), no que se abra desde un archivo.',
    loading: 'Cargando el formulario del documento de identidad\u2026',
    failed:
      'No se ha podido cargar el formulario del documento de identidad. Compruebe su conexión y seleccione Reintentar.',
    reloaded: 'El formulario del documento de identidad se ha recargado. Vuelva a hacer las fotos.',
    timeout:
      'El formulario del documento de identidad no ha respondido en {count} segundos. Compruebe la conexión y vuelva a seleccionar Continuar.',
    badToken:
      'El formulario del documento de identidad ha devuelto una verificación que no coincide con la interfaz.',
    removed: 'Se ha eliminado el formulario del documento de identidad.',
  },
};

export default document;
