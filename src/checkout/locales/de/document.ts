import { counted } from '../../../api/text.js';
import type { DocumentCatalog } from '../catalog.js';

const document: DocumentCatalog = {
  heading: 'Identität bestätigen',
  why: {
    risk_medium:
      'Zu Ihrer Sicherheit erfordern Käufe wie dieser eine kurze Identitätsprüfung: ein Foto Ihres Ausweisdokuments und ein Selfie. Das dauert etwa zwei Minuten.',
    risk_high:
      'Bevor dieser Kauf fortgesetzt werden kann, müssen wir sicherstellen, dass wirklich Sie es sind: mit einem Foto Ihres Ausweisdokuments und einem Selfie. Das dauert etwa zwei Minuten.',
  },
  frameTitle: 'Ausweisdokument und Selfie',
  checking: 'Ihr Ausweisdokument wird geprüft\u2026',
  checkingHint: 'Das dauert meist weniger als eine Minute. Lassen Sie diese Seite geöffnet.',
  verified: 'Identität bestätigt',
  verifiedHint: 'Vielen Dank. Sie können jetzt mit der Zahlung fortfahren.',
  failedHeading: 'Ihre Identität konnte nicht bestätigt werden',
  failures: {
    image_unreadable:
      'Ihre Fotos waren nicht lesbar. Nehmen Sie sie bei gutem Licht erneut auf, mit dem ganzen Dokument im Bild.',
    document_expired:
      'Dieses Dokument ist abgelaufen. Verwenden Sie ein anderes, noch gültiges Dokument.',
    face_mismatch:
      'Ihr Selfie passt nicht zum Foto in Ihrem Dokument. Nehmen Sie das Selfie erneut auf und blicken Sie dabei in die Kamera.',
    document_forged: 'Dieses Dokument kann nicht akzeptiert werden.',
  },
  attemptsLeft: counted({
    one: 'Sie haben noch {count} Versuch.',
    other: 'Sie haben noch {count} Versuche.',
  }),
  tryAgain: 'Erneut versuchen',
  send: 'Fotos zur Prüfung senden',
  frame: {
    url: 'Die URL des Ausweisformulars muss eine http(s)-URL sein.',
    needsHttp:
      'Das Ausweisformular benötigt eine Seite, die über http(s) bereitgestellt und nicht als Datei geöffnet wird.',
    loading: 'Ausweisformular wird geladen\u2026',
    failed:
      'Das Ausweisformular konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und wählen Sie dann „Erneut versuchen“.',
    reloaded: 'Das Ausweisformular wurde neu geladen. Nehmen Sie die Fotos erneut auf.',
    timeout:
      'Das Ausweisformular hat nicht innerhalb von {count} Sekunden geantwortet. Prüfen Sie die Verbindung und wählen Sie erneut „Weiter“.',
    badToken: 'Das Ausweisformular hat eine Prüfung gesendet, die nicht zur Schnittstelle passt.',
    removed: 'Das Ausweisformular wurde entfernt.',
  },
};

export default document;
