import { ach } from '../../../slices/ach/widget/index.js';
import { card } from '../../../slices/card/widget/index.js';
import { wallet } from '../../../slices/wallet/widget/index.js';
import type { MethodModel } from './types.js';

/**
 * Every payment method, in the order the payment step offers them. Adding one: a folder beside
 * these (descriptor, model, view) and one line here.
 */
export const PAYMENT_METHODS = [card, ach, wallet] as const;

/** The chunk loader's name of a method's view (it appears in the error if it cannot load). */
export const methodPart = (id: MethodId) => `${id} payment method`;

export type PaymentMethodEntry = (typeof PAYMENT_METHODS)[number];
/** A method's id: the registry's, or a test's (a list may add to the registry). */
export type MethodId = string;
/** Each registered method's model, by id (and any method a test adds, by its id). */
export type MethodModels = {
  [E in PaymentMethodEntry as E['id']]: ReturnType<E['create']>;
} & Readonly<Record<string, MethodModel>>;
