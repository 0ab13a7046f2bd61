import { useState } from 'preact/hooks';
import { fillTemplate } from '../../../api/text.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import {
  ErrorSummary,
  type ErrorSummaryItem,
  useFocusOnChange,
} from '../../../checkout/views/ErrorSummary/index.js';
import { Field, SelectField } from '../../../checkout/views/Field/index.js';
import { BANK_AGGREGATORS } from '../api/bankAccounts.js';
import type { BankLinkRequest, BankLink as Linked } from '../api/bankLink.js';
import type { BankErrors } from './model.js';

export interface BankLinkProps {
  linked: Linked | null;
  linking: boolean;
  errors: BankErrors;
  /** Finished link attempts: each new one moves focus to its result. */
  attempt: number;
  onLink(request: BankLinkRequest): void;
}

// Named when drawn: the catalog holds the buyer's language by then.
const aggregators = () =>
  BANK_AGGREGATORS.map((value) => ({
    value,
    label: purchaseStrings.bank.aggregators[value] ?? value,
  }));

const IDS = {
  aggregator: 'nftc-bank-aggregator',
  username: 'nftc-bank-username',
  password: 'nftc-bank-password',
} as const;

/** The summary's lines: each field's error linked to its field, then a problem of no field. */
function summaryItems(errors: BankErrors): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  if (errors.username) items.push({ target: IDS.username, message: errors.username });
  if (errors.password) items.push({ target: IDS.password, message: errors.password });
  if (errors.form) items.push({ message: errors.form });
  return items;
}

/** ACH: sign in to the bank through the aggregator; the credentials never stay in the model. */
export function BankLink({ linked, linking, errors, attempt, onLink }: BankLinkProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [aggregator, setAggregator] = useState<BankLinkRequest['aggregator']>('plaid');
  // The result of each attempt (the linked account, or the error summary) takes focus.
  const result = useFocusOnChange(attempt);
  const items = summaryItems(errors);
  return (
    <div class="nftc-bank">
      {/* Present before the account is linked, so the linked account is announced. */}
      <div role="status">
        {linked && (
          <p class="nftc-linked" tabIndex={-1} ref={result}>
            {fillTemplate(purchaseStrings.bank.linked, {
              institution: linked.institutionName,
              mask: linked.mask,
            })}
          </p>
        )}
      </div>
      {!linked && (
        <form
          class="nftc-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // Read the fields themselves: a submit right after typing (or a password manager's
            // fill) can come before the state of the last keystroke has rendered.
            const form = event.currentTarget;
            const read = (id: string) =>
              form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? '';
            onLink({
              aggregator: (read(IDS.aggregator) || aggregator) as BankLinkRequest['aggregator'],
              username: read(IDS.username),
              password: read(IDS.password),
            });
          }}
        >
          {items.length > 0 && (
            <ErrorSummary id="nftc-bank-errors" items={items} containerRef={result} />
          )}
          <SelectField
            id={IDS.aggregator}
            label={purchaseStrings.bank.aggregator}
            value={aggregator}
            options={aggregators()}
            onValue={(value) => setAggregator(value as BankLinkRequest['aggregator'])}
          />
          <Field
            id={IDS.username}
            label={purchaseStrings.bank.username}
            value={username}
            autocomplete="username"
            required
            error={errors.username}
            onValue={setUsername}
          />
          <Field
            id={IDS.password}
            label={purchaseStrings.bank.password}
            type="password"
            value={password}
            autocomplete="current-password"
            required
            error={errors.password}
            onValue={setPassword}
          />
          <div class="nftc-actions">
            <button type="submit" class="nftc-button" disabled={linking} aria-busy={linking}>
              {purchaseStrings.buttons.linkBank}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
