import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { BANK_LINK } from '../../testing/fakeService.js';
import { BankLink } from './BankLink.js';

describe('BankLink', () => {
  it('asks for bank credentials through an aggregator and links', () => {
    const onLink = vi.fn();
    render(<BankLink linked={null} linking={false} error={null} onLink={onLink} />);
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

  it('shows a login failure tied to the form and disables the button while linking', () => {
    render(<BankLink linked={null} linking error="Wrong password." onLink={() => {}} />);
    const password = screen.getByLabelText('Bank password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Wrong password.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Link bank account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the linked account', () => {
    render(<BankLink linked={BANK_LINK} linking={false} error={null} onLink={() => {}} />);
    expect(screen.getByText('Linked First Platypus Bank ••••0000')).toBeTruthy();
    expect(screen.queryByLabelText('Bank password')).toBeNull();
  });
});
