import type { MainCatalog } from '../catalog.js';

const main: MainCatalog = {
  loading: 'Chargement du paiement\u2026',
  part: {
    loading: 'Chargement\u2026',
    failed:
      'Cette partie du paiement n’a pas pu se charger. Vérifiez votre connexion, puis sélectionnez Réessayer.',
    fileOrigin:
      'Cette partie du paiement ne peut pas se charger ici : la page doit être servie en http(s), et non ouverte depuis un fichier.',
  },
  headings: {
    loading: 'Chargement du paiement',
    details: 'Vos coordonnées',
    processing: 'Paiement en cours',
    processed: 'Paiement reçu',
    complete: 'Achat terminé',
    declined: 'Paiement refusé',
    cancelled: 'Commande annulée',
    expired: 'Paiement expiré',
    error: 'Une erreur est survenue',
  },
  summary: {
    loading: 'Chargement de votre commande\u2026',
    label: 'Votre commande',
    quantity: 'Quantité : {quantity}',
    price: 'Prix',
    imagePlaceholder: 'Aucune image disponible',
  },
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    dateOfBirth: 'Date de naissance',
    emailAddress: 'E-mail',
    phone: 'Téléphone',
    street1: 'Adresse',
    street2: 'Appartement, bâtiment (facultatif)',
    city: 'Ville',
    regionCode: 'État / région',
    postalCode: 'Code postal',
    countryCode: 'Pays',
  },
  hints: {
    phone: 'Avec l’indicatif du pays, par ex. +33 6 12 34 56 78',
    regionCode: 'Un code comme CA',
    dateOfBirth: 'Vous devez avoir 18 ans ou plus pour acheter.',
    postalCode: {
      US: '5 chiffres, comme 94103',
      CA: 'Comme K1A 0B1',
      GB: 'Comme SW1A 1AA',
      other: 'Lettres, chiffres, espaces ou tirets, comme 75008',
    },
  },
  selectCountry: 'Sélectionnez un pays',
  errorSummary: {
    title: 'Un problème est survenu',
  },
  errors: {
    missing: {
      firstName: 'Renseignez ce champ : prénom.',
      lastName: 'Renseignez ce champ : nom.',
      dateOfBirth: 'Renseignez ce champ : date de naissance.',
      emailAddress: 'Renseignez ce champ : e-mail.',
      phone: 'Renseignez ce champ : téléphone.',
      street1: 'Renseignez ce champ : adresse.',
      city: 'Renseignez ce champ : ville.',
      regionCode: 'Renseignez ce champ : état / région.',
      postalCode: 'Renseignez ce champ : code postal.',
    },
    countryRequired: 'Sélectionnez votre pays.',
    email: 'Saisissez une adresse e-mail comme nom@exemple.fr.',
    phone:
      'Saisissez un numéro de téléphone commençant par + et l’indicatif du pays, comme +33 6 12 34 56 78.',
    dateOfBirth: 'Saisissez une date de naissance valide, avec le jour, le mois et l’année.',
    dateOfBirthFuture:
      'La date de naissance doit être dans le passé. Saisissez votre jour de naissance.',
    dateOfBirthTooOld:
      'Vérifiez l’année de votre date de naissance : elle remonte à plus de 130 ans.',
    underage:
      'Vous devez avoir 18 ans ou plus pour acheter. Vérifiez que la date de naissance est bien la vôtre.',
    regionCode:
      'Saisissez le code de l’État ou de la région : 1 à 3 lettres ou chiffres, comme CA.',
    postalCode: {
      US: 'Saisissez un code ZIP à 5 chiffres, comme 94103, ou ZIP+4, comme 94103-1234.',
      CA: 'Saisissez un code postal comme K1A 0B1 : lettre, chiffre, lettre, espace, chiffre, lettre, chiffre.',
      GB: 'Saisissez un code postal comme SW1A 1AA.',
      other:
        'Saisissez un code postal de 2 à 10 lettres, chiffres, espaces ou tirets, comme 75008.',
    },
    poBox:
      'Saisissez l’adresse où vous habitez, comme 1 rue de la Paix. Les boîtes postales ne sont pas acceptées.',
    poBoxStreet2:
      'Indiquez un appartement ou un bâtiment, ou laissez ce champ vide. Les boîtes postales ne sont pas acceptées.',
  },
  buttons: {
    continueToPayment: 'Continuer vers le paiement',
    continueToPhone: 'Continuer vers la vérification du téléphone',
    continueToTaxId: 'Continuer vers le numéro fiscal',
    continueToDocument: 'Continuer vers la vérification d’identité',
    continueToReview: 'Continuer vers le récapitulatif',
    back: 'Retour',
    retry: 'Réessayer',
  },
  announcements: {
    Processing: 'Paiement en cours de traitement.',
    Processed: 'Paiement reçu.',
    Complete: 'Achat terminé.',
    Declined: 'Paiement refusé.',
    Cancelled: 'Commande annulée.',
    Refunded: 'Remboursé sur votre moyen de paiement d’origine.',
    Expired: 'Paiement expiré.',
  },
  serviceErrors: {
    NETWORK: 'Impossible de joindre le service de paiement. Vérifiez votre connexion et réessayez.',
    TIMEOUT: 'Le service de paiement a mis trop de temps à répondre. Réessayez.',
    SERVER: 'Le service de paiement a rencontré un problème. Réessayez dans un instant.',
    RATE_LIMITED: 'Trop de tentatives. Patientez un instant, puis réessayez.',
    UNAUTHORIZED: 'Ce lien de paiement n’est plus valide. Recommencez le paiement.',
    EXPIRED: 'Ce paiement a expiré. Recommencez le paiement.',
    FORBIDDEN: 'Ce lien de paiement n’est plus valide. Recommencez le paiement.',
    NOT_FOUND: 'Ce paiement est introuvable. Recommencez le paiement.',
    INVALID_RESPONSE: 'Le service de paiement a envoyé une réponse illisible. Réessayez.',
    generic: 'Une erreur est survenue. Réessayez.',
  },
};

export default main;
