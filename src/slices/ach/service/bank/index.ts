export { maskAccountNumber } from './accountNumber.js';
export { aggregatorLogin, bankAccountFromRequest, type NewId } from './bankAccount.js';
export { SANDBOX_INSTITUTIONS, SANDBOX_LOGIN } from './institutions.js';
