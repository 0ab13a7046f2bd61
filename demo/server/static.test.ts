import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, readPage } from './static.js';

const PUBLIC = resolve('demo/public');

describe('the demo pages', () => {
  it('make every shop page from the one shell, with its own title and scripts', async () => {
    const page = async (name: string) => (await readPage(PUBLIC, name))?.body.toString('utf8');
    const npm = await page('index.html');
    expect(npm).toContain('<title>Nebula Mart · nft-checkout demo (npm build)</title>');
    expect(npm).toContain('<script type="module" src="/assets/npm.js"></script>');
    const tag = await page('script-tag.html');
    expect(tag).toContain('<script src="/dist/nft-checkout.iife.js" defer></script>');
    expect(tag).toContain('<script src="/assets/script-tag.js" defer></script>');
    expect(await page('react.html')).toContain('src="/assets/react.js"');
    for (const name of new Set(Object.values(PAGES))) {
      const html = await page(name);
      expect(html, name).toMatch(/^<!doctype html>/);
      expect(html, name).not.toContain('%');
    }
  });

  it('give every page the one header, its own link marked current', async () => {
    for (const [path, name] of Object.entries(PAGES)) {
      if (path === '/index.html') continue;
      const html = (await readPage(PUBLIC, name))?.body.toString('utf8') ?? '';
      const links = [...html.matchAll(/<li><a href="([^"]+)"/g)].map((match) => match[1]);
      expect(links, name).toEqual([
        '/',
        '/script-tag.html',
        '/element.html',
        '/react.html',
        '/popup.html',
      ]);
      const current = [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);
      expect(html.match(/aria-current/g), name).toHaveLength(1);
      expect(current, name).toEqual([path]);
    }
  });
});
