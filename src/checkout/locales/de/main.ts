import type { MainCatalog } from '../catalog.js';

const main: MainCatalog = {
  loading: 'Checkout wird geladen\u2026',
  part: {
    loading: 'Wird geladen\u2026',
    failed:
      'Dieser Teil des Checkouts konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und wählen Sie dann „Erneut versuchen“.',
    fileOrigin:
      'Dieser Teil des Checkouts kann hier nicht geladen werden: Die Seite muss über http(s) bereitgestellt und nicht als Datei geöffnet werden.',
  },
  headings: {
    loading: 'Checkout wird geladen',
    details: 'Ihre Angaben',
    processing: 'Zahlung wird verarbeitet',
    processed: 'Zahlung eingegangen',
    complete: 'Kauf abgeschlossen',
    declined: 'Zahlung abgelehnt',
    cancelled: 'Bestellung storniert',
    expired: 'Checkout abgelaufen',
    error: 'Etwas ist schiefgelaufen',
  },
  summary: {
    loading: 'Ihre Bestellung wird geladen\u2026',
    label: 'Ihre Bestellung',
    quantity: 'Menge: {quantity}',
    price: 'Preis',
    imagePlaceholder: 'Kein Bild verfügbar',
  },
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    dateOfBirth: 'Geburtsdatum',
    emailAddress: 'E-Mail-Adresse',
    phone: 'Telefon',
    street1: 'Straße und Hausnummer',
    street2: 'Adresszusatz (optional)',
    city: 'Ort',
    regionCode: 'Bundesland / Region',
    postalCode: 'Postleitzahl',
    countryCode: 'Land',
  },
  hints: {
    phone: 'Mit Ländervorwahl, z. B. +49 30 1234567',
    regionCode: 'Kürzel, z. B. CA',
    dateOfBirth: 'Für den Kauf müssen Sie mindestens 18 Jahre alt sein.',
    postalCode: {
      US: '5 Ziffern, z. B. 94103',
      CA: 'Z. B. K1A 0B1',
      GB: 'Z. B. SW1A 1AA',
      other: 'Buchstaben, Ziffern, Leerzeichen oder Bindestriche, z. B. 10115',
    },
  },
  selectCountry: 'Land auswählen',
  errorSummary: { title: 'Bitte prüfen Sie Ihre Angaben' },
  errors: {
    missing: {
      firstName: 'Bitte füllen Sie das Feld „Vorname“ aus.',
      lastName: 'Bitte füllen Sie das Feld „Nachname“ aus.',
      dateOfBirth: 'Bitte füllen Sie das Feld „Geburtsdatum“ aus.',
      emailAddress: 'Bitte füllen Sie das Feld „E-Mail-Adresse“ aus.',
      phone: 'Bitte füllen Sie das Feld „Telefon“ aus.',
      street1: 'Bitte füllen Sie das Feld „Straße und Hausnummer“ aus.',
      city: 'Bitte füllen Sie das Feld „Ort“ aus.',
      regionCode: 'Bitte füllen Sie das Feld „Bundesland / Region“ aus.',
      postalCode: 'Bitte füllen Sie das Feld „Postleitzahl“ aus.',
    },
    countryRequired: 'Bitte wählen Sie Ihr Land aus.',
    email: 'Geben Sie eine E-Mail-Adresse im Format name@beispiel.de ein.',
    phone:
      'Geben Sie eine Telefonnummer ein, die mit + und der Ländervorwahl beginnt, z. B. +49 30 1234567.',
    dateOfBirth: 'Geben Sie ein gültiges Geburtsdatum mit Tag, Monat und Jahr ein.',
    dateOfBirthFuture:
      'Das Geburtsdatum muss in der Vergangenheit liegen. Geben Sie Ihren Geburtstag ein.',
    dateOfBirthTooOld:
      'Prüfen Sie das Jahr Ihres Geburtsdatums: Es liegt mehr als 130 Jahre zurück.',
    underage:
      'Für den Kauf müssen Sie mindestens 18 Jahre alt sein. Prüfen Sie, ob das Geburtsdatum Ihres ist und stimmt.',
    regionCode:
      'Geben Sie das Kürzel des Bundesstaats oder der Region ein: 1 bis 3 Buchstaben oder Ziffern, z. B. CA.',
    postalCode: {
      US: 'Geben Sie eine ZIP-Postleitzahl mit 5 Ziffern ein, z. B. 94103, oder ZIP+4, z. B. 94103-1234.',
      CA: 'Geben Sie eine Postleitzahl wie K1A 0B1 ein: Buchstabe, Ziffer, Buchstabe, Leerzeichen, Ziffer, Buchstabe, Ziffer.',
      GB: 'Geben Sie eine Postleitzahl wie SW1A 1AA ein.',
      other:
        'Geben Sie eine Postleitzahl aus 2 bis 10 Buchstaben, Ziffern, Leerzeichen oder Bindestrichen ein, z. B. 10115.',
    },
    poBox:
      'Geben Sie die Straßenadresse ein, unter der Sie wohnen, z. B. Hauptstraße 1. Postfächer sind nicht zulässig.',
    poBoxStreet2:
      'Geben Sie einen Adresszusatz ein oder lassen Sie das Feld leer. Postfächer sind nicht zulässig.',
  },
  buttons: {
    continueToPayment: 'Weiter zur Zahlung',
    continueToPhone: 'Weiter zur Telefonbestätigung',
    continueToTaxId: 'Weiter zur Steuernummer',
    continueToDocument: 'Weiter zur Identitätsprüfung',
    continueToReview: 'Weiter zur Übersicht',
    back: 'Zurück',
    retry: 'Erneut versuchen',
  },
  announcements: {
    Processing: 'Ihre Zahlung wird verarbeitet.',
    Processed: 'Zahlung eingegangen.',
    Complete: 'Kauf abgeschlossen.',
    Declined: 'Zahlung abgelehnt.',
    Cancelled: 'Bestellung storniert.',
    Refunded: 'Auf Ihre ursprüngliche Zahlungsmethode erstattet.',
    Expired: 'Checkout abgelaufen.',
  },
  serviceErrors: {
    NETWORK:
      'Der Zahlungsdienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    TIMEOUT: 'Der Zahlungsdienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
    SERVER: 'Beim Zahlungsdienst ist ein Problem aufgetreten. Versuchen Sie es gleich noch einmal.',
    RATE_LIMITED: 'Zu viele Versuche. Warten Sie einen Moment und versuchen Sie es erneut.',
    UNAUTHORIZED: 'Dieser Checkout-Link ist nicht mehr gültig. Starten Sie einen neuen Checkout.',
    EXPIRED: 'Dieser Checkout ist abgelaufen. Starten Sie einen neuen Checkout.',
    FORBIDDEN: 'Dieser Checkout-Link ist nicht mehr gültig. Starten Sie einen neuen Checkout.',
    NOT_FOUND: 'Dieser Checkout wurde nicht gefunden. Starten Sie einen neuen Checkout.',
    INVALID_RESPONSE:
      'Die Antwort des Zahlungsdienstes konnte nicht gelesen werden. Versuchen Sie es erneut.',
    generic: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
  },
};

export default main;
