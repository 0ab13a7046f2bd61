import { counted } from '../../../api/text.js';
import { MASK } from '../../strings.js';
import type { PurchaseCatalog } from '../catalog.js';

const SSN = 'Le champ du numéro de sécurité sociale';

const purchase: PurchaseCatalog = {
  headings: {
    payment: 'Moyen de paiement',
    review: 'Vérifier et payer',
  },
  buttons: {
    pay: 'Payer {amount}',
    tryAnotherMethod: 'Essayer un autre moyen de paiement',
    linkBank: 'Associer le compte bancaire',
  },
  methods: {
    card: 'Carte',
    ach: 'Compte bancaire (ACH)',
  },
  countdown: {
    extend: 'Plus de temps pour payer',
    label: 'Temps restant pour payer',
    until: 'jusqu’à {time}',
  },
  payment: {
    legend: 'Comment souhaitez-vous payer ?',
    cardFrameTitle: 'Informations de la carte',
    usingCard: `Paiement avec {brand} ${MASK}{last4}. Saisissez une autre carte pour la changer.`,
    cardNotReady:
      'Le formulaire de carte est encore en cours de chargement. Réessayez dans un instant.',
    cardFrameUrl: 'L’URL du formulaire de carte doit être une URL http(s).',
    cardFrameNeedsHttp:
      'Le formulaire de carte exige une page servie en http(s), et non ouverte depuis un fichier.',
    cardFrameReloaded: 'Le formulaire de carte s’est rechargé. Saisissez à nouveau la carte.',
    cardFrameLoading: 'Chargement du formulaire de carte\u2026',
    cardFrameFailed:
      'Le formulaire de carte n’a pas pu se charger. Vérifiez votre connexion, puis sélectionnez Réessayer, ou choisissez un autre moyen de paiement.',
    cardFrameTimeout:
      'Le formulaire de carte n’a pas répondu en {count} secondes. Vérifiez la connexion et réessayez.',
    cardFrameBadToken:
      'Le formulaire de carte a renvoyé un jeton de carte qui ne correspond pas à l’interface.',
    cardFrameRemoved: 'Le formulaire de carte a été retiré.',
    taxIdFrameUrl: 'L’URL du champ du numéro de sécurité sociale doit être une URL http(s).',
    taxIdFrameNeedsHttp: `${SSN} exige une page servie en http(s), et non ouverte depuis un fichier.`,
    taxIdFrameReloaded: `${SSN} s’est rechargé. Saisissez à nouveau le numéro.`,
    taxIdFrameFailed: `${SSN} n’a pas pu se charger. Vérifiez votre connexion, puis sélectionnez Réessayer.`,
    taxIdFrameTimeout: `${SSN} n’a pas répondu en {count} secondes. Vérifiez la connexion et réessayez.`,
    taxIdFrameBadToken: `${SSN} a renvoyé un jeton qui ne correspond pas à l’interface.`,
    taxIdFrameRemoved: `${SSN} a été retiré.`,
    cardTypeNotAccepted:
      'Ce paiement n’accepte pas les cartes {type}. Utilisez une autre carte ou un autre moyen de paiement.',
    bankRequired: 'Associez d’abord un compte bancaire, ou choisissez un autre moyen de paiement.',
    upfrontHeld: 'Paiement avec {summary}. Complétez les informations manquantes, puis continuez.',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: 'Carte',
    },
    typeNames: {
      us_debit: 'de débit américaines',
      us_credit: 'de crédit américaines',
      international_debit: 'de débit internationales',
      international_credit: 'de crédit internationales',
      ach: 'bancaires',
    },
  },
  bank: {
    username: 'Identifiant bancaire',
    password: 'Mot de passe bancaire',
    aggregator: 'Agrégateur bancaire',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' },
    linked: `{institution} ${MASK}{mask} associé`,
    loginFailed:
      'La banque n’a pas accepté cet identifiant et ce mot de passe. Saisissez ceux de votre banque en ligne et réessayez.',
    usernameRequired:
      'Saisissez votre identifiant bancaire, celui qui vous sert à vous connecter à votre banque en ligne.',
    passwordRequired: 'Saisissez votre mot de passe bancaire.',
  },
  review: {
    subtotal: 'Sous-total',
    tax: 'Taxes',
    processingFee: 'Frais de traitement',
    networkFee: 'Frais de réseau',
    total: 'Total',
    buyer: 'Acheteur',
    paymentWith: 'Paiement',
    card: `{brand} ${MASK}{last4}`,
    bank: `{institution} ${MASK}{mask}`,
  },
  timeToPay: {
    warningMinutes: counted({
      one: 'Moins de {count} minute pour payer.',
      other: 'Moins de {count} minutes pour payer.',
    }),
    warningSeconds: counted({
      one: 'Moins de {count} seconde pour payer.',
      other: 'Moins de {count} secondes pour payer.',
    }),
    canExtend: 'Vous pouvez demander plus de temps.',
    atLimit: 'Le délai de cette commande ne peut plus être prolongé.',
    extended: 'Délai de paiement prolongé jusqu’à {time}.',
    extendFailed: 'Le délai n’a pas pu être prolongé. {why}',
  },
  challenge: {
    heading: 'Confirmez auprès de votre banque',
    intro: 'Votre banque vous demande de confirmer ce paiement.',
    frameTitle: 'Confirmer le paiement auprès de votre banque',
    confirming: 'Confirmation de votre paiement\u2026',
    url: 'La page de confirmation de la banque doit être une URL http(s).',
    needsHttp: 'La page de confirmation de la banque exige un paiement servi en http(s).',
  },
  outcome: {
    processing: 'Nous confirmons votre paiement. Cela ne prend généralement que quelques secondes.',
    processed: 'Votre paiement a été accepté. Votre NFT est en route vers votre portefeuille.',
    complete: 'Votre NFT a été livré dans votre portefeuille.',
    txHash: 'Hash de la transaction',
    declined: 'Votre paiement n’a pas été accepté.',
    noAttemptsLeft:
      'Cette commande ne peut plus être payée. Recommencez le paiement pour réessayer.',
    cancelled: 'Votre commande a été annulée.',
    refunded: 'Remboursé sur votre moyen de paiement d’origine',
    refundPending:
      'Tout montant débité est en cours de remboursement sur votre moyen de paiement d’origine.',
    notCharged: 'Aucun montant n’a été débité.',
    expired:
      'Le délai pour payer cette commande est écoulé. Recommencez le paiement pour réessayer.',
    error: 'Le paiement n’a pas pu se poursuivre.',
    orderId: 'Commande',
  },
  declineReasons: {
    AUTHENTICATION_FAILED:
      'Votre banque n’a pas pu confirmer ce paiement. Réessayez ou utilisez une autre carte',
    CARD_DECLINED: 'Votre carte a été refusée par sa banque',
    INSUFFICIENT_FUNDS: 'Le solde était insuffisant pour ce paiement',
    BANK_DECLINED: 'Votre banque a refusé le paiement',
  },
  cancelReasons: {
    NETF: 'Un problème de réseau a interrompu le transfert',
    PRCC: 'Le prix a trop varié avant la fin du paiement',
    RISD: 'Le paiement n’a pas passé nos contrôles de sécurité',
    NA: 'Ce NFT n’est plus disponible',
  },
  unknownReason: 'Aucun motif n’a été indiqué',
  phone: {
    heading: 'Vérifiez votre téléphone',
    intro:
      'Nous envoyons un code à 6 chiffres par SMS pour nous assurer que ce téléphone est bien le vôtre.',
    phoneLabel: 'Numéro de téléphone',
    send: 'Envoyer le code',
    resend: 'Envoyer un nouveau code',
    resendIn: 'Nouveau code dans {count} s',
    codeLabel: 'Code reçu par SMS',
    codeHint: '6 chiffres',
    sent: 'Nous avons envoyé un code au {phone}. Il est valable 10 minutes.',
    verified: 'Votre téléphone est vérifié.',
    alreadyVerified: 'Ce téléphone est déjà vérifié. Continuez quand vous êtes prêt.',
    sendFirst: 'Sélectionnez Envoyer le code pour recevoir un code par SMS, puis saisissez-le ici.',
    codeIncomplete: 'Saisissez les 6 chiffres du code reçu par SMS.',
    wrong: counted({
      one: 'Ce code est incorrect. Vérifiez le SMS et réessayez : {count} essai restant.',
      other: 'Ce code est incorrect. Vérifiez le SMS et réessayez : {count} essais restants.',
    }),
    expired: 'Ce code a expiré. Sélectionnez Envoyer un nouveau code et saisissez le nouveau.',
    noCode:
      'Ce code n’est plus utilisable. Sélectionnez Envoyer un nouveau code et saisissez le nouveau.',
    cooldown:
      'Un code vient d’être envoyé. Attendez-le, ou demandez-en un nouveau dès que le bouton le permet.',
    locked:
      'Trop de codes erronés : ce téléphone est bloqué jusqu’à {time}. Réessayez à ce moment-là, ou revenez en arrière pour utiliser un autre numéro.',
  },
  taxId: {
    heading: 'Numéro de sécurité sociale',
    intro:
      'La loi américaine nous impose de vérifier l’identité de l’acheteur. Votre numéro est transmis directement à notre service de paiement et n’est jamais communiqué à la boutique.',
    frameTitle: 'Numéro de sécurité sociale',
    entered: 'Numéro de sécurité sociale',
    change: 'Modifier le numéro',
    frameLoading: 'Chargement du champ sécurisé\u2026',
    notReady: 'Le champ sécurisé est encore en cours de chargement. Réessayez dans un instant.',
  },
  document: {
    notReady:
      'Le formulaire du document est encore en cours de chargement. Réessayez dans un instant.',
    checking: 'Vérification de votre document\u2026',
    verified: 'Identité vérifiée.',
    failed: 'Votre document n’a pas pu être vérifié. Voyez ce que vous pouvez faire.',
  },
  wallet: {
    frameTitle: 'Payer avec un portefeuille',
    frameLoading: 'Chargement des boutons de portefeuille\u2026',
    frameFailed:
      "Les boutons de portefeuille n'ont pas pu se charger. Vérifiez la connexion, puis choisissez Réessayer, ou payez autrement ci-dessous.",
    frameUrl: 'L’URL du cadre de portefeuille doit être une URL http(s).',
    frameNeedsHttp:
      'Les portefeuilles exigent une page servie en http(s), pas ouverte depuis un fichier.',
    frameBadToken: 'Le portefeuille a répondu avec un jeton qui ne correspond pas à l’interface.',
    notReady:
      'Appuyez sur un bouton de portefeuille ci-dessus, ou choisissez un autre moyen de paiement.',
    summary: `{wallet}, {brand} ${MASK}{last4}`,
  },
  connection: {
    lost: 'Connexion perdue. Tentative de reconnexion\u2026',
    restored: 'Connexion rétablie.',
  },
};

export default purchase;
