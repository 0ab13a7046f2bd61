import { counted } from '../../api/text.js';
import type { FrameCatalog } from './en.js';

const HINT =
  'Coloque el documento entero sobre una superficie oscura, con buena luz y las cuatro esquinas a la vista.';

export const es: FrameCatalog = {
  card: {
    title: 'Datos de la tarjeta',
    outside: 'Este formulario de tarjeta solo funciona dentro del proceso de pago.',
    number: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Código de seguridad (CVC)',
    errors: {
      numberMissing: 'Introduzca el número de tarjeta.',
      numberIncomplete: 'El número de tarjeta está incompleto.',
      numberInvalid: 'El número de tarjeta no es válido. Revise los dígitos.',
      expiryMissing: 'Introduzca la fecha de caducidad.',
      expiryFormat: 'Introduzca la fecha de caducidad con el formato MM / AA.',
      expiryPast: 'La tarjeta ha caducado.',
      expiryTooFar: 'La fecha de caducidad es demasiado lejana.',
      cvcMissing: 'Introduzca el código de seguridad.',
      cvcFormat: 'El código de seguridad tiene 3 o 4 dígitos.',
    },
    early: 'Se pidió una tarjeta al formulario antes de que estuviera listo.',
    invalid: 'Revise los datos de la tarjeta.',
    service: {
      status: 'El servicio de tarjetas respondió {status}.',
      unexpected: 'El servicio de tarjetas envió una respuesta inesperada.',
      timeout: 'El servicio de tarjetas no respondió a tiempo. Inténtelo de nuevo.',
      network: 'No se ha podido enviar la tarjeta. Compruebe la conexión e inténtelo de nuevo.',
    },
  },
  taxId: {
    label: 'Número de Seguro Social (SSN)',
    hint: '9 dígitos, p. ej., 123-45-6789',
    outside: 'Este formulario solo funciona dentro del proceso de pago.',
    errors: {
      missing: 'Introduzca su número de Seguro Social.',
      length: 'Introduzca los 9 dígitos de su número de Seguro Social.',
      area: 'Este número de Seguro Social no es válido: revise los tres primeros dígitos.',
      group: 'Este número de Seguro Social no es válido: revise los dos dígitos centrales.',
      serial: 'Este número de Seguro Social no es válido: revise los cuatro últimos dígitos.',
      refused: 'Este número se ha rechazado: {reason}.',
    },
    early: 'Se pidió un número al campo antes de que estuviera listo.',
    invalid: 'Revise el número de Seguro Social.',
    service: {
      status: 'El servicio de números fiscales respondió {status}.',
      unexpected: 'El servicio de números fiscales envió una respuesta inesperada.',
      timeout: 'El servicio de números fiscales no respondió a tiempo. Inténtelo de nuevo.',
      network:
        'No se ha podido enviar el número de Seguro Social. Compruebe la conexión e inténtelo de nuevo.',
    },
  },
  document: {
    title: 'Documento de identidad',
    outside: 'Este formulario solo funciona dentro del proceso de pago.',
    documentType: 'Documento',
    documentTypes: {
      passport: 'Pasaporte',
      driver_license: 'Permiso de conducir',
      national_id: 'Documento nacional de identidad',
    },
    country: 'País de expedición',
    countryPlaceholder: 'Seleccione un país',
    sides: {
      front: {
        label: 'Anverso del documento',
        hint: HINT,
        alt: 'Su foto del anverso del documento',
        preview: 'Vista previa de la cámara: anverso del documento',
        added: 'Foto del anverso añadida.',
        missing: 'Añada una foto del anverso del documento.',
      },
      back: {
        label: 'Reverso del documento',
        hint: HINT,
        alt: 'Su foto del reverso del documento',
        preview: 'Vista previa de la cámara: reverso del documento',
        added: 'Foto del reverso añadida.',
        missing: 'Añada una foto del reverso del documento.',
      },
      selfie: {
        label: 'Un selfi',
        hint: 'Mire a la cámara, sin sombrero ni gafas.',
        alt: 'Su selfi',
        preview: 'Vista previa de la cámara: selfi',
        added: 'Selfi añadido.',
        missing: 'Añada un selfi: mire a la cámara, sin sombrero ni gafas.',
      },
    },
    useCamera: 'Usar la cámara',
    takePhoto: 'Hacer la foto',
    cancel: 'Cancelar',
    chooseAnother: 'Elegir otra foto',
    retake: 'Repetir la foto',
    unavailable: {
      text: 'Vista previa no disponible en este navegador',
      label: '{name}, {size}: vista previa no disponible en este navegador',
    },
    errors: {
      country: 'Seleccione el país que expidió el documento.',
      checking: 'Todavía se está comprobando esta foto: inténtelo de nuevo en un momento.',
      camera:
        'No se ha podido abrir la cámara: permita el acceso a la cámara o elija una foto en su lugar.',
      cameraPhoto:
        'No se ha podido hacer la foto: inténtelo de nuevo o elija una foto en su lugar.',
    },
    images: {
      type: 'Este archivo no es una foto: elija una imagen JPEG, PNG o HEIC.',
      tooLarge: 'Esta foto ocupa más de 10 MB: elija una más pequeña o vuelva a hacer la foto.',
      empty: 'Este archivo está vacío: vuelva a elegir la foto.',
      damaged: 'Esta foto está dañada o incompleta: vuelva a hacerla o elija otro archivo.',
      tooSmall:
        'Esta foto mide {width}×{height} píxeles, demasiado pequeña para leerla: use una foto de al menos 600×400 píxeles.',
    },
    status: {
      uploading: 'Subiendo las fotos…',
      sent: 'Fotos enviadas para su comprobación.',
    },
    early: 'Se pidieron fotos al formulario del documento antes de que estuviera listo.',
    invalid: 'Añada las fotos del documento y el selfi, y vuelva a intentarlo.',
    service: {
      status: 'El servicio de verificación de identidad respondió {status}.',
      unexpected: 'El servicio de verificación de identidad envió una respuesta inesperada.',
      timeout:
        'El servicio de verificación de identidad no respondió a tiempo. Inténtelo de nuevo.',
      network: 'No se han podido enviar las fotos. Compruebe la conexión e inténtelo de nuevo.',
    },
  },
  wallet: {
    title: 'Billetera',
    outside: 'Este botón de billetera solo funciona dentro del proceso de pago.',
    pay: { apple_pay: 'Pagar con Apple Pay', google_pay: 'Pagar con Google Pay' },
    sheet: { tax: 'Impuesto', fees: 'Comisiones', total: 'Total' },
    failed:
      'El pago con la billetera no se completó: {message} Inténtelo de nuevo o pague con tarjeta abajo.',
    early: 'Se pidió a la billetera que pagara antes de inicializarse.',
    invalid: 'Elija un botón de billetera para pagar con ella.',
    service: {
      status: 'El servicio de billetera respondió {status}.',
      unexpected: 'El servicio de billetera respondió con un contenido inesperado.',
      timeout: 'El servicio de billetera no respondió a tiempo. Inténtelo de nuevo.',
      network:
        'No se pudo enviar el pago con la billetera. Compruebe la conexión e inténtelo de nuevo.',
    },
  },
  challenge: {
    title: 'Confirme su pago',
    intro: 'El emisor de su tarjeta le pide que confirme este pago.',
    merchant: 'Comercio',
    amount: 'Importe',
    card: 'Tarjeta',
    cardEnding: '{brand} terminada en {last4}',
    anyCard: 'Tarjeta',
    yourCard: 'Su tarjeta',
    code: 'Código de un solo uso',
    codeHint:
      'Le hemos enviado un código al teléfono. En el entorno de pruebas, el código es 123456.',
    testPage: 'Esta es una página de prueba: elija cómo termina la autenticación.',
    confirm: 'Confirmar',
    complete: 'Completar la autenticación',
    fail: 'Hacer fallar la autenticación',
    cancel: 'Cancelar',
    wrongCode: counted({
      one: 'Ese código no es correcto: le queda {count} intento.',
      other: 'Ese código no es correcto: le quedan {count} intentos.',
    }),
    results: {
      authenticated: {
        title: 'Autenticación completada',
        message: 'Autenticación completada. Puede cerrar esta ventana.',
      },
      failed: {
        title: 'Autenticación fallida',
        message: 'La autenticación ha fallado. Vuelva al pago para pagar de otra forma.',
      },
      cancelled: {
        title: 'Autenticación cancelada',
        message: 'Autenticación cancelada. Vuelva al pago para pagar de otra forma.',
      },
    },
    refusals: {
      unknown: {
        title: 'Autenticación no encontrada',
        message: 'Esta página de autenticación no existe.',
      },
      used: {
        title: 'Autenticación ya respondida',
        message: 'Esta autenticación ha terminado: vuelva al pago.',
      },
      expired: {
        title: 'Autenticación caducada',
        message: 'Esta autenticación ha caducado: vuelva al pago para pagar de nuevo.',
      },
      cross_site: {
        title: 'Autenticación rechazada',
        message: 'Esta autenticación solo puede responderse en su propia página.',
      },
    },
  },
};
