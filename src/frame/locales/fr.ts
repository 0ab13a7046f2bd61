import { counted } from '../../api/text.js';
import type { FrameCatalog } from './en.js';

const HINT =
  'Posez le document entier sur une surface sombre, bien éclairé, avec ses quatre coins visibles.';

export const fr: FrameCatalog = {
  card: {
    title: 'Informations de la carte',
    outside: 'Ce formulaire de carte ne fonctionne qu’à l’intérieur du paiement.',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Code de sécurité (CVC)',
    errors: {
      numberMissing: 'Saisissez le numéro de carte.',
      numberIncomplete: 'Le numéro de carte est incomplet.',
      numberInvalid: 'Le numéro de carte n’est pas valide. Vérifiez les chiffres.',
      expiryMissing: 'Saisissez la date d’expiration.',
      expiryFormat: 'Saisissez la date d’expiration au format MM / AA.',
      expiryPast: 'La carte a expiré.',
      expiryTooFar: 'La date d’expiration est trop éloignée.',
      cvcMissing: 'Saisissez le code de sécurité.',
      cvcFormat: 'Le code de sécurité comporte 3 ou 4 chiffres.',
    },
    early: 'Le formulaire de carte a été sollicité avant d’être initialisé.',
    invalid: 'Vérifiez les informations de la carte.',
    service: {
      status: 'Le service de carte a répondu {status}.',
      unexpected: 'Le service de carte a renvoyé une réponse inattendue.',
      timeout: 'Le service de carte n’a pas répondu à temps. Réessayez.',
      network: 'La carte n’a pas pu être envoyée. Vérifiez la connexion et réessayez.',
    },
  },
  taxId: {
    label: 'Numéro de sécurité sociale',
    hint: '9 chiffres, par exemple 123-45-6789',
    outside: 'Ce formulaire ne fonctionne qu’à l’intérieur du paiement.',
    errors: {
      missing: 'Saisissez votre numéro de sécurité sociale.',
      length: 'Saisissez les 9 chiffres de votre numéro de sécurité sociale.',
      area: 'Ce numéro de sécurité sociale n’est pas valide : vérifiez les trois premiers chiffres.',
      group:
        'Ce numéro de sécurité sociale n’est pas valide : vérifiez les deux chiffres du milieu.',
      serial:
        'Ce numéro de sécurité sociale n’est pas valide : vérifiez les quatre derniers chiffres.',
      refused: 'Ce numéro a été refusé : {reason}.',
    },
    early: 'Le champ du numéro a été sollicité avant d’être initialisé.',
    invalid: 'Vérifiez le numéro de sécurité sociale.',
    service: {
      status: 'Le service du numéro fiscal a répondu {status}.',
      unexpected: 'Le service du numéro fiscal a renvoyé une réponse inattendue.',
      timeout: 'Le service du numéro fiscal n’a pas répondu à temps. Réessayez.',
      network:
        'Le numéro de sécurité sociale n’a pas pu être envoyé. Vérifiez la connexion et réessayez.',
    },
  },
  document: {
    title: 'Pièce d’identité',
    outside: 'Ce formulaire ne fonctionne qu’à l’intérieur du paiement.',
    documentType: 'Document',
    documentTypes: {
      passport: 'Passeport',
      driver_license: 'Permis de conduire',
      national_id: 'Carte nationale d’identité',
    },
    country: 'Pays de délivrance',
    countryPlaceholder: 'Sélectionnez un pays',
    sides: {
      front: {
        label: 'Recto du document',
        hint: HINT,
        alt: 'Votre photo du recto du document',
        preview: 'Aperçu de l’appareil photo : recto du document',
        added: 'Photo du recto ajoutée.',
        missing: 'Ajoutez une photo du recto du document.',
      },
      back: {
        label: 'Verso du document',
        hint: HINT,
        alt: 'Votre photo du verso du document',
        preview: 'Aperçu de l’appareil photo : verso du document',
        added: 'Photo du verso ajoutée.',
        missing: 'Ajoutez une photo du verso du document.',
      },
      selfie: {
        label: 'Un selfie',
        hint: 'Face à l’objectif, sans chapeau ni lunettes.',
        alt: 'Votre selfie',
        preview: 'Aperçu de l’appareil photo : selfie',
        added: 'Selfie ajouté.',
        missing: 'Ajoutez un selfie : face à l’objectif, sans chapeau ni lunettes.',
      },
    },
    useCamera: 'Utiliser l’appareil photo',
    takePhoto: 'Prendre la photo',
    cancel: 'Annuler',
    chooseAnother: 'Choisir une autre photo',
    retake: 'Reprendre la photo',
    unavailable: {
      text: 'Aperçu non disponible dans ce navigateur',
      label: '{name}, {size} : aperçu non disponible dans ce navigateur',
    },
    errors: {
      country: 'Sélectionnez le pays qui a délivré le document.',
      checking: 'Cette photo est encore en cours de vérification : réessayez dans un instant.',
      camera:
        'Impossible d’ouvrir l’appareil photo : autorisez l’accès à la caméra, ou choisissez plutôt une photo.',
      cameraPhoto: 'La photo n’a pas pu être prise : réessayez, ou choisissez plutôt une photo.',
    },
    images: {
      type: 'Ce fichier n’est pas une photo : choisissez une image JPEG, PNG ou HEIC.',
      tooLarge: 'Cette photo dépasse 10 Mo : choisissez-en une plus petite ou reprenez la photo.',
      empty: 'Ce fichier est vide : choisissez à nouveau la photo.',
      damaged:
        'Cette photo est endommagée ou incomplète : reprenez-la ou choisissez un autre fichier.',
      tooSmall:
        'Cette photo fait {width}×{height} pixels, trop peu pour être lue : utilisez une photo d’au moins 600×400 pixels.',
    },
    status: {
      uploading: 'Envoi des photos…',
      sent: 'Photos envoyées pour vérification.',
    },
    early: 'Le formulaire du document a été sollicité avant d’être initialisé.',
    invalid: 'Ajoutez les photos du document et le selfie, puis réessayez.',
    service: {
      status: 'Le service de vérification d’identité a répondu {status}.',
      unexpected: 'Le service de vérification d’identité a renvoyé une réponse inattendue.',
      timeout: 'Le service de vérification d’identité n’a pas répondu à temps. Réessayez.',
      network: 'Les photos n’ont pas pu être envoyées. Vérifiez la connexion et réessayez.',
    },
  },
  wallet: {
    title: 'Portefeuille',
    outside: 'Ce bouton de portefeuille ne fonctionne que dans le paiement.',
    pay: { apple_pay: 'Payer avec Apple Pay', google_pay: 'Payer avec Google Pay' },
    sheet: { tax: 'Taxe', fees: 'Frais', total: 'Total' },
    failed:
      "Le paiement par portefeuille n'a pas abouti : {message} Réessayez, ou payez par carte ci-dessous.",
    early: "Le portefeuille a été sollicité avant d'être initialisé.",
    invalid: 'Choisissez un bouton de portefeuille pour payer avec le portefeuille.',
    service: {
      status: 'Le service de portefeuille a répondu {status}.',
      unexpected: 'Le service de portefeuille a répondu avec un contenu inattendu.',
      timeout: "Le service de portefeuille n'a pas répondu à temps. Réessayez.",
      network:
        "Le paiement par portefeuille n'a pas pu être envoyé. Vérifiez la connexion et réessayez.",
    },
  },
  challenge: {
    title: 'Confirmez votre paiement',
    intro: 'L’émetteur de votre carte vous demande de confirmer ce paiement.',
    merchant: 'Marchand',
    amount: 'Montant',
    card: 'Carte',
    cardEnding: '{brand} se terminant par {last4}',
    anyCard: 'Carte',
    yourCard: 'Votre carte',
    code: 'Code à usage unique',
    codeHint:
      'Nous avons envoyé un code sur votre téléphone. Dans l’environnement de test, le code est 123456.',
    testPage: 'Ceci est une page de test : choisissez comment l’authentification se termine.',
    confirm: 'Confirmer',
    complete: 'Réussir l’authentification',
    fail: 'Faire échouer l’authentification',
    cancel: 'Annuler',
    wrongCode: counted({
      one: 'Ce code n’est pas le bon : il vous reste {count} essai.',
      other: 'Ce code n’est pas le bon : il vous reste {count} essais.',
    }),
    results: {
      authenticated: {
        title: 'Authentification réussie',
        message: 'Authentification réussie. Vous pouvez fermer cette fenêtre.',
      },
      failed: {
        title: 'Échec de l’authentification',
        message:
          'L’authentification a échoué. Revenez au paiement pour utiliser un autre moyen de paiement.',
      },
      cancelled: {
        title: 'Authentification annulée',
        message:
          'Authentification annulée. Revenez au paiement pour utiliser un autre moyen de paiement.',
      },
    },
    refusals: {
      unknown: {
        title: 'Authentification introuvable',
        message: 'Cette page d’authentification n’existe pas.',
      },
      used: {
        title: 'Authentification déjà traitée',
        message: 'Cette authentification est terminée : revenez au paiement.',
      },
      expired: {
        title: 'Authentification expirée',
        message: 'Cette authentification a expiré : revenez au paiement pour payer à nouveau.',
      },
      cross_site: {
        title: 'Authentification refusée',
        message: 'Cette authentification ne peut être traitée que sur sa propre page.',
      },
    },
  },
};
