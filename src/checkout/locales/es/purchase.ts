import { counted } from '../../../api/text.js';
import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';

const purchase: PurchaseCatalog = {
  headings: { payment: 'Método de pago', review: 'Revisar y pagar' },
  buttons: {
    pay: 'Pagar {amount}',
    tryAnotherMethod: 'Probar otro método de pago',
    linkBank: 'Vincular cuenta bancaria',
  },
  methods: { card: 'Tarjeta', ach: 'Cuenta bancaria (ACH)' },
  countdown: {
    extend: 'Más tiempo para pagar',
    label: 'Tiempo restante para pagar',
    until: 'hasta las {time}',
  },
  payment: {
    legend: '¿Cómo quiere pagar?',
    cardFrameTitle: 'Datos de la tarjeta',
    usingCard: `Pagará con {brand} ${MASK}{last4}. Para cambiarla, introduzca otra tarjeta.`,
    cardNotReady:
      'El formulario de la tarjeta aún se está cargando. Inténtelo de nuevo en unos instantes.',
    cardFrameUrl: 'La URL del formulario de la tarjeta debe ser una URL http(s).',
    cardFrameNeedsHttp:
      'El formulario de la tarjeta necesita que la página se sirva por http(s), no que se abra desde un archivo.',
    cardFrameReloaded:
      'El formulario de la tarjeta se ha recargado. Vuelva a introducir la tarjeta.',
    cardFrameLoading: 'Cargando el formulario de la tarjeta\u2026',
    cardFrameFailed:
      'No se ha podido cargar el formulario de la tarjeta. Compruebe su conexión y seleccione Reintentar, o elija otro método de pago.',
    cardFrameTimeout:
      'El formulario de la tarjeta no ha respondido en {count} segundos. Compruebe la conexión e inténtelo de nuevo.',
    cardFrameBadToken:
      'El formulario de la tarjeta ha devuelto un token de tarjeta que no coincide con la interfaz.',
    cardFrameRemoved: 'Se ha eliminado el formulario de la tarjeta.',
    taxIdFrameUrl: 'La URL del campo del número de Seguro Social (SSN) debe ser una URL http(s).',
    taxIdFrameNeedsHttp:
      'El campo del número de Seguro Social (SSN) necesita que la página se sirva por http(s), no que se abra desde un archivo.',
    taxIdFrameReloaded:
      'El campo del número de Seguro Social (SSN) se ha recargado. Vuelva a introducir el número.',
    taxIdFrameFailed:
      'No se ha podido cargar el campo del número de Seguro Social (SSN). Compruebe su conexión y seleccione Reintentar.',
    taxIdFrameTimeout:
      'El campo del número de Seguro Social (SSN) no ha respondido en {count} segundos. Compruebe la conexión e inténtelo de nuevo.',
    taxIdFrameBadToken:
      'El campo del número de Seguro Social (SSN) ha devuelto un token que no coincide con la interfaz.',
    taxIdFrameRemoved: 'Se ha eliminado el campo del número de Seguro Social (SSN).',
    cardTypeNotAccepted:
      'Este pago no acepta tarjetas de tipo {type}. Use otra tarjeta u otro método de pago.',
    bankRequired: 'Vincule primero una cuenta bancaria o elija otro método de pago.',
    upfrontHeld: 'Pagará con {summary}. Añada los datos que faltan y continúe.',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: 'Tarjeta',
    },
    typeNames: {
      us_debit: 'débito de EE. UU.',
      us_credit: 'crédito de EE. UU.',
      international_debit: 'débito internacional',
      international_credit: 'crédito internacional',
      ach: 'cuenta bancaria',
    },
  },
  bank: {
    username: 'Usuario de banca online',
    password: 'Contraseña de banca online',
    aggregator: 'Agregador bancario',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: `{institution} ${MASK}{mask} vinculada`,
    loginFailed:
      'El banco no ha aceptado ese usuario y esa contraseña. Introduzca los que usa para la banca online e inténtelo de nuevo.',
    usernameRequired:
      'Introduzca su usuario de banca online, el que usa para acceder a su banco por internet.',
    passwordRequired: 'Introduzca su contraseña de banca online.',
  },
  review: {
    subtotal: 'Subtotal',
    tax: 'Impuestos',
    processingFee: 'Comisión de procesamiento',
    networkFee: 'Comisión de red',
    total: 'Total',
    buyer: 'Comprador',
    paymentWith: 'Pago',
    card: `{brand} ${MASK}{last4}`,
    bank: `{institution} ${MASK}{mask}`,
  },
  timeToPay: {
    warningMinutes: counted({
      one: 'Queda menos de {count} minuto para pagar.',
      other: 'Quedan menos de {count} minutos para pagar.',
    }),
    warningSeconds: counted({
      one: 'Queda menos de {count} segundo para pagar.',
      other: 'Quedan menos de {count} segundos para pagar.',
    }),
    canExtend: 'Puede solicitar más tiempo.',
    atLimit: 'El plazo de este pedido ya no se puede ampliar más.',
    extended: 'Plazo de pago ampliado hasta las {time}.',
    extendFailed: 'No se ha podido ampliar el plazo. {why}',
  },
  challenge: {
    heading: 'Confirme con su banco',
    intro: 'Su banco le pide que confirme este pago.',
    frameTitle: 'Confirme el pago con su banco',
    confirming: 'Confirmando su pago\u2026',
    url: 'La página de confirmación del banco debe ser una URL http(s).',
    needsHttp: 'La página de confirmación del banco necesita que el pago se sirva por http(s).',
  },
  outcome: {
    processing: 'Estamos confirmando su pago. Suele tardar unos segundos.',
    processed: 'Su pago se ha realizado. Su NFT va de camino a su monedero.',
    complete: 'Su NFT ya está en su monedero.',
    txHash: 'Hash de la transacción',
    declined: 'Su pago no se ha aceptado.',
    noAttemptsLeft:
      'Este pedido ya no se puede volver a pagar. Inicie un nuevo pago para intentarlo otra vez.',
    cancelled: 'Su pedido se ha cancelado.',
    refunded: 'Reembolsado en su método de pago original',
    refundPending: 'Cualquier importe cobrado se está reembolsando en su método de pago original.',
    notCharged: 'No se ha realizado ningún cargo.',
    expired:
      'Se ha agotado el tiempo para pagar este pedido. Inicie un nuevo pago para volver a intentarlo.',
    error: 'El pago no ha podido continuar.',
    orderId: 'Pedido',
  },
  declineReasons: {
    AUTHENTICATION_FAILED:
      'Su banco no ha podido confirmar este pago. Inténtelo de nuevo o use otra tarjeta',
    CARD_DECLINED: 'El emisor de su tarjeta la ha rechazado',
    INSUFFICIENT_FUNDS: 'No había saldo suficiente para este pago',
    BANK_DECLINED: 'Su banco ha rechazado el pago',
  },
  cancelReasons: {
    NETF: 'Un problema de la red ha detenido la transferencia',
    PRCC: 'El precio ha cambiado demasiado antes de completarse el pago',
    RISD: 'El pago no ha superado nuestros controles de seguridad',
    NA: 'El NFT ya no está disponible',
  },
  unknownReason: 'No se ha indicado ningún motivo',
  phone: {
    heading: 'Verifique su teléfono',
    intro: 'Le enviamos un código de 6 dígitos por SMS para comprobar que este teléfono es suyo.',
    phoneLabel: 'Número de teléfono',
    send: 'Enviar código',
    resend: 'Enviar un código nuevo',
    resendIn: 'Nuevo código en {count} s',
    codeLabel: 'Código del SMS',
    codeHint: '6 dígitos',
    sent: 'Hemos enviado un código al {phone}. Es válido durante 10 minutos.',
    verified: 'Su teléfono está verificado.',
    alreadyVerified: 'Este teléfono ya está verificado. Continúe cuando quiera.',
    sendFirst: 'Seleccione Enviar código para recibir un código por SMS y escríbalo aquí.',
    codeIncomplete: 'Introduzca los 6 dígitos del código del SMS.',
    wrong: counted({
      one: 'El código no es correcto. Revise el SMS e inténtelo de nuevo: le queda {count} intento.',
      other:
        'El código no es correcto. Revise el SMS e inténtelo de nuevo: le quedan {count} intentos.',
    }),
    expired: 'Este código ha caducado. Seleccione Enviar un código nuevo y escriba el nuevo.',
    noCode:
      'Este código ya no se puede usar. Seleccione Enviar un código nuevo y escriba el nuevo.',
    cooldown:
      'Se acaba de enviar un código. Espere a recibirlo o pida uno nuevo cuando el botón lo permita.',
    locked:
      'Demasiados códigos incorrectos: este teléfono está bloqueado hasta las {time}. Inténtelo entonces o vuelva atrás y use otro número de teléfono.',
  },
  taxId: {
    heading: 'Número de Seguro Social de EE. UU. (SSN)',
    intro:
      'La ley de EE. UU. nos obliga a verificar la identidad del comprador. Su número va directamente a nuestro servicio de pago y la tienda nunca lo ve.',
    frameTitle: 'Número de Seguro Social (SSN)',
    entered: 'Número de Seguro Social (SSN)',
    change: 'Cambiar el número',
    frameLoading: 'Cargando el campo seguro\u2026',
    notReady: 'El campo seguro aún se está cargando. Inténtelo de nuevo en unos instantes.',
  },
  document: {
    notReady:
      'El formulario del documento aún se está cargando. Inténtelo de nuevo en unos instantes.',
    checking: 'Comprobando su documento\u2026',
    verified: 'Identidad verificada.',
    failed: 'No se ha podido verificar su documento. Consulte qué hacer a continuación.',
  },
  wallet: {
    frameTitle: 'Pagar con una billetera',
    frameLoading: 'Cargando los botones de billetera\u2026',
    frameFailed:
      'No se pudieron cargar los botones de billetera. Compruebe la conexión y seleccione Reintentar, o pague de otra forma abajo.',
    frameUrl: 'La URL del marco de billetera debe ser una URL http(s).',
    frameNeedsHttp:
      'Las billeteras necesitan que la página se sirva por http(s), no abierta desde un archivo.',
    frameBadToken: 'La billetera respondió con un token que no coincide con la interfaz.',
    notReady: 'Pulse un botón de billetera arriba o elija otro método de pago.',
    summary: `{wallet}, {brand} ${MASK}{last4}`,
  },
  connection: {
    lost: 'Se ha perdido la conexión. Intentando reconectar\u2026',
    restored: 'Conexión restablecida.',
  },
};

export default purchase;
