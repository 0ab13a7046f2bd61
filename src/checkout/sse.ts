/** One server-sent event message. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseParserHandlers {
  onMessage(message: SseMessage): void;
  /** The server asked for another reconnection delay (`retry:` field), in ms. */
  onRetry?(ms: number): void;
}

/**
 * Incremental parser for the text/event-stream format (WHATWG HTML, "server-sent events"):
 * chunks may split lines anywhere, lines end in CRLF, LF or CR, comments start with a colon.
 */
export function createSseParser(handlers: SseParserHandlers) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  // The last event id outlives its message, and an `id:` line sets it even in a message with no
  // data (as browsers' EventSource does): it is what a reconnection resumes from.
  let lastId: string | undefined;

  function dispatch() {
    if (data.length) {
      handlers.onMessage({ id: lastId, event: event || 'message', data: data.join('\n') });
    }
    data = [];
    event = '';
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  }

  return {
    push(chunk: string): void {
      buffer += chunk;
      const endings = /\r\n|\r|\n/g;
      let start = 0;
      for (let match = endings.exec(buffer); match; match = endings.exec(buffer)) {
        // A CR at the very end may be the first half of a CRLF split across chunks.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(start, match.index));
        start = endings.lastIndex;
      }
      buffer = buffer.slice(start);
    },
  };
}
