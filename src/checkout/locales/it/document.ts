import { counted } from '../../../api/text.js';
import type { DocumentCatalog } from '../catalog.js';

const document: DocumentCatalog = {
  heading: 'Conferma la tua identità',
  why: {
    risk_medium:
      'Per la tua sicurezza, gli acquisti come questo richiedono una rapida verifica dell’identità: la foto di un documento d’identità e un selfie. Ci vogliono circa due minuti.',
    risk_high:
      'Prima di procedere con questo acquisto, dobbiamo assicurarci che sia davvero tu: la foto di un documento d’identità e un selfie. Ci vogliono circa due minuti.',
  },
  frameTitle: 'Documento d’identità e selfie',
  checking: 'Verifica del documento in corso\u2026',
  checkingHint: 'Di solito ci vuole meno di un minuto. Tieni aperta questa pagina.',
  verified: 'Identità verificata',
  verifiedHint: 'Grazie. Ora puoi procedere al pagamento.',
  failedHeading: 'Non è stato possibile verificare la tua identità',
  failures: {
    image_unreadable:
      'Non riusciamo a leggere le foto. Scattale di nuovo con una buona illuminazione e con il documento interamente visibile.',
    document_expired: 'Questo documento è scaduto. Usa un altro documento ancora valido.',
    face_mismatch:
      'Il selfie non corrisponde alla foto del documento. Scatta di nuovo il selfie guardando la fotocamera.',
    document_forged: 'Questo documento non può essere accettato.',
  },
  attemptsLeft: counted({
    one: 'Puoi riprovare ancora {count} volta.',
    other: 'Puoi riprovare ancora {count} volte.',
  }),
  tryAgain: 'Riprova',
  send: 'Invia le foto per la verifica',
  frame: {
    url: 'L’URL del modulo del documento d’identità deve essere un URL http(s).',
    needsHttp:
      'Il modulo del documento d’identità richiede che la pagina sia servita tramite http(s), non aperta da un file.',
    loading: 'Caricamento del modulo del documento d’identità\u2026',
    failed:
      'Impossibile caricare il modulo del documento d’identità. Controlla la connessione, poi seleziona Riprova.',
    reloaded: 'Il modulo del documento d’identità è stato ricaricato. Scatta di nuovo le foto.',
    timeout:
      'Il modulo del documento d’identità non ha risposto entro {count} secondi. Controlla la connessione e seleziona di nuovo Continua.',
    badToken:
      'Il modulo del documento d’identità ha restituito una verifica non conforme all’interfaccia.',
    removed: 'Il modulo del documento d’identità è stato rimosso.',
  },
};

export default document;
