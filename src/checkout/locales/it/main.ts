import type { MainCatalog } from '../catalog.js';

const main: MainCatalog = {
  loading: 'Caricamento del checkout\u2026',
  part: {
    loading: 'Caricamento\u2026',
    failed:
      'Impossibile caricare questa parte del checkout. Controlla la connessione, poi seleziona Riprova.',
    fileOrigin:
      'Questa parte del checkout non può essere caricata qui: la pagina deve essere servita tramite http(s), non aperta da un file.',
  },
  headings: {
    loading: 'Caricamento del checkout',
    details: 'I tuoi dati',
    processing: 'Elaborazione del pagamento',
    processed: 'Pagamento ricevuto',
    complete: 'Acquisto completato',
    declined: 'Pagamento rifiutato',
    cancelled: 'Ordine annullato',
    expired: 'Checkout scaduto',
    error: 'Si è verificato un problema',
  },
  summary: {
    loading: 'Caricamento dell’ordine\u2026',
    label: 'Il tuo ordine',
    quantity: 'Quantità: {quantity}',
    price: 'Prezzo',
    imagePlaceholder: 'Immagine non disponibile',
  },
  fields: {
    firstName: 'Nome',
    lastName: 'Cognome',
    dateOfBirth: 'Data di nascita',
    emailAddress: 'Email',
    phone: 'Telefono',
    street1: 'Indirizzo',
    street2: 'Interno, scala (facoltativo)',
    city: 'Città',
    regionCode: 'Stato / provincia',
    postalCode: 'CAP',
    countryCode: 'Paese',
  },
  hints: {
    phone: 'Con il prefisso internazionale, ad es. +39 312 345 6789',
    regionCode: 'Sigla, ad es. CA',
    dateOfBirth: 'Per acquistare devi avere almeno 18 anni.',
    postalCode: {
      US: '5 cifre, ad es. 94103',
      CA: 'Ad es. K1A 0B1',
      GB: 'Ad es. SW1A 1AA',
      other: 'Lettere, cifre, spazi o trattini, ad es. 00184',
    },
  },
  selectCountry: 'Seleziona un paese',
  errorSummary: { title: 'C’è un problema' },
  errors: {
    missing: {
      firstName: 'Compila il campo «Nome».',
      lastName: 'Compila il campo «Cognome».',
      dateOfBirth: 'Compila il campo «Data di nascita».',
      emailAddress: 'Compila il campo «Email».',
      phone: 'Compila il campo «Telefono».',
      street1: 'Compila il campo «Indirizzo».',
      city: 'Compila il campo «Città».',
      regionCode: 'Compila il campo «Stato / provincia».',
      postalCode: 'Compila il campo «CAP».',
    },
    countryRequired: 'Seleziona il tuo paese.',
    email: 'Inserisci un indirizzo email come nome@esempio.it.',
    phone:
      'Inserisci un numero di telefono che inizi con + e il prefisso internazionale, ad es. +39 312 345 6789.',
    dateOfBirth: 'Inserisci una data di nascita valida, con giorno, mese e anno.',
    dateOfBirthFuture:
      'La data di nascita deve essere nel passato. Inserisci il giorno della tua nascita.',
    dateOfBirthTooOld: 'Controlla l’anno della data di nascita: risale a più di 130 anni fa.',
    underage:
      'Per acquistare devi avere almeno 18 anni. Controlla che la data di nascita sia la tua e sia corretta.',
    regionCode:
      'Inserisci la sigla dello stato o della provincia: da 1 a 3 lettere o cifre, ad es. CA.',
    postalCode: {
      US: 'Inserisci uno ZIP code di 5 cifre, ad es. 94103, oppure ZIP+4, ad es. 94103-1234.',
      CA: 'Inserisci un codice postale come K1A 0B1: lettera, cifra, lettera, spazio, cifra, lettera, cifra.',
      GB: 'Inserisci un codice postale come SW1A 1AA.',
      other: 'Inserisci un codice postale di 2-10 lettere, cifre, spazi o trattini, ad es. 00184.',
    },
    poBox:
      'Inserisci l’indirizzo in cui abiti, ad es. Via Roma 1. Le caselle postali non sono accettate.',
    poBoxStreet2:
      'Inserisci l’interno o la scala, oppure lascia vuoto il campo. Le caselle postali non sono accettate.',
  },
  buttons: {
    continueToPayment: 'Continua con il pagamento',
    continueToPhone: 'Continua con la verifica del telefono',
    continueToTaxId: 'Continua con il numero SSN',
    continueToDocument: 'Continua con la verifica dell’identità',
    continueToReview: 'Continua con il riepilogo',
    back: 'Indietro',
    retry: 'Riprova',
  },
  announcements: {
    Processing: 'Elaborazione del pagamento in corso.',
    Processed: 'Pagamento ricevuto.',
    Complete: 'Acquisto completato.',
    Declined: 'Pagamento rifiutato.',
    Cancelled: 'Ordine annullato.',
    Refunded: 'Rimborsato sul metodo di pagamento originale.',
    Expired: 'Checkout scaduto.',
  },
  serviceErrors: {
    NETWORK:
      'Impossibile raggiungere il servizio di pagamento. Controlla la connessione e riprova.',
    TIMEOUT: 'Il servizio di pagamento ha impiegato troppo tempo a rispondere. Riprova.',
    SERVER: 'Il servizio di pagamento ha riscontrato un problema. Riprova tra qualche istante.',
    RATE_LIMITED: 'Troppi tentativi. Attendi un momento e riprova.',
    UNAUTHORIZED: 'Questo link di checkout non è più valido. Avvia un nuovo checkout.',
    EXPIRED: 'Questo checkout è scaduto. Avvia un nuovo checkout.',
    FORBIDDEN: 'Questo link di checkout non è più valido. Avvia un nuovo checkout.',
    NOT_FOUND: 'Impossibile trovare questo checkout. Avvia un nuovo checkout.',
    INVALID_RESPONSE: 'Impossibile leggere la risposta del servizio di pagamento. Riprova.',
    generic: 'Si è verificato un problema. Riprova.',
  },
};

export default main;
