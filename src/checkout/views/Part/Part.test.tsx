import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../../api/errors.js';
import { strings } from '../../strings.js';
import { PartFailed, PartLoading } from './Part.js';

describe('Part states', () => {
  it('loading is announced politely and marks the region busy', () => {
    const { container } = render(<PartLoading />);
    expect(screen.getByText(strings.part.loading).getAttribute('aria-live')).toBe('polite');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('a failed load says to check the connection and offers Try again', () => {
    const onRetry = vi.fn();
    render(<PartFailed error={new NftCheckoutError('NETWORK', 'x')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe(strings.part.failed);
    fireEvent.click(screen.getByRole('button', { name: strings.buttons.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a page that cannot load parts (CONFIGURATION) says why, with no Try again that cannot help', () => {
    render(<PartFailed error={new NftCheckoutError('CONFIGURATION', 'x')} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toMatch(
      /served over http\(s\), not opened from a file/,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
