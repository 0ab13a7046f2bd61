/** Ids of the challenge page's parts: the hooks a frame script can find them by. */
export const CHALLENGE_IDS = {
  form: 'nftc-challenge-form',
  details: 'nftc-challenge-details',
  code: 'nftc-challenge-code',
  codeHint: 'nftc-challenge-code-hint',
  error: 'nftc-challenge-error',
  complete: 'nftc-challenge-complete',
  fail: 'nftc-challenge-fail',
  cancel: 'nftc-challenge-cancel',
  result: 'nftc-challenge-result',
} as const;

/** The result heading's attribute that holds how the challenge ended. */
export const OUTCOME_ATTRIBUTE = 'data-outcome';
