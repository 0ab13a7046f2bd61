import { describe, expect, it } from 'vitest';
import { adoptStyles, CARD_FRAME_CSS } from './styles.js';

describe('adoptStyles', () => {
  it('adopts one constructed stylesheet holding the frame CSS, keeping the others', () => {
    class FakeSheet {
      text = '';
      replaceSync(text: string) {
        this.text = text;
      }
    }
    const other = new FakeSheet();
    const doc = {
      adoptedStyleSheets: [other],
      defaultView: { CSSStyleSheet: FakeSheet },
    } as unknown as Document;
    expect(adoptStyles(doc)).toBe(true);
    const sheets = doc.adoptedStyleSheets as unknown as FakeSheet[];
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toBe(other);
    expect(sheets[1]?.text).toBe(CARD_FRAME_CSS);
  });

  it('does nothing without constructed stylesheets', () => {
    const doc = { defaultView: {} } as unknown as Document;
    expect(adoptStyles(doc)).toBe(false);
  });

  it('has no rule that could load anything', () => {
    expect(CARD_FRAME_CSS).not.toMatch(/url\(|@import/);
  });
});

describe('CARD_FRAME_CSS', () => {
  it('keeps hidden parts hidden and draws controls in system colours when forced', () => {
    expect(CARD_FRAME_CSS).toContain('[hidden]{display:none!important}');
    expect(CARD_FRAME_CSS).toMatch(/@media \(forced-colors:active\)\{[^@]*ButtonText/);
    expect(CARD_FRAME_CSS).toMatch(/\.nftc-preview\{[^}]*max-width:100%/);
  });
});
