import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { isHttpUrl, Summary } from './Summary.js';

describe('Summary', () => {
  it('shows the image, the name, the quantity and the price', () => {
    const { container } = render(
      <Summary
        name="Genesis #1"
        imageUrl="https://example.com/1.png"
        quantity="2"
        price="$10.00"
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/1.png');
    expect(screen.getByText('Genesis #1')).toBeTruthy();
    expect(screen.getByText('Quantity: 2')).toBeTruthy();
    expect(screen.getByText('$10.00')).toBeTruthy();
  });

  it('never loads an image that is not http(s), and shows markup in names as text', () => {
    const { container } = render(
      <Summary
        name="<img src=x onerror=alert(1)>"
        imageUrl="javascript:alert(1)"
        quantity={undefined}
        price={undefined}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'No image available' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });

  it('accepts only http and https URLs', () => {
    expect(isHttpUrl('http://a.example/x.png')).toBe(true);
    expect(isHttpUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isHttpUrl('//a.example/x.png')).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});
