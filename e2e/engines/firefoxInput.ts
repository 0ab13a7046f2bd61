import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { ElementHandle, FileChooser, Locator, Page } from '@playwright/test';
import { engineOf } from './engines.js';

// Two things Playwright's WebDriver BiDi client cannot do on Firefox ESR, done here with the same
// events a buyer's input makes, so page models and specs stay one for all three engines:
// - `fill` on a field without a selection API (type=email) appends instead of replacing: the
//   field is cleared (a real delete) before the value is typed;
// - `input.setFiles` cannot reach a file input inside a cross-origin frame: the files are set
//   through DataTransfer in the frame, with the input and change events a chosen file fires.

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.heic': 'image/heic',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

interface FilePayload {
  name: string;
  mimeType: string;
  base64: string;
}

type Files = string | readonly string[];

function payloads(files: Files): FilePayload[] {
  return (typeof files === 'string' ? [files] : files).map((path) => ({
    name: basename(path),
    mimeType: MIME[extname(path).toLowerCase()] ?? 'application/octet-stream',
    base64: readFileSync(path).toString('base64'),
  }));
}

/** Runs in the page: what a chosen file does to its input. */
function chooseInPage(input: Element, files: FilePayload[]): void {
  const transfer = new DataTransfer();
  for (const file of files) {
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
  }
  (input as HTMLInputElement).files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const patched = Symbol('firefox input');

/** Makes `fill` and `setInputFiles` work as on the other engines (once per worker). */
export function patchFirefoxInput(page: Page): void {
  const proto = Object.getPrototypeOf(page.locator('body')) as Locator & { [patched]?: true };
  if (proto[patched]) return;
  proto[patched] = true;
  const fill = proto.fill;
  proto.fill = async function (this: Locator, value, options) {
    if (value !== '') await fill.call(this, '', options);
    return fill.call(this, value, options);
  };
  proto.setInputFiles = async function (this: Locator, files) {
    if (typeof files !== 'string' && !Array.isArray(files)) {
      throw new Error('On Firefox, setInputFiles takes file paths');
    }
    await this.evaluate(chooseInPage, payloads(files as Files));
  };
}

/** A file chooser's `setFiles`, on every engine. */
export async function chooseFiles(chooser: FileChooser, files: Files): Promise<void> {
  if (engineOf(chooser.page()) !== 'firefox') return chooser.setFiles(files);
  const input = chooser.element() as ElementHandle<Element>;
  await input.evaluate(chooseInPage, payloads(files));
}
