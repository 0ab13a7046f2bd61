import { describe, expect, it } from 'vitest';
import { returnUrl } from './returnUrl.js';

describe('returnUrl', () => {
  it('appends order_id and status', () => {
    expect(returnUrl('https://shop.example/return', 'ord-1', 'Complete')).toBe(
      'https://shop.example/return?order_id=ord-1&status=Complete',
    );
  });

  it('keeps the other query parameters exactly as written, and the fragment', () => {
    expect(
      returnUrl('https://shop.example/r?cart=a%20b&tag=x+y&empty=#done', 'ord-1', 'Draft'),
    ).toBe('https://shop.example/r?cart=a%20b&tag=x+y&empty=&order_id=ord-1&status=Draft#done');
  });

  it('replaces an order_id or status the URL had (in any spelling), keeps look-alikes', () => {
    expect(
      returnUrl(
        'https://shop.example/r?order_id=old&status=Old&order%5Fid=x&my_status=1&order_ids=2',
        'ord-2',
        'Expired',
      ),
    ).toBe('https://shop.example/r?my_status=1&order_ids=2&order_id=ord-2&status=Expired');
  });

  it('encodes the values it adds', () => {
    expect(returnUrl('http://localhost:3000/', 'a&b=c', 'Complete')).toBe(
      'http://localhost:3000/?order_id=a%26b%3Dc&status=Complete',
    );
  });

  it('keeps a malformed percent-encoding of another parameter as it is', () => {
    expect(returnUrl('https://shop.example/?x=%E0%A4%A&y=1', 'o', 'Complete')).toBe(
      'https://shop.example/?x=%E0%A4%A&y=1&order_id=o&status=Complete',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://shop.example/', '/relative'])(
    'builds nothing from %s',
    (url) => {
      expect(() => returnUrl(url, 'o', 'Complete')).toThrow();
    },
  );
});
