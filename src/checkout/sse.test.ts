import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse.js';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser({
    onMessage: (m) => messages.push(m),
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries };
}

describe('createSseParser', () => {
  it('parses id, event and data', () => {
    const { messages } = parse(['id: 3\nevent: order\ndata: {"a":1}\n\n']);
    expect(messages).toEqual([{ id: '3', event: 'order', data: '{"a":1}' }]);
  });

  it('joins lines split across chunks, in every line-ending style', () => {
    const { messages } = parse(['id: 1\r', '\nevent: ord', 'er\rdata: x\r\n', 'data: y\n', '\n']);
    expect(messages).toEqual([{ id: '1', event: 'order', data: 'x\ny' }]);
  });

  it('skips comments (heartbeats) and empty messages', () => {
    const { messages } = parse([': ping\n\n', '\n', 'data: z\n\n']);
    expect(messages).toEqual([{ id: undefined, event: 'message', data: 'z' }]);
  });

  it('takes the id of a message without data for the next one', () => {
    const { messages } = parse(['id: 4\n\ndata: c\n\n']);
    expect(messages).toEqual([{ id: '4', event: 'message', data: 'c' }]);
  });

  it('keeps the last id for messages without one', () => {
    const { messages } = parse(['id: 7\ndata: a\n\ndata: b\n\n']);
    expect(messages.map((m) => m.id)).toEqual(['7', '7']);
  });

  it('reports retry and ignores a message not yet ended', () => {
    const { messages, retries } = parse(['retry: 2500\n\ndata: unfinished\n']);
    expect(retries).toEqual([2500]);
    expect(messages).toEqual([]);
  });
});
