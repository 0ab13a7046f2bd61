// The JSON of a stored order's views, written once per stored version of the order: the merchant's
// order read and the checkout's reads answer the same record many times between two changes.
import { isFrozenData } from '../store/freezeData.js';
import type { OrderRecord } from '../store/records.js';
import { toOrder, toOrderState } from './orderView.js';

const orderTexts = new WeakMap<OrderRecord, string>();
const stateTexts = new WeakMap<OrderRecord, string>();

/**
 * `make(record)`, kept beside the record while it lives. Only a record the store froze keeps its
 * text (freezeData: it can no longer change; a change stores a new record); any other is written
 * anew each time.
 */
function textOf(
  texts: WeakMap<OrderRecord, string>,
  record: OrderRecord,
  make: (record: OrderRecord) => string,
): string {
  let text = texts.get(record);
  if (text === undefined) {
    text = make(record);
    if (isFrozenData(record)) texts.set(record, text);
  }
  return text;
}

/** `JSON.stringify(toOrder(record))`. */
export const orderJson = (record: OrderRecord): string =>
  textOf(orderTexts, record, (r) => JSON.stringify(toOrder(r)));

/** `JSON.stringify(toOrderState(record))`. */
export const orderStateJson = (record: OrderRecord): string =>
  textOf(stateTexts, record, (r) => JSON.stringify(toOrderState(r)));
