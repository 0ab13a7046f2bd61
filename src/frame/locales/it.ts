import { counted } from '../../api/text.js';
import type { FrameCatalog } from './en.js';

const HINT =
  'Appoggia il documento intero su una superficie scura, con una buona illuminazione e tutti e quattro gli angoli visibili.';

export const it: FrameCatalog = {
  card: {
    title: 'Dati della carta',
    outside: 'Questo modulo della carta funziona solo all’interno del checkout.',
    number: 'Numero della carta',
    expiry: 'Data di scadenza (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Codice di sicurezza (CVC)',
    errors: {
      numberMissing: 'Inserisci il numero della carta.',
      numberIncomplete: 'Il numero della carta è incompleto.',
      numberInvalid: 'Il numero della carta non è valido. Controlla le cifre.',
      expiryMissing: 'Inserisci la data di scadenza.',
      expiryFormat: 'Inserisci la data di scadenza nel formato MM / AA.',
      expiryPast: 'La carta è scaduta.',
      expiryTooFar: 'La data di scadenza è troppo lontana.',
      cvcMissing: 'Inserisci il codice di sicurezza.',
      cvcFormat: 'Il codice di sicurezza ha 3 o 4 cifre.',
    },
    early: 'Al modulo della carta è stata chiesta una carta prima che fosse pronto.',
    invalid: 'Controlla i dati della carta.',
    service: {
      status: 'Il servizio delle carte ha risposto {status}.',
      unexpected: 'Il servizio delle carte ha inviato una risposta inattesa.',
      timeout: 'Il servizio delle carte non ha risposto in tempo. Riprova.',
      network: 'Impossibile inviare la carta. Controlla la connessione e riprova.',
    },
  },
  taxId: {
    label: 'Social Security Number (SSN)',
    hint: '9 cifre, ad es. 123-45-6789',
    outside: 'Questo modulo funziona solo all’interno del checkout.',
    errors: {
      missing: 'Inserisci il tuo Social Security Number.',
      length: 'Inserisci tutte le 9 cifre del tuo Social Security Number.',
      area: 'Questo Social Security Number non è valido: controlla le prime tre cifre.',
      group: 'Questo Social Security Number non è valido: controlla le due cifre centrali.',
      serial: 'Questo Social Security Number non è valido: controlla le ultime quattro cifre.',
      refused: 'Questo numero è stato rifiutato: {reason}.',
    },
    early: 'Al campo è stato chiesto un numero prima che fosse pronto.',
    invalid: 'Controlla il Social Security Number.',
    service: {
      status: 'Il servizio dei codici fiscali ha risposto {status}.',
      unexpected: 'Il servizio dei codici fiscali ha inviato una risposta inattesa.',
      timeout: 'Il servizio dei codici fiscali non ha risposto in tempo. Riprova.',
      network: 'Impossibile inviare il Social Security Number. Controlla la connessione e riprova.',
    },
  },
  document: {
    title: 'Documento d’identità',
    outside: 'Questo modulo funziona solo all’interno del checkout.',
    documentType: 'Documento',
    documentTypes: {
      passport: 'Passaporto',
      driver_license: 'Patente di guida',
      national_id: 'Carta d’identità',
    },
    country: 'Paese di rilascio',
    countryPlaceholder: 'Seleziona un paese',
    sides: {
      front: {
        label: 'Fronte del documento',
        hint: HINT,
        alt: 'La tua foto del fronte del documento',
        preview: 'Anteprima della fotocamera: fronte del documento',
        added: 'Foto del fronte aggiunta.',
        missing: 'Aggiungi una foto del fronte del documento.',
      },
      back: {
        label: 'Retro del documento',
        hint: HINT,
        alt: 'La tua foto del retro del documento',
        preview: 'Anteprima della fotocamera: retro del documento',
        added: 'Foto del retro aggiunta.',
        missing: 'Aggiungi una foto del retro del documento.',
      },
      selfie: {
        label: 'Un selfie',
        hint: 'Guarda la fotocamera, senza cappello né occhiali.',
        alt: 'Il tuo selfie',
        preview: 'Anteprima della fotocamera: selfie',
        added: 'Selfie aggiunto.',
        missing: 'Aggiungi un selfie: guarda la fotocamera, senza cappello né occhiali.',
      },
    },
    useCamera: 'Usa la fotocamera',
    takePhoto: 'Scatta la foto',
    cancel: 'Annulla',
    chooseAnother: 'Scegli un’altra foto',
    retake: 'Scatta di nuovo',
    unavailable: {
      text: 'Anteprima non disponibile in questo browser',
      label: '{name}, {size}: anteprima non disponibile in questo browser',
    },
    errors: {
      country: 'Seleziona il paese che ha rilasciato il documento.',
      checking: 'Questa foto è ancora in fase di verifica: riprova tra un momento.',
      camera:
        'Impossibile aprire la fotocamera: consenti l’accesso alla fotocamera oppure scegli una foto.',
      cameraPhoto: 'Impossibile scattare la foto: riprova oppure scegli una foto.',
    },
    images: {
      type: 'Questo file non è una foto: scegli un’immagine JPEG, PNG o HEIC.',
      tooLarge: 'Questa foto supera i 10 MB: scegline una più piccola o scatta di nuovo la foto.',
      empty: 'Questo file è vuoto: scegli di nuovo la foto.',
      damaged: 'Questa foto è danneggiata o incompleta: scattala di nuovo o scegli un altro file.',
      tooSmall:
        'Questa foto è di {width}×{height} pixel, troppo piccola per essere letta: usa una foto di almeno 600×400 pixel.',
    },
    status: {
      uploading: 'Caricamento delle foto…',
      sent: 'Foto inviate per la verifica.',
    },
    early: 'Al modulo del documento sono state chieste foto prima che fosse pronto.',
    invalid: 'Aggiungi le foto del documento e il selfie, poi riprova.',
    service: {
      status: 'Il servizio di verifica dell’identità ha risposto {status}.',
      unexpected: 'Il servizio di verifica dell’identità ha inviato una risposta inattesa.',
      timeout: 'Il servizio di verifica dell’identità non ha risposto in tempo. Riprova.',
      network: 'Impossibile inviare le foto. Controlla la connessione e riprova.',
    },
  },
  wallet: {
    title: 'Wallet',
    outside: 'Questo pulsante del wallet funziona solo all’interno del checkout.',
    pay: { apple_pay: 'Paga con Apple Pay', google_pay: 'Paga con Google Pay' },
    sheet: { tax: 'Imposta', fees: 'Commissioni', total: 'Totale' },
    failed:
      'Il pagamento con il wallet non è andato a buon fine: {message} Riprova o paga con la carta qui sotto.',
    early: 'Al wallet è stato chiesto di pagare prima dell’inizializzazione.',
    invalid: 'Scegli un pulsante del wallet per pagare con il wallet.',
    service: {
      status: 'Il servizio wallet ha risposto {status}.',
      unexpected: 'Il servizio wallet ha risposto con un contenuto inatteso.',
      timeout: 'Il servizio wallet non ha risposto in tempo. Riprova.',
      network:
        'Impossibile inviare il pagamento con il wallet. Controlla la connessione e riprova.',
    },
  },
  challenge: {
    title: 'Conferma il pagamento',
    intro: 'L’emittente della tua carta ti chiede di confermare questo pagamento.',
    merchant: 'Esercente',
    amount: 'Importo',
    card: 'Carta',
    cardEnding: '{brand} che termina con {last4}',
    anyCard: 'Carta',
    yourCard: 'La tua carta',
    code: 'Codice monouso',
    codeHint: 'Abbiamo inviato un codice al tuo telefono. Nella sandbox il codice è 123456.',
    testPage: 'Questa è una pagina di prova: scegli come termina l’autenticazione.',
    confirm: 'Conferma',
    complete: 'Completa l’autenticazione',
    fail: 'Fai fallire l’autenticazione',
    cancel: 'Annulla',
    wrongCode: counted({
      one: 'Il codice non è corretto: ti resta {count} tentativo.',
      other: 'Il codice non è corretto: ti restano {count} tentativi.',
    }),
    results: {
      authenticated: {
        title: 'Autenticazione completata',
        message: 'Autenticazione completata. Puoi chiudere questa finestra.',
      },
      failed: {
        title: 'Autenticazione non riuscita',
        message: 'Autenticazione non riuscita. Torna al checkout per pagare in un altro modo.',
      },
      cancelled: {
        title: 'Autenticazione annullata',
        message: 'Autenticazione annullata. Torna al checkout per pagare in un altro modo.',
      },
    },
    refusals: {
      unknown: {
        title: 'Autenticazione non trovata',
        message: 'Questa pagina di autenticazione non esiste.',
      },
      used: {
        title: 'Autenticazione già completata',
        message: 'Questa autenticazione è terminata: torna al checkout.',
      },
      expired: {
        title: 'Autenticazione scaduta',
        message: 'Questa autenticazione è scaduta: torna al checkout per pagare di nuovo.',
      },
      cross_site: {
        title: 'Autenticazione rifiutata',
        message: 'Questa autenticazione può essere completata solo sulla sua pagina.',
      },
    },
  },
};
