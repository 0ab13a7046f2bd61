import { formatFileSize } from '../../../frame/fileSize.js';
import { localeOf, say } from '../../../frame/texts.js';
import type { SideIds } from './documentFields.js';
import type { DocumentImage } from './documentUpload.js';

/** A side's preview: the photo itself, or a stand-in naming it when it cannot be drawn. */
export interface Preview {
  /** Shows the photo once the browser has decoded it, the stand-in when it cannot. */
  show(image: DocumentImage): Promise<void>;
  /** Hides both and lets go of the photo's object URL. */
  clear(): void;
  /** Writes the stand-in's size and label again, in the frame's current language. */
  relabel(): void;
}

/**
 * Whether the browser can draw the image: no browser tells which formats it decodes (most
 * decode no HEIC), so the image is decoded. One without `decode()` is trusted to draw it.
 */
async function decodes(img: HTMLImageElement): Promise<boolean> {
  if (typeof img.decode !== 'function') return true;
  try {
    await img.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * Drives a side's `img` and its stand-in (a document icon, the file's name and size, and why
 * there is no picture; one `img` role labelled with all of it). Undefined when the page lacks
 * one of them.
 */
export function createPreview(doc: Document, ids: SideIds): Preview | undefined {
  const img = doc.getElementById(ids.preview) as HTMLImageElement | null;
  const standIn = doc.getElementById(ids.standIn);
  const name = doc.getElementById(ids.fileName);
  const size = doc.getElementById(ids.fileSize);
  if (img?.tagName !== 'IMG' || !standIn || !name || !size) return undefined;

  let url: string | undefined;
  /** The photo the stand-in describes. */
  let described: DocumentImage | undefined;
  // Only the latest photo's decoding may land.
  let latest = 0;

  const relabel = () => {
    if (!described) return;
    const values = {
      name: described.name,
      size: formatFileSize(described.data.size, localeOf(doc)),
    };
    name.textContent = values.name;
    size.textContent = values.size;
    standIn.setAttribute('aria-label', say(doc, 'document.unavailable.label', values));
  };
  const clear = () => {
    latest += 1;
    described = undefined;
    if (url) URL.revokeObjectURL(url);
    url = undefined;
    img.removeAttribute('src');
    img.hidden = true;
    standIn.hidden = true;
  };

  return {
    async show(image) {
      clear();
      const mine = latest;
      url = URL.createObjectURL(image.data);
      img.src = url;
      const drawn = await decodes(img);
      if (mine !== latest) return;
      if (!drawn) {
        described = image;
        relabel();
      }
      img.hidden = !drawn;
      standIn.hidden = drawn;
    },
    clear,
    relabel,
  };
}
