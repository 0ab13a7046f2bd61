import { counted } from '../../api/text.js';
import type { FrameCatalog } from './en.js';

const HINT =
  'Legen Sie das ganze Dokument bei gutem Licht auf eine dunkle Unterlage, alle vier Ecken sichtbar.';

export const de: FrameCatalog = {
  card: {
    title: 'Kartendaten',
    outside: 'Dieses Kartenformular funktioniert nur innerhalb des Checkouts.',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum (MM / JJ)',
    expiryPlaceholder: 'MM / JJ',
    cvc: 'Sicherheitscode (CVC)',
    errors: {
      numberMissing: 'Geben Sie die Kartennummer ein.',
      numberIncomplete: 'Die Kartennummer ist unvollständig.',
      numberInvalid: 'Die Kartennummer ist ungültig. Prüfen Sie die Ziffern.',
      expiryMissing: 'Geben Sie das Ablaufdatum ein.',
      expiryFormat: 'Geben Sie das Ablaufdatum im Format MM / JJ ein.',
      expiryPast: 'Die Karte ist abgelaufen.',
      expiryTooFar: 'Das Ablaufdatum liegt zu weit in der Zukunft.',
      cvcMissing: 'Geben Sie den Sicherheitscode ein.',
      cvcFormat: 'Der Sicherheitscode hat 3 oder 4 Ziffern.',
    },
    early: 'Das Kartenformular wurde nach einer Karte gefragt, bevor es bereit war.',
    invalid: 'Prüfen Sie die Kartendaten.',
    service: {
      status: 'Der Kartendienst hat mit {status} geantwortet.',
      unexpected: 'Der Kartendienst hat eine unerwartete Antwort gesendet.',
      timeout: 'Der Kartendienst hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
      network:
        'Die Karte konnte nicht gesendet werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    },
  },
  taxId: {
    label: 'Sozialversicherungsnummer (SSN)',
    hint: '9 Ziffern, z. B. 123-45-6789',
    outside: 'Dieses Formular funktioniert nur innerhalb des Checkouts.',
    errors: {
      missing: 'Geben Sie Ihre Sozialversicherungsnummer ein.',
      length: 'Geben Sie alle 9 Ziffern Ihrer Sozialversicherungsnummer ein.',
      area: 'Diese Sozialversicherungsnummer ist ungültig: Prüfen Sie die ersten drei Ziffern.',
      group: 'Diese Sozialversicherungsnummer ist ungültig: Prüfen Sie die mittleren zwei Ziffern.',
      serial: 'Diese Sozialversicherungsnummer ist ungültig: Prüfen Sie die letzten vier Ziffern.',
      refused: 'Diese Nummer wurde abgelehnt: {reason}.',
    },
    early: 'Das Feld wurde nach einer Nummer gefragt, bevor es bereit war.',
    invalid: 'Prüfen Sie die Sozialversicherungsnummer.',
    service: {
      status: 'Der Dienst für Steuernummern hat mit {status} geantwortet.',
      unexpected: 'Der Dienst für Steuernummern hat eine unerwartete Antwort gesendet.',
      timeout:
        'Der Dienst für Steuernummern hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
      network:
        'Die Sozialversicherungsnummer konnte nicht gesendet werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    },
  },
  document: {
    title: 'Ausweisdokument',
    outside: 'Dieses Formular funktioniert nur innerhalb des Checkouts.',
    documentType: 'Dokument',
    documentTypes: {
      passport: 'Reisepass',
      driver_license: 'Führerschein',
      national_id: 'Personalausweis',
    },
    country: 'Ausstellungsland',
    countryPlaceholder: 'Land auswählen',
    sides: {
      front: {
        label: 'Vorderseite des Dokuments',
        hint: HINT,
        alt: 'Ihr Foto der Vorderseite des Dokuments',
        preview: 'Kameravorschau: Vorderseite des Dokuments',
        added: 'Foto der Vorderseite hinzugefügt.',
        missing: 'Fügen Sie ein Foto der Vorderseite des Dokuments hinzu.',
      },
      back: {
        label: 'Rückseite des Dokuments',
        hint: HINT,
        alt: 'Ihr Foto der Rückseite des Dokuments',
        preview: 'Kameravorschau: Rückseite des Dokuments',
        added: 'Foto der Rückseite hinzugefügt.',
        missing: 'Fügen Sie ein Foto der Rückseite des Dokuments hinzu.',
      },
      selfie: {
        label: 'Ein Selfie',
        hint: 'Blicken Sie in die Kamera, ohne Hut oder Brille.',
        alt: 'Ihr Selfie',
        preview: 'Kameravorschau: Selfie',
        added: 'Selfie hinzugefügt.',
        missing: 'Fügen Sie ein Selfie hinzu: Blicken Sie in die Kamera, ohne Hut oder Brille.',
      },
    },
    useCamera: 'Kamera verwenden',
    takePhoto: 'Foto aufnehmen',
    cancel: 'Abbrechen',
    chooseAnother: 'Anderes Foto wählen',
    retake: 'Foto neu aufnehmen',
    unavailable: {
      text: 'Vorschau in diesem Browser nicht verfügbar',
      label: '{name}, {size}: Vorschau in diesem Browser nicht verfügbar',
    },
    errors: {
      country: 'Wählen Sie das Land aus, das das Dokument ausgestellt hat.',
      checking: 'Dieses Foto wird noch geprüft: Versuchen Sie es gleich noch einmal.',
      camera:
        'Die Kamera konnte nicht geöffnet werden: Erlauben Sie den Kamerazugriff oder wählen Sie stattdessen ein Foto.',
      cameraPhoto:
        'Das Foto konnte nicht aufgenommen werden: Versuchen Sie es erneut oder wählen Sie stattdessen ein Foto.',
    },
    images: {
      type: 'Diese Datei ist kein Foto: Wählen Sie ein JPEG-, PNG- oder HEIC-Bild.',
      tooLarge:
        'Dieses Foto ist größer als 10 MB: Wählen Sie ein kleineres oder nehmen Sie das Foto erneut auf.',
      empty: 'Diese Datei ist leer: Wählen Sie das Foto erneut.',
      damaged:
        'Dieses Foto ist beschädigt oder unvollständig: Nehmen Sie es erneut auf oder wählen Sie eine andere Datei.',
      tooSmall:
        'Dieses Foto hat {width}×{height} Pixel und ist zu klein zum Lesen: Verwenden Sie ein Foto mit mindestens 600×400 Pixeln.',
    },
    status: {
      uploading: 'Fotos werden hochgeladen…',
      sent: 'Fotos zur Prüfung gesendet.',
    },
    early: 'Das Dokumentformular wurde nach Fotos gefragt, bevor es bereit war.',
    invalid: 'Fügen Sie die Fotos des Dokuments und das Selfie hinzu und versuchen Sie es erneut.',
    service: {
      status: 'Der Dienst für die Identitätsprüfung hat mit {status} geantwortet.',
      unexpected: 'Der Dienst für die Identitätsprüfung hat eine unerwartete Antwort gesendet.',
      timeout:
        'Der Dienst für die Identitätsprüfung hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
      network:
        'Die Fotos konnten nicht gesendet werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    },
  },
  wallet: {
    title: 'Wallet',
    outside: 'Diese Wallet-Schaltfläche funktioniert nur innerhalb des Checkouts.',
    pay: { apple_pay: 'Mit Apple Pay bezahlen', google_pay: 'Mit Google Pay bezahlen' },
    sheet: { tax: 'Steuer', fees: 'Gebühren', total: 'Gesamt' },
    failed:
      'Die Wallet-Zahlung ist nicht durchgegangen: {message} Versuchen Sie es erneut oder zahlen Sie unten mit Karte.',
    early: 'Die Wallet sollte zahlen, bevor sie initialisiert war.',
    invalid: 'Wählen Sie eine Wallet-Schaltfläche, um mit der Wallet zu zahlen.',
    service: {
      status: 'Der Wallet-Dienst antwortete {status}.',
      unexpected: 'Der Wallet-Dienst antwortete mit einem unerwarteten Inhalt.',
      timeout: 'Der Wallet-Dienst hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
      network:
        'Die Wallet-Zahlung konnte nicht gesendet werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    },
  },
  challenge: {
    title: 'Zahlung bestätigen',
    intro: 'Ihr Kartenaussteller bittet Sie, diese Zahlung zu bestätigen.',
    merchant: 'Händler',
    amount: 'Betrag',
    card: 'Karte',
    cardEnding: '{brand} mit der Endung {last4}',
    anyCard: 'Karte',
    yourCard: 'Ihre Karte',
    code: 'Einmalcode',
    codeHint:
      'Wir haben einen Code an Ihr Telefon gesendet. In der Sandbox lautet der Code 123456.',
    testPage: 'Dies ist eine Testseite: Wählen Sie, wie die Authentifizierung endet.',
    confirm: 'Bestätigen',
    complete: 'Authentifizierung abschließen',
    fail: 'Authentifizierung fehlschlagen lassen',
    cancel: 'Abbrechen',
    wrongCode: counted({
      one: 'Dieser Code ist nicht richtig: noch {count} Versuch.',
      other: 'Dieser Code ist nicht richtig: noch {count} Versuche.',
    }),
    results: {
      authenticated: {
        title: 'Authentifizierung abgeschlossen',
        message: 'Authentifizierung abgeschlossen. Sie können dieses Fenster schließen.',
      },
      failed: {
        title: 'Authentifizierung fehlgeschlagen',
        message:
          'Die Authentifizierung ist fehlgeschlagen. Kehren Sie zum Checkout zurück, um anders zu bezahlen.',
      },
      cancelled: {
        title: 'Authentifizierung abgebrochen',
        message:
          'Authentifizierung abgebrochen. Kehren Sie zum Checkout zurück, um anders zu bezahlen.',
      },
    },
    refusals: {
      unknown: {
        title: 'Authentifizierung nicht gefunden',
        message: 'Diese Authentifizierungsseite gibt es nicht.',
      },
      used: {
        title: 'Authentifizierung bereits beantwortet',
        message: 'Diese Authentifizierung ist beendet: Kehren Sie zum Checkout zurück.',
      },
      expired: {
        title: 'Authentifizierung abgelaufen',
        message:
          'Diese Authentifizierung ist abgelaufen: Kehren Sie zum Checkout zurück, um erneut zu bezahlen.',
      },
      cross_site: {
        title: 'Authentifizierung abgelehnt',
        message: 'Diese Authentifizierung kann nur auf ihrer eigenen Seite beantwortet werden.',
      },
    },
  },
};
