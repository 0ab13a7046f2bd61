import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJson, readBody, requireJsonContentType } from './body.js';
import type { RequestContext, Services } from './context.js';

/**
 * One request's context, as the app hands it to a handler. The query is parsed and the body read
 * the first time a handler asks for them; most requests need neither.
 */
export class AppRequestContext implements RequestContext {
  #query: URLSearchParams | undefined;
  #body: Promise<unknown> | undefined;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    /** The request target (path and query). */
    readonly url: string,
    readonly path: string,
    readonly params: Record<string, string>,
    readonly requestId: string,
    readonly services: Services,
    readonly origin: string,
  ) {}

  get query(): URLSearchParams {
    const at = this.url.indexOf('?');
    this.#query ??= new URLSearchParams(at === -1 ? '' : this.url.slice(at + 1));
    return this.#query;
  }

  body(): Promise<unknown> {
    this.#body ??= this.#read();
    return this.#body;
  }

  async #read(): Promise<unknown> {
    requireJsonContentType(this.req);
    return parseJson(await readBody(this.req, this.services.settings.bodyLimitBytes));
  }
}
