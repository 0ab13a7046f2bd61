import { useState } from 'preact/hooks';
import { BANK_AGGREGATORS } from '../../../api/bankAccounts.js';
import type { BankLinkRequest, BankLink as Linked } from '../../../api/checkout.js';
import { strings } from '../../strings.js';
import { Field, SelectField } from '../Field/index.js';

export interface BankLinkProps {
  linked: Linked | null;
  linking: boolean;
  error: string | null;
  onLink(request: BankLinkRequest): void;
}

const AGGREGATORS = BANK_AGGREGATORS.map((value) => ({
  value,
  label: strings.bank.aggregators[value] ?? value,
}));

/** ACH: sign in to the bank through the aggregator; the credentials never stay in the model. */
export function BankLink({ linked, linking, error, onLink }: BankLinkProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [aggregator, setAggregator] = useState<BankLinkRequest['aggregator']>('plaid');
  if (linked) {
    return <p class="nftc-linked">{strings.bank.linked(linked.institutionName, linked.mask)}</p>;
  }
  return (
    <form
      class="nftc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Read the fields themselves: a submit right after typing (or a password manager's
        // fill) can come before the state of the last keystroke has rendered.
        const form = event.currentTarget;
        const read = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? '';
        onLink({
          aggregator: (read('nftc-bank-aggregator') || aggregator) as BankLinkRequest['aggregator'],
          username: read('nftc-bank-username'),
          password: read('nftc-bank-password'),
        });
      }}
    >
      <SelectField
        id="nftc-bank-aggregator"
        label={strings.bank.aggregator}
        value={aggregator}
        options={AGGREGATORS}
        onValue={(value) => setAggregator(value as BankLinkRequest['aggregator'])}
      />
      <Field
        id="nftc-bank-username"
        label={strings.bank.username}
        value={username}
        autocomplete="off"
        required
        onValue={setUsername}
      />
      <Field
        id="nftc-bank-password"
        label={strings.bank.password}
        type="password"
        value={password}
        autocomplete="off"
        required
        error={error ?? undefined}
        onValue={setPassword}
      />
      <div class="nftc-actions">
        <button type="submit" class="nftc-button" disabled={linking} aria-busy={linking}>
          {strings.buttons.linkBank}
        </button>
      </div>
    </form>
  );
}
