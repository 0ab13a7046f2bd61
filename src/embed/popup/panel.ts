import type { CheckoutOptions } from '../../checkout/options.js';
import { adoptStyles, stylesText } from '../../checkout/shadowStyles.js';

/** The popup mode's panel in the host page: what is happening, and the one button. */
export interface PopupPanel {
  /** Shows `status` (announced) and the button with `action` as its label, or no button. */
  show(status: string, action: string | null): void;
  remove(): void;
}

/**
 * Renders the panel into its own shadow root, with the checkout's stylesheet and the host's
 * theme: plain DOM, text set only as text. The status is a polite live region present from the
 * first render, so each change is announced.
 */
export function createPopupPanel(
  container: HTMLElement,
  options: CheckoutOptions,
  onAction: () => void,
): PopupPanel {
  const doc = container.ownerDocument;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') => {
    const node = doc.createElement(tag);
    node.className = className;
    node.textContent = text;
    return node;
  };
  const host = make('div', 'nftc-host');
  const root = host.attachShadow({ mode: 'open' });
  const { theme, variables } = options.appearance;
  const undo = adoptStyles(root, variables);
  if (!undo) root.append(make('style', '', stylesText(variables)));

  const panel = make('div', 'nftc-root nftc-popup');
  panel.setAttribute('data-theme', theme);
  panel.setAttribute('data-step', 'popup');
  const heading = make('h2', 'nftc-heading', 'Checkout');
  const intro = make(
    'p',
    'nftc-muted',
    'You pay on a secure page of the checkout service, in a window of its own.',
  );
  const status = make('p', 'nftc-popup-status');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  status.setAttribute('aria-atomic', 'true');
  const actions = make('div', 'nftc-actions');
  const button = make('button', 'nftc-button nftc-primary');
  button.type = 'button';
  button.addEventListener('click', onAction);
  panel.append(heading, intro, status, actions);
  root.append(panel);
  container.append(host);

  return {
    show(text, action) {
      status.textContent = text;
      // Removed rather than hidden: the stylesheet's display rules would show a hidden one.
      if (action === null) button.remove();
      else {
        button.textContent = action;
        actions.append(button);
      }
    },
    remove() {
      button.removeEventListener('click', onAction);
      undo?.();
      host.remove();
    },
  };
}
