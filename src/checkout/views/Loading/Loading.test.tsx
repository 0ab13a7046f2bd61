import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { Loading } from './Loading.js';

it('says the checkout is loading', () => {
  render(<Loading />);
  expect(screen.getByRole('heading', { name: 'Loading checkout' })).toBeTruthy();
});
