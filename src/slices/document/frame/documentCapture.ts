import { showError as showFieldError } from '../../../frame/input.js';
import { type Message, showText, wordsOf } from '../../../frame/texts.js';
import type { CaptureSide } from '../api/identityCheck.js';
import { type Camera, createCamera } from './documentCamera.js';
import { sideIds } from './documentFields.js';
import { createPreview } from './documentPreview.js';
import type { DocumentImage } from './documentUpload.js';
import { imageProblem } from './imageCheck.js';

export interface CaptureEvents {
  /** Whether the block holds a valid photo may have changed. */
  changed(): void;
  announce(message: Message): void;
  /** This block's camera is about to open. */
  cameraOpening(side: CaptureSide): void;
}

/** One side's capture block: the photo it holds, in memory only, checked when chosen. */
export interface CaptureBlock {
  side: CaptureSide;
  /** The photo, once it was checked and found valid. */
  image(): DocumentImage | undefined;
  /** Why the block cannot be sent yet ('' when it can); not shown. */
  problem(): Message;
  showError(message: Message): void;
  focus(): void;
  show(shown: boolean): void;
  stopCamera(): void;
  /** Forgets the photo and its error. */
  clear(): void;
  /** Rewrites what the frame wrote with values of its own, in its current language. */
  relabel(): void;
}

/**
 * Drives a side's block: a photo from the file input or the live camera is checked with the
 * service's own image checks, then previewed (documentPreview.ts: the photo, or a stand-in when
 * the browser cannot draw it) with a button to replace it. Undefined when the page lacks the block.
 */
export function createCaptureBlock(
  doc: Document,
  side: CaptureSide,
  events: CaptureEvents,
): CaptureBlock | undefined {
  const ids = sideIds(side);
  const block = doc.getElementById(ids.block);
  const input = doc.getElementById(ids.file) as HTMLInputElement | null;
  const preview = createPreview(doc, ids);
  const change = doc.getElementById(ids.change);
  const error = doc.getElementById(ids.error);
  if (!block || input?.type !== 'file' || !preview || !change || !error) return undefined;
  const label = doc.getElementById(ids.label);

  let held: DocumentImage | undefined;
  let checking = false;
  /** Why the last photo was refused on choice. */
  let refused: Message = '';
  // Only the latest photo's check may land: an earlier, slower one is dropped.
  let latest = 0;

  const showError = (message: Message) => showFieldError(input, error, message);
  /** Focus follows the block's change only when it was in the block (or nowhere). */
  const focusHere = (target: HTMLElement) => {
    const active = doc.activeElement;
    if (!active || active === doc.body || block.contains(active)) target.focus();
  };
  const render = () => {
    input.hidden = Boolean(held);
    camera?.offer(!held);
    change.hidden = !held;
  };
  const forget = () => {
    latest += 1;
    checking = false;
    refused = '';
    held = undefined;
    preview.clear();
  };

  const accept = async (image: DocumentImage, fromCamera: boolean) => {
    forget();
    const mine = latest;
    checking = true;
    showError('');
    render();
    events.changed();
    const problem = await imageProblem(image.data);
    if (mine !== latest) return;
    checking = false;
    if (problem) {
      refused = problem;
      showError(problem);
      // Heard once, in the words of the moment.
      events.announce(`${label?.textContent ?? ''}: ${wordsOf(doc, problem)}`);
      focusHere(input);
    } else {
      held = image;
      void preview.show(image);
      showText(change, { key: fromCamera ? 'document.retake' : 'document.chooseAnother' });
      render();
      events.announce({ key: `document.sides.${side}.added` });
      focusHere(change);
    }
    events.changed();
  };

  const camera: Camera | undefined = createCamera(doc, side, ids, {
    opening: () => events.cameraOpening(side),
    taken: (image) => accept(image, true),
    failed: (message) => {
      showError(message);
      events.announce(message);
      focusHere(input);
    },
  });

  input.addEventListener('change', () => {
    const file = input.files?.[0];
    // The photo is kept in memory only; the input is emptied so the same file can be chosen again.
    input.value = '';
    if (file) accept({ side, data: file, name: file.name }, false);
  });
  change.addEventListener('click', () => {
    forget();
    showError('');
    render();
    input.focus();
    events.changed();
  });
  render();

  return {
    side,
    image: () => held,
    problem: (): Message =>
      held
        ? ''
        : checking
          ? { key: 'document.errors.checking' }
          : refused || { key: `document.sides.${side}.missing` },
    showError,
    focus: () => (held ? change : input).focus(),
    show(shown) {
      block.hidden = !shown;
      if (!shown) camera?.stop();
    },
    stopCamera: () => camera?.stop(),
    clear() {
      forget();
      camera?.stop();
      showError('');
      render();
    },
    relabel: preview.relabel,
  };
}
