import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { draftOrder } from '../../../checkout/testing/fakeService.js';
import { Cancelled, Complete, Declined, ErrorScreen, Expired, Processed } from './Outcome.js';

const heading = (name: string) => screen.getByRole('heading', { level: 2, name });

describe('terminal screens', () => {
  it('Processed: payment received, waiting for delivery', () => {
    render(<Processed order={{ ...draftOrder(), status: 'Processed' }} />);
    expect(heading('Payment received')).toBeTruthy();
    expect(screen.getByText('ord_1').closest('p')?.textContent).toBe('Order: ord_1');
  });

  it('Complete: the transaction hash in a code element', () => {
    render(<Complete order={{ ...draftOrder(), status: 'Complete' }} txHash="0xfeed" />);
    expect(heading('Purchase complete')).toBeTruthy();
    expect(screen.getByText('Transaction hash').tagName).toBe('DT');
    expect(screen.getByText('0xfeed').tagName).toBe('CODE');
  });

  it('Declined: the reason and a retry while attempts are left', () => {
    const onRetry = vi.fn();
    render(<Declined reasonCode="INSUFFICIENT_FUNDS" attemptsLeft={1} onRetry={onRetry} />);
    expect(heading('Payment declined')).toBeTruthy();
    expect(screen.getByText('There were not enough funds for this payment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try another payment method' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Declined: no retry when no attempt is left', () => {
    render(<Declined reasonCode="CARD_DECLINED" attemptsLeft={0} onRetry={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/cannot be paid again/)).toBeTruthy();
  });

  it.each([
    ['NETF', 'A network problem stopped the transfer.'],
    ['PRCC', 'The price changed too much before the payment completed.'],
    ['RISD', 'The payment did not pass our security checks.'],
    ['NA', 'The NFT is no longer available.'],
    ['ZZZ', 'ZZZ.'],
  ])('Cancelled %s: the reason in plain words', (code, text) => {
    render(<Cancelled reasonCode={code} refunded={false} />);
    expect(heading('Order cancelled')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('Refunded to your original payment method')).toBeNull();
  });

  it('Cancelled before any payment: nothing was charged, no refund is mentioned', () => {
    render(<Cancelled reasonCode="RISD" refunded={false} paid={false} />);
    expect(screen.getByText('Nothing was charged.')).toBeTruthy();
    expect(screen.queryByText(/refunded/i)).toBeNull();
  });

  it('Cancelled then Refunded: the refund is shown', () => {
    render(<Cancelled reasonCode="NETF" refunded />);
    expect(screen.getByText('Refunded to your original payment method')).toBeTruthy();
  });

  it('Expired', () => {
    render(<Expired />);
    expect(heading('Checkout expired')).toBeTruthy();
  });

  it('Error: the message and a retry when offered', () => {
    const onRetry = vi.fn();
    render(<ErrorScreen message="We could not reach the payment service." onRetry={onRetry} />);
    expect(heading('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('We could not reach the payment service.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
