import type { MainCatalog } from '../catalog.js';

const main: MainCatalog = {
  loading: 'Cargando el pago\u2026',
  part: {
    loading: 'Cargando\u2026',
    failed:
      'No se ha podido cargar esta parte del pago. Compruebe su conexión y seleccione Reintentar.',
    fileOrigin:
      'Esta parte del pago no se puede cargar aquí: la página debe servirse por http(s), no abrirse desde un archivo.',
  },
  headings: {
    loading: 'Cargando el pago',
    details: 'Sus datos',
    processing: 'Procesando el pago',
    processed: 'Pago recibido',
    complete: 'Compra completada',
    declined: 'Pago rechazado',
    cancelled: 'Pedido cancelado',
    expired: 'El pago ha caducado',
    error: 'Algo ha salido mal',
  },
  summary: {
    loading: 'Cargando su pedido\u2026',
    label: 'Su pedido',
    quantity: 'Cantidad: {quantity}',
    price: 'Precio',
    imagePlaceholder: 'Imagen no disponible',
  },
  fields: {
    firstName: 'Nombre',
    lastName: 'Apellidos',
    dateOfBirth: 'Fecha de nacimiento',
    emailAddress: 'Correo electrónico',
    phone: 'Teléfono',
    street1: 'Dirección',
    street2: 'Piso, puerta (opcional)',
    city: 'Ciudad',
    regionCode: 'Estado / provincia',
    postalCode: 'Código postal',
    countryCode: 'País',
  },
  hints: {
    phone: 'Con prefijo internacional, como +34 600 000 000',
    regionCode: 'Un código como CA',
    dateOfBirth: 'Debe ser mayor de 18 años para comprar.',
    postalCode: {
      US: '5 dígitos, como 94103',
      CA: 'Como K1A 0B1',
      GB: 'Como SW1A 1AA',
      other: 'Letras, dígitos, espacios o guiones, como 28013',
    },
  },
  selectCountry: 'Seleccione un país',
  errorSummary: { title: 'Hay un problema' },
  errors: {
    missing: {
      firstName: 'Complete el campo «Nombre».',
      lastName: 'Complete el campo «Apellidos».',
      dateOfBirth: 'Complete el campo «Fecha de nacimiento».',
      emailAddress: 'Complete el campo «Correo electrónico».',
      phone: 'Complete el campo «Teléfono».',
      street1: 'Complete el campo «Dirección».',
      city: 'Complete el campo «Ciudad».',
      regionCode: 'Complete el campo «Estado / provincia».',
      postalCode: 'Complete el campo «Código postal».',
    },
    countryRequired: 'Seleccione su país.',
    email: 'Introduzca un correo electrónico como nombre@ejemplo.com.',
    phone:
      'Introduzca un número de teléfono que empiece por + y el prefijo del país, como +34 600 000 000.',
    dateOfBirth: 'Introduzca una fecha de nacimiento válida, con día, mes y año.',
    dateOfBirthFuture:
      'La fecha de nacimiento debe ser anterior a hoy. Introduzca el día en que nació.',
    dateOfBirthTooOld: 'Revise el año de su fecha de nacimiento: es de hace más de 130 años.',
    underage:
      'Debe ser mayor de 18 años para comprar. Compruebe que la fecha de nacimiento es la suya y es correcta.',
    regionCode:
      'Introduzca el código del estado o la provincia: de 1 a 3 letras o dígitos, como CA.',
    postalCode: {
      US: 'Introduzca un código ZIP de 5 dígitos, como 94103, o ZIP+4, como 94103-1234.',
      CA: 'Introduzca un código postal como K1A 0B1: letra, dígito, letra, espacio, dígito, letra, dígito.',
      GB: 'Introduzca un código postal como SW1A 1AA.',
      other:
        'Introduzca un código postal de 2 a 10 letras, dígitos, espacios o guiones, como 28013.',
    },
    poBox:
      'Introduzca la dirección postal donde vive, como Calle Mayor 1. No se aceptan apartados de correos.',
    poBoxStreet2:
      'Indique el piso o la puerta, o deje este campo vacío. No se aceptan apartados de correos.',
  },
  buttons: {
    continueToPayment: 'Continuar al pago',
    continueToPhone: 'Continuar a la verificación del teléfono',
    continueToTaxId: 'Continuar al número fiscal',
    continueToDocument: 'Continuar a la verificación de identidad',
    continueToReview: 'Continuar a la revisión',
    back: 'Atrás',
    retry: 'Reintentar',
  },
  announcements: {
    Processing: 'Procesando su pago.',
    Processed: 'Pago recibido.',
    Complete: 'Compra completada.',
    Declined: 'Pago rechazado.',
    Cancelled: 'Pedido cancelado.',
    Refunded: 'Reembolsado en su método de pago original.',
    Expired: 'El pago ha caducado.',
  },
  serviceErrors: {
    NETWORK:
      'No hemos podido conectar con el servicio de pago. Compruebe su conexión e inténtelo de nuevo.',
    TIMEOUT: 'El servicio de pago ha tardado demasiado en responder. Inténtelo de nuevo.',
    SERVER: 'El servicio de pago ha tenido un problema. Inténtelo de nuevo en unos instantes.',
    RATE_LIMITED: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.',
    UNAUTHORIZED: 'Este enlace de pago ya no es válido. Inicie un nuevo pago.',
    EXPIRED: 'Este pago ha caducado. Inicie un nuevo pago.',
    FORBIDDEN: 'Este enlace de pago ya no es válido. Inicie un nuevo pago.',
    NOT_FOUND: 'No se ha encontrado este pago. Inicie un nuevo pago.',
    INVALID_RESPONSE: 'No hemos podido leer la respuesta del servicio de pago. Inténtelo de nuevo.',
    generic: 'Algo ha salido mal. Inténtelo de nuevo.',
  },
};

export default main;
