import { counted } from '../../../api/text.js';
import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';

const purchase: PurchaseCatalog = {
  headings: { payment: 'Metodo di pagamento', review: 'Verifica e paga' },
  buttons: {
    pay: 'Paga {amount}',
    tryAnotherMethod: 'Prova un altro metodo di pagamento',
    linkBank: 'Collega il conto bancario',
  },
  methods: { card: 'Carta', ach: 'Conto bancario (ACH)' },
  countdown: {
    extend: 'Più tempo per pagare',
    label: 'Tempo rimasto per pagare',
    until: 'fino alle {time}',
  },
  payment: {
    legend: 'Come vuoi pagare?',
    cardFrameTitle: 'Dati della carta',
    usingCard: `Paghi con {brand} ${MASK}{last4}. Per cambiarla, inserisci un’altra carta.`,
    cardNotReady: 'Il modulo della carta è ancora in caricamento. Riprova tra qualche istante.',
    cardFrameUrl: 'L’URL del modulo della carta deve essere un URL http(s).',
    cardFrameNeedsHttp:
      'Il modulo della carta richiede che la pagina sia servita tramite http(s), non aperta da un file.',
    cardFrameReloaded: 'Il modulo della carta è stato ricaricato. Inserisci di nuovo la carta.',
    cardFrameLoading: 'Caricamento del modulo della carta\u2026',
    cardFrameFailed:
      'Impossibile caricare il modulo della carta. Controlla la connessione, poi seleziona Riprova oppure scegli un altro metodo di pagamento.',
    cardFrameTimeout:
      'Il modulo della carta non ha risposto entro {count} secondi. Controlla la connessione e riprova.',
    cardFrameBadToken:
      'Il modulo della carta ha restituito un token della carta non conforme all’interfaccia.',
    cardFrameRemoved: 'Il modulo della carta è stato rimosso.',
    taxIdFrameUrl: 'L’URL del campo del Social Security Number (SSN) deve essere un URL http(s).',
    taxIdFrameNeedsHttp:
      'Il campo del Social Security Number (SSN) richiede che la pagina sia servita tramite http(s), non aperta da un file.',
    taxIdFrameReloaded:
      'Il campo del Social Security Number (SSN) è stato ricaricato. Inserisci di nuovo il numero.',
    taxIdFrameFailed:
      'Impossibile caricare il campo del Social Security Number (SSN). Controlla la connessione, poi seleziona Riprova.',
    taxIdFrameTimeout:
      'Il campo del Social Security Number (SSN) non ha risposto entro {count} secondi. Controlla la connessione e riprova.',
    taxIdFrameBadToken:
      'Il campo del Social Security Number (SSN) ha restituito un token non conforme all’interfaccia.',
    taxIdFrameRemoved: 'Il campo del Social Security Number (SSN) è stato rimosso.',
    cardTypeNotAccepted:
      'Questo checkout non accetta carte di tipo {type}. Usa un’altra carta o un altro metodo di pagamento.',
    bankRequired: 'Collega prima un conto bancario oppure scegli un altro metodo di pagamento.',
    upfrontHeld: 'Paghi con {summary}. Aggiungi i dati mancanti, poi continua.',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: 'Carta',
    },
    typeNames: {
      us_debit: 'debito USA',
      us_credit: 'credito USA',
      international_debit: 'debito internazionale',
      international_credit: 'credito internazionale',
      ach: 'conto bancario',
    },
  },
  bank: {
    username: 'Nome utente dell’home banking',
    password: 'Password dell’home banking',
    aggregator: 'Aggregatore bancario',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: `{institution} ${MASK}{mask} collegato`,
    loginFailed:
      'La banca non ha accettato nome utente e password. Inserisci quelli che usi per l’home banking e riprova.',
    usernameRequired:
      'Inserisci il nome utente della banca, quello che usi per accedere all’home banking.',
    passwordRequired: 'Inserisci la password della banca.',
  },
  review: {
    subtotal: 'Subtotale',
    tax: 'Imposte',
    processingFee: 'Commissione di elaborazione',
    networkFee: 'Commissione di rete',
    total: 'Totale',
    buyer: 'Acquirente',
    paymentWith: 'Pagamento',
    card: `{brand} ${MASK}{last4}`,
    bank: `{institution} ${MASK}{mask}`,
  },
  timeToPay: {
    warningMinutes: counted({
      one: 'Meno di {count} minuto per pagare.',
      other: 'Meno di {count} minuti per pagare.',
    }),
    warningSeconds: counted({
      one: 'Meno di {count} secondo per pagare.',
      other: 'Meno di {count} secondi per pagare.',
    }),
    canExtend: 'Puoi chiedere più tempo.',
    atLimit: 'Il tempo per questo ordine non può essere ulteriormente prolungato.',
    extended: 'Tempo per pagare prolungato fino alle {time}.',
    extendFailed: 'Impossibile prolungare il tempo. {why}',
  },
  challenge: {
    heading: 'Conferma con la tua banca',
    intro: 'La tua banca ti chiede di confermare questo pagamento.',
    frameTitle: 'Conferma il pagamento con la tua banca',
    confirming: 'Conferma del pagamento in corso\u2026',
    url: 'La pagina di conferma della banca deve essere un URL http(s).',
    needsHttp:
      'La pagina di conferma della banca richiede che il checkout sia servito tramite http(s).',
  },
  outcome: {
    processing: 'Stiamo confermando il pagamento. Di solito bastano pochi secondi.',
    processed: 'Il pagamento è andato a buon fine. Il tuo NFT sta arrivando nel tuo wallet.',
    complete: 'Il tuo NFT è stato consegnato nel tuo wallet.',
    txHash: 'Hash della transazione',
    declined: 'Il pagamento non è stato accettato.',
    noAttemptsLeft:
      'Questo ordine non può più essere pagato. Avvia un nuovo checkout per riprovare.',
    cancelled: 'Il tuo ordine è stato annullato.',
    refunded: 'Rimborsato sul metodo di pagamento originale',
    refundPending:
      'Gli eventuali importi addebitati verranno rimborsati sul metodo di pagamento originale.',
    notCharged: 'Non è stato addebitato nulla.',
    expired: 'Il tempo per pagare questo ordine è scaduto. Avvia un nuovo checkout per riprovare.',
    error: 'Il checkout non ha potuto proseguire.',
    orderId: 'Ordine',
  },
  declineReasons: {
    AUTHENTICATION_FAILED:
      'La tua banca non ha potuto confermare questo pagamento. Riprova o usa un’altra carta',
    CARD_DECLINED: 'La carta è stata rifiutata dall’emittente',
    INSUFFICIENT_FUNDS: 'I fondi non erano sufficienti per questo pagamento',
    BANK_DECLINED: 'La tua banca ha rifiutato il pagamento',
  },
  cancelReasons: {
    NETF: 'Un problema di rete ha interrotto il trasferimento',
    PRCC: 'Il prezzo è cambiato troppo prima del completamento del pagamento',
    RISD: 'Il pagamento non ha superato i nostri controlli di sicurezza',
    NA: 'L’NFT non è più disponibile',
  },
  unknownReason: 'Nessun motivo indicato',
  phone: {
    heading: 'Verifica il telefono',
    intro: 'Ti inviamo un codice di 6 cifre via SMS per verificare che questo telefono sia tuo.',
    phoneLabel: 'Numero di telefono',
    send: 'Invia codice',
    resend: 'Invia un nuovo codice',
    resendIn: 'Nuovo codice tra {count} s',
    codeLabel: 'Codice ricevuto via SMS',
    codeHint: '6 cifre',
    sent: 'Abbiamo inviato un codice al {phone}. È valido per 10 minuti.',
    verified: 'Il tuo telefono è verificato.',
    alreadyVerified: 'Questo telefono è già verificato. Continua quando vuoi.',
    sendFirst: 'Seleziona Invia codice per ricevere un codice via SMS, poi inseriscilo qui.',
    codeIncomplete: 'Inserisci tutte le 6 cifre del codice ricevuto via SMS.',
    wrong: counted({
      one: 'Il codice non è corretto. Controlla l’SMS e riprova: ti resta {count} tentativo.',
      other: 'Il codice non è corretto. Controlla l’SMS e riprova: ti restano {count} tentativi.',
    }),
    expired: 'Questo codice è scaduto. Seleziona Invia un nuovo codice e inserisci quello nuovo.',
    noCode:
      'Questo codice non è più utilizzabile. Seleziona Invia un nuovo codice e inserisci quello nuovo.',
    cooldown:
      'Un codice è stato appena inviato. Attendilo, oppure chiedine uno nuovo quando il pulsante lo consente.',
    locked:
      'Troppi codici errati: questo telefono è bloccato fino alle {time}. Riprova a quell’ora, oppure torna indietro e usa un altro numero di telefono.',
  },
  taxId: {
    heading: 'Social Security Number (SSN)',
    intro:
      'La legge statunitense ci impone di verificare l’identità di chi acquista. Il tuo numero va direttamente al nostro servizio di pagamento e non viene mai mostrato al negozio.',
    frameTitle: 'Social Security Number (SSN)',
    entered: 'Social Security Number (SSN)',
    change: 'Cambia il numero',
    frameLoading: 'Caricamento del campo protetto\u2026',
    notReady: 'Il campo protetto è ancora in caricamento. Riprova tra qualche istante.',
  },
  document: {
    notReady: 'Il modulo del documento è ancora in caricamento. Riprova tra qualche istante.',
    checking: 'Verifica del documento in corso\u2026',
    verified: 'Identità verificata.',
    failed: 'Impossibile verificare il documento. Scopri cosa fare ora.',
  },
  wallet: {
    frameTitle: 'Paga con un wallet',
    frameLoading: 'Caricamento dei pulsanti del wallet\u2026',
    frameFailed:
      'Impossibile caricare i pulsanti del wallet. Controlla la connessione, poi seleziona Riprova, o paga in un altro modo qui sotto.',
    frameUrl: 'L’URL del frame del wallet deve essere un URL http(s).',
    frameNeedsHttp: 'I wallet richiedono una pagina servita via http(s), non aperta da un file.',
    frameBadToken: 'Il wallet ha risposto con un token che non corrisponde all’interfaccia.',
    notReady: 'Premi un pulsante del wallet qui sopra o scegli un altro metodo di pagamento.',
    summary: `{wallet}, {brand} ${MASK}{last4}`,
  },
  connection: {
    lost: 'Connessione persa. Tentativo di riconnessione\u2026',
    restored: 'Connessione ripristinata.',
  },
};

export default purchase;
