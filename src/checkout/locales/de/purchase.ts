import { counted } from '../../../api/text.js';
import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';

const purchase: PurchaseCatalog = {
  headings: { payment: 'Zahlungsmethode', review: 'Prüfen und bezahlen' },
  buttons: {
    pay: '{amount} bezahlen',
    tryAnotherMethod: 'Andere Zahlungsmethode wählen',
    linkBank: 'Bankkonto verknüpfen',
  },
  methods: { card: 'Karte', ach: 'Bankkonto (ACH)' },
  countdown: {
    extend: 'Mehr Zeit zum Bezahlen',
    label: 'Verbleibende Zeit zum Bezahlen',
    until: 'bis {time} Uhr',
  },
  payment: {
    legend: 'Wie möchten Sie bezahlen?',
    cardFrameTitle: 'Kartendaten',
    usingCard: `Sie zahlen mit {brand} ${MASK}{last4}. Geben Sie eine andere Karte ein, um sie zu ändern.`,
    cardNotReady: 'Das Kartenformular wird noch geladen. Versuchen Sie es gleich noch einmal.',
    cardFrameUrl: 'Die URL des Kartenformulars muss eine http(s)-URL sein.',
    cardFrameNeedsHttp:
      'Das Kartenformular benötigt eine Seite, die über http(s) bereitgestellt und nicht als Datei geöffnet wird.',
    cardFrameReloaded: 'Das Kartenformular wurde neu geladen. Geben Sie die Karte erneut ein.',
    cardFrameLoading: 'Kartenformular wird geladen\u2026',
    cardFrameFailed:
      'Das Kartenformular konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und wählen Sie dann „Erneut versuchen“ oder eine andere Zahlungsmethode.',
    cardFrameTimeout:
      'Das Kartenformular hat nicht innerhalb von {count} Sekunden geantwortet. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    cardFrameBadToken:
      'Das Kartenformular hat ein Karten-Token gesendet, das nicht zur Schnittstelle passt.',
    cardFrameRemoved: 'Das Kartenformular wurde entfernt.',
    taxIdFrameUrl:
      'Die URL des Felds für die Sozialversicherungsnummer muss eine http(s)-URL sein.',
    taxIdFrameNeedsHttp:
      'Das Feld für die Sozialversicherungsnummer benötigt eine Seite, die über http(s) bereitgestellt und nicht als Datei geöffnet wird.',
    taxIdFrameReloaded:
      'Das Feld für die Sozialversicherungsnummer wurde neu geladen. Geben Sie die Nummer erneut ein.',
    taxIdFrameFailed:
      'Das Feld für die Sozialversicherungsnummer konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und wählen Sie dann „Erneut versuchen“.',
    taxIdFrameTimeout:
      'Das Feld für die Sozialversicherungsnummer hat nicht innerhalb von {count} Sekunden geantwortet. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    taxIdFrameBadToken:
      'Das Feld für die Sozialversicherungsnummer hat ein Token gesendet, das nicht zur Schnittstelle passt.',
    taxIdFrameRemoved: 'Das Feld für die Sozialversicherungsnummer wurde entfernt.',
    cardTypeNotAccepted:
      'Dieser Checkout akzeptiert keine Karten vom Typ „{type}“. Verwenden Sie eine andere Karte oder Zahlungsmethode.',
    bankRequired:
      'Verknüpfen Sie zuerst ein Bankkonto oder wählen Sie eine andere Zahlungsmethode.',
    upfrontHeld:
      'Sie zahlen mit {summary}. Ergänzen Sie die fehlenden Angaben und fahren Sie dann fort.',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: 'Karte',
    },
    typeNames: {
      us_debit: 'US-Debitkarte',
      us_credit: 'US-Kreditkarte',
      international_debit: 'internationale Debitkarte',
      international_credit: 'internationale Kreditkarte',
      ach: 'Bankkonto',
    },
  },
  bank: {
    username: 'Benutzername fürs Onlinebanking',
    password: 'Passwort fürs Onlinebanking',
    aggregator: 'Kontoverbindungsdienst',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: `{institution} ${MASK}{mask} verknüpft`,
    loginFailed:
      'Die Bank hat Benutzername und Passwort nicht akzeptiert. Geben Sie Ihre Onlinebanking-Zugangsdaten ein und versuchen Sie es erneut.',
    usernameRequired:
      'Geben Sie Ihren Benutzernamen ein, mit dem Sie sich beim Onlinebanking anmelden.',
    passwordRequired: 'Geben Sie Ihr Onlinebanking-Passwort ein.',
  },
  review: {
    subtotal: 'Zwischensumme',
    tax: 'Steuern',
    processingFee: 'Bearbeitungsgebühr',
    networkFee: 'Netzwerkgebühr',
    total: 'Gesamt',
    buyer: 'Käufer',
    paymentWith: 'Zahlung',
    card: `{brand} ${MASK}{last4}`,
    bank: `{institution} ${MASK}{mask}`,
  },
  timeToPay: {
    warningMinutes: counted({
      one: 'Noch weniger als {count} Minute zum Bezahlen.',
      other: 'Noch weniger als {count} Minuten zum Bezahlen.',
    }),
    warningSeconds: counted({
      one: 'Noch weniger als {count} Sekunde zum Bezahlen.',
      other: 'Noch weniger als {count} Sekunden zum Bezahlen.',
    }),
    canExtend: 'Sie können mehr Zeit anfordern.',
    atLimit: 'Die Zahlungsfrist dieser Bestellung kann nicht weiter verlängert werden.',
    extended: 'Zahlungsfrist bis {time} Uhr verlängert.',
    extendFailed: 'Die Frist konnte nicht verlängert werden. {why}',
  },
  challenge: {
    heading: 'Bei Ihrer Bank bestätigen',
    intro: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen.',
    frameTitle: 'Zahlung bei Ihrer Bank bestätigen',
    confirming: 'Ihre Zahlung wird bestätigt\u2026',
    url: 'Die Bestätigungsseite der Bank muss eine http(s)-URL sein.',
    needsHttp:
      'Die Bestätigungsseite der Bank benötigt einen über http(s) bereitgestellten Checkout.',
  },
  outcome: {
    processing: 'Wir bestätigen Ihre Zahlung. Das dauert meist nur wenige Sekunden.',
    processed: 'Ihre Zahlung war erfolgreich. Ihr NFT ist auf dem Weg in Ihre Wallet.',
    complete: 'Ihr NFT wurde in Ihre Wallet übertragen.',
    txHash: 'Transaktions-Hash',
    declined: 'Ihre Zahlung wurde nicht angenommen.',
    noAttemptsLeft:
      'Diese Bestellung kann nicht mehr bezahlt werden. Starten Sie einen neuen Checkout, um es noch einmal zu versuchen.',
    cancelled: 'Ihre Bestellung wurde storniert.',
    refunded: 'Auf Ihre ursprüngliche Zahlungsmethode erstattet',
    refundPending:
      'Bereits abgebuchte Beträge werden auf Ihre ursprüngliche Zahlungsmethode erstattet.',
    notCharged: 'Es wurde nichts abgebucht.',
    expired:
      'Die Zeit zum Bezahlen dieser Bestellung ist abgelaufen. Starten Sie einen neuen Checkout, um es erneut zu versuchen.',
    error: 'Der Checkout konnte nicht fortgesetzt werden.',
    orderId: 'Bestellung',
  },
  declineReasons: {
    AUTHENTICATION_FAILED:
      'Ihre Bank konnte diese Zahlung nicht bestätigen. Versuchen Sie es erneut oder verwenden Sie eine andere Karte',
    CARD_DECLINED: 'Ihre Karte wurde von der ausgebenden Bank abgelehnt',
    INSUFFICIENT_FUNDS: 'Die Deckung reichte für diese Zahlung nicht aus',
    BANK_DECLINED: 'Ihre Bank hat die Zahlung abgelehnt',
  },
  cancelReasons: {
    NETF: 'Ein Netzwerkproblem hat die Übertragung verhindert',
    PRCC: 'Der Preis hat sich vor Abschluss der Zahlung zu stark geändert',
    RISD: 'Die Zahlung hat unsere Sicherheitsprüfung nicht bestanden',
    NA: 'Das NFT ist nicht mehr verfügbar',
  },
  unknownReason: 'Kein Grund angegeben',
  phone: {
    heading: 'Telefonnummer bestätigen',
    intro:
      'Wir senden Ihnen einen 6-stelligen Code per SMS, um sicherzugehen, dass dieses Telefon Ihnen gehört.',
    phoneLabel: 'Telefonnummer',
    send: 'Code senden',
    resend: 'Neuen Code senden',
    resendIn: 'Neuer Code in {count} s',
    codeLabel: 'Code aus der SMS',
    codeHint: '6 Ziffern',
    sent: 'Wir haben einen Code an {phone} gesendet. Er ist 10 Minuten gültig.',
    verified: 'Ihre Telefonnummer ist bestätigt.',
    alreadyVerified:
      'Diese Telefonnummer ist bereits bestätigt. Fahren Sie fort, wenn Sie bereit sind.',
    sendFirst:
      'Wählen Sie „Code senden“, um einen Code per SMS zu erhalten, und geben Sie ihn dann hier ein.',
    codeIncomplete: 'Geben Sie alle 6 Ziffern des Codes aus der SMS ein.',
    wrong: counted({
      one: 'Der Code ist nicht korrekt. Prüfen Sie die SMS und versuchen Sie es erneut: noch {count} Versuch.',
      other:
        'Der Code ist nicht korrekt. Prüfen Sie die SMS und versuchen Sie es erneut: noch {count} Versuche.',
    }),
    expired:
      'Dieser Code ist abgelaufen. Wählen Sie „Neuen Code senden“ und geben Sie den neuen Code ein.',
    noCode:
      'Dieser Code kann nicht mehr verwendet werden. Wählen Sie „Neuen Code senden“ und geben Sie den neuen Code ein.',
    cooldown:
      'Gerade wurde ein Code gesendet. Warten Sie darauf oder fordern Sie einen neuen an, sobald die Schaltfläche es zulässt.',
    locked:
      'Zu viele falsche Codes: Diese Telefonnummer ist bis {time} Uhr gesperrt. Versuchen Sie es dann erneut oder gehen Sie zurück und verwenden Sie eine andere Telefonnummer.',
  },
  taxId: {
    heading: 'US-Sozialversicherungsnummer (SSN)',
    intro:
      'Das US-Recht verpflichtet uns, die Identität von Käufern zu prüfen. Ihre Nummer geht direkt an unseren Zahlungsdienst und wird dem Shop nie angezeigt.',
    frameTitle: 'Sozialversicherungsnummer (SSN)',
    entered: 'Sozialversicherungsnummer (SSN)',
    change: 'Nummer ändern',
    frameLoading: 'Sicheres Feld wird geladen\u2026',
    notReady: 'Das sichere Feld wird noch geladen. Versuchen Sie es gleich noch einmal.',
  },
  document: {
    notReady: 'Das Ausweisformular wird noch geladen. Versuchen Sie es gleich noch einmal.',
    checking: 'Ihr Ausweisdokument wird geprüft\u2026',
    verified: 'Identität bestätigt.',
    failed: 'Ihr Ausweisdokument konnte nicht geprüft werden. Lesen Sie, wie es weitergeht.',
  },
  wallet: {
    frameTitle: 'Mit einer Wallet bezahlen',
    frameLoading: 'Wallet-Schaltflächen werden geladen\u2026',
    frameFailed:
      'Die Wallet-Schaltflächen konnten nicht geladen werden. Prüfen Sie die Verbindung und wählen Sie Erneut versuchen, oder zahlen Sie unten anders.',
    frameUrl: 'Die URL des Wallet-Frames muss eine http(s)-URL sein.',
    frameNeedsHttp:
      'Wallets benötigen eine Seite, die über http(s) ausgeliefert wird, nicht aus einer Datei geöffnet.',
    frameBadToken: 'Die Wallet antwortete mit einem Token, das nicht der Schnittstelle entspricht.',
    notReady:
      'Drücken Sie oben eine Wallet-Schaltfläche oder wählen Sie eine andere Zahlungsmethode.',
    summary: `{wallet}, {brand} ${MASK}{last4}`,
  },
  connection: {
    lost: 'Verbindung unterbrochen. Neuer Verbindungsversuch\u2026',
    restored: 'Verbindung wiederhergestellt.',
  },
};

export default purchase;
