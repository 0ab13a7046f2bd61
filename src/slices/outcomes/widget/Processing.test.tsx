import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { Processing } from './Processing.js';

it('shows the processing heading while the payment is confirmed', () => {
  render(<Processing />);
  expect(screen.getByRole('heading', { level: 2, name: 'Processing payment' })).toBeTruthy();
});
