import { counted } from '../../../api/text.js';
import type { DocumentCatalog } from '../catalog.js';

const FORM = 'Le formulaire du document d’identité';

const document: DocumentCatalog = {
  heading: 'Confirmez votre identité',
  why: {
    risk_medium:
      'Pour votre sécurité, les achats comme celui-ci nécessitent une rapide vérification d’identité : une photo d’une pièce d’identité et un selfie. Comptez environ deux minutes.',
    risk_high:
      'Avant de poursuivre cet achat, nous devons nous assurer qu’il s’agit bien de vous : une photo d’une pièce d’identité et un selfie. Comptez environ deux minutes.',
  },
  frameTitle: 'Pièce d’identité et selfie',
  checking: 'Vérification de votre document\u2026',
  checkingHint: 'Cela prend généralement moins d’une minute. Gardez cette page ouverte.',
  verified: 'Identité vérifiée',
  verifiedHint: 'Merci. Vous pouvez continuer vers le paiement.',
  failedHeading: 'Nous n’avons pas pu vérifier votre identité',
  failures: {
    image_unreadable:
      'Vos photos sont illisibles. Reprenez-les dans un endroit bien éclairé, avec le document entier dans le cadre.',
    document_expired: 'Ce document a expiré. Utilisez un autre document en cours de validité.',
    face_mismatch:
      'Votre selfie ne correspond pas à la photo de votre document. Reprenez le selfie, face à l’objectif.',
    document_forged: 'Ce document ne peut pas être accepté.',
  },
  attemptsLeft: counted({
    one: 'Il vous reste {count} tentative.',
    other: 'Il vous reste {count} tentatives.',
  }),
  tryAgain: 'Réessayer',
  send: 'Envoyer les photos pour vérification',
  frame: {
    url: 'L’URL du formulaire du document d’identité doit être une URL http(s).',
    needsHttp: `${FORM} exige une page servie en http(s), et non ouverte depuis un fichier.`,
    loading: 'Chargement du formulaire du document d’identité\u2026',
    failed: `${FORM} n’a pas pu se charger. Vérifiez votre connexion, puis sélectionnez Réessayer.`,
    reloaded: `${FORM} s’est rechargé. Reprenez les photos.`,
    timeout: `${FORM} n’a pas répondu en {count} secondes. Vérifiez la connexion et sélectionnez à nouveau Continuer.`,
    badToken: `${FORM} a renvoyé une vérification qui ne correspond pas à l’interface.`,
    removed: `${FORM} a été retiré.`,
  },
};

export default document;
