import type { Ref } from 'preact';
import { strings } from '../../strings.js';

export interface ErrorSummaryItem {
  /** id of the field the message is about; none for a problem that is no field's. */
  target?: string | undefined;
  message: string;
}

export interface ErrorSummaryProps {
  /** Prefix of the ids inside (the title's), unique within the checkout. */
  id: string;
  items: readonly ErrorSummaryItem[];
  /** The form moves focus here after a failed submit. */
  containerRef?: Ref<HTMLDivElement> | undefined;
}

/** Moves focus to the field; the link's own `#id` would change the host page's URL. */
function focusTarget(event: MouseEvent, id: string) {
  event.preventDefault();
  const link = event.currentTarget as HTMLElement;
  const root = link.getRootNode() as Document | ShadowRoot;
  root.getElementById(id)?.focus();
}

/**
 * The errors of a failed submit at the top of its form (GOV.UK pattern): an alert titled
 * "There is a problem", with one link per field, in the words shown beside the field.
 */
export function ErrorSummary({ id, items, containerRef }: ErrorSummaryProps) {
  const title = `${id}-title`;
  return (
    <div
      class="nftc-error-summary"
      ref={containerRef}
      role="alert"
      aria-labelledby={title}
      tabIndex={-1}
    >
      <h3 class="nftc-error-summary-title" id={title}>
        {strings.errorSummary.title}
      </h3>
      <ul class="nftc-error-summary-list">
        {items.map(({ target, message }) => (
          <li key={target ?? message}>
            {target ? (
              <a href={`#${target}`} onClick={(event) => focusTarget(event, target)}>
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
