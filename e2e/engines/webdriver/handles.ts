import type { BrowsingSession } from './browsingSession.js';
import type { WebDriverSession } from './client.js';

/** What locators and expectations need of their page: the session and its frames. */
export interface FramedPage {
  readonly session: BrowsingSession;
  readonly driver: WebDriverSession;
  /** Runs `work` in the innermost frame of `selector`, with the session to itself. */
  inFrameOf<T>(selector: string, work: (inner: string) => Promise<T>): Promise<T>;
}

/** What a page needs of the context that opened it (`P`: the page type). */
export interface PageOwner<P> {
  readonly session: BrowsingSession;
  /** Each window's address, as last read. */
  readonly lastUrl: Map<string, string>;
  readonly baseURL: string | undefined;
  browser(): { browserType(): { name(): string } };
  forget(page: P): void;
  waitForPage(timeout?: number): Promise<P>;
  waitForClose(page: P, timeout?: number): Promise<P>;
}
