import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { BANK_LINK } from '../../../checkout/testing/fakeService.js';
import { BankLink, type BankLinkProps } from './BankLink.js';

const props = (more: Partial<BankLinkProps> = {}): BankLinkProps => ({
  linked: null,
  linking: false,
  errors: {},
  attempt: 0,
  onLink: () => {},
  ...more,
});

describe('BankLink', () => {
  it('asks for bank credentials through an aggregator and links', () => {
    const onLink = vi.fn();
    render(<BankLink {...props({ onLink })} />);
    const aggregator = screen.getByLabelText('Bank aggregator') as HTMLSelectElement;
    expect([...aggregator.options].map((o) => o.value)).toEqual(['plaid', 'yodlee', 'finicity']);
    fireEvent.change(aggregator, { target: { value: 'yodlee' } });
    fireEvent.input(screen.getByLabelText('Bank username'), { target: { value: 'user_good' } });
    fireEvent.input(screen.getByLabelText('Bank password'), { target: { value: 'pass_good' } });
    expect((screen.getByLabelText('Bank password') as HTMLInputElement).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Link bank account' }));
    expect(onLink).toHaveBeenCalledWith({
      aggregator: 'yodlee',
      username: 'user_good',
      password: 'pass_good',
    });
  });

  it('names the purpose of each credential for autofill and password managers', () => {
    render(<BankLink {...props()} />);
    expect(screen.getByLabelText('Bank username').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Bank password').getAttribute('autocomplete')).toBe(
      'current-password',
    );
  });

  it('ties each error to its own field and lists them in a summary', () => {
    render(
      <BankLink {...props({ errors: { username: 'Enter your bank username.' }, attempt: 1 })} />,
    );
    const username = screen.getByLabelText('Bank username');
    const password = screen.getByLabelText('Bank password');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Enter your bank username.');
    expect(password.hasAttribute('aria-invalid')).toBe(false);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const link = screen.getByRole('link', { name: 'Enter your bank username.' });
    expect(summary.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(`#${username.id}`);
  });

  it("shows a problem that is no field's in the summary only", () => {
    render(<BankLink {...props({ errors: { form: 'We could not reach it.' }, attempt: 1 })} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' }).textContent).toContain(
      'We could not reach it.',
    );
    expect(document.querySelector('[aria-invalid]')).toBeNull();
  });

  it('moves focus to the summary after each failed attempt, not on a later render', () => {
    const errors = { password: 'Refused.' };
    const { rerender } = render(<BankLink {...props({ errors, attempt: 1 })} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<BankLink {...props({ errors, attempt: 2 })} />);
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }));
  });

  it('disables the button while linking', () => {
    render(<BankLink {...props({ linking: true })} />);
    expect(
      (screen.getByRole('button', { name: 'Link bank account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the linked account in a live region and moves focus to it once linked', () => {
    const { rerender } = render(<BankLink {...props({ linking: true })} />);
    const region = screen.getByRole('status');
    rerender(<BankLink {...props({ linked: BANK_LINK, attempt: 1 })} />);
    const linked = screen.getByText('Linked First Platypus Bank ••••0000');
    expect(region.isConnected && region.contains(linked)).toBe(true);
    expect(document.activeElement).toBe(linked);
    expect(screen.queryByLabelText('Bank password')).toBeNull();
  });

  it('does not take focus when it shows an account linked earlier', () => {
    render(<BankLink {...props({ linked: BANK_LINK, attempt: 3 })} />);
    expect(screen.getByText('Linked First Platypus Bank ••••0000')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});
