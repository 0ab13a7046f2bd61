/**
 * One kind of the service's frames as the frames' script sees it: its id, what tells its page
 * apart and its app's start. The kinds are listed once, in frameApps.ts; main.ts starts the app
 * of the kind whose page it is on.
 */
export interface FrameApp {
  id: string;
  /** Ids of elements only this kind's pages hold (one of them on each page). */
  marks: readonly string[];
  /** Starts the app on the page: its stop function, or undefined when it cannot run. */
  start(win: Window): unknown;
}
