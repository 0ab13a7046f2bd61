export interface FieldStats {
  isLTM: boolean;
  paste: number;
  clipboard: number;
  autofill: number;
  expertKeys: number;
  visits: number;
  spans: number[];
  focusedAt: number | undefined;
}

const EXPERT_KEYS = ['Tab', 'Home', 'End'];

/**
 * Light behaviour data for the risk engine: how fields are used (paste, autofill, expert keys,
 * time per field, returns to a field), never what is typed. Handlers read only event types,
 * `inputType` and modifier flags.
 */
export function createBehaviourRecorder(now: () => number = () => performance.now()) {
  const startedAt = now();
  const fields = new Map<string, FieldStats>();
  let contextSwitches = 0;

  const stats = (name: string, isLTM: boolean): FieldStats => {
    let entry = fields.get(name);
    if (!entry) {
      entry = {
        isLTM,
        paste: 0,
        clipboard: 0,
        autofill: 0,
        expertKeys: 0,
        visits: 0,
        spans: [],
        focusedAt: undefined,
      };
      fields.set(name, entry);
    }
    return entry;
  };

  return {
    /** Event handlers to spread on one input. */
    handlers(name: string, isLTM: boolean) {
      return {
        onFocus() {
          const s = stats(name, isLTM);
          s.visits++;
          if (s.visits > 1) contextSwitches++;
          s.focusedAt = now();
        },
        onBlur() {
          const s = stats(name, isLTM);
          if (s.focusedAt !== undefined) s.spans.push(Math.round(now() - s.focusedAt));
          s.focusedAt = undefined;
        },
        onPaste() {
          const s = stats(name, isLTM);
          s.paste++;
          s.clipboard++;
        },
        onCopy() {
          stats(name, isLTM).clipboard++;
        },
        onCut() {
          stats(name, isLTM).clipboard++;
        },
        onInput(event: Event) {
          // Pastes are counted by onPaste; Firefox and Safari mark autofill this way.
          if ((event as InputEvent).inputType === 'insertReplacementText') {
            stats(name, isLTM).autofill++;
          }
        },
        /** Chrome's autofill runs the `nftc-autofill` animation (see styles). */
        onAnimationStart(event: AnimationEvent) {
          if (event.animationName === 'nftc-autofill') stats(name, isLTM).autofill++;
        },
        onKeyDown(event: KeyboardEvent) {
          if (event.ctrlKey || event.metaKey || EXPERT_KEYS.includes(event.key)) {
            stats(name, isLTM).expertKeys++;
          }
        },
      };
    },
    /** What was recorded so far, read when the data is sent (behaviourSnapshot.ts). */
    recorded: () => ({ fields, contextSwitches, elapsedMs: Math.round(now() - startedAt) }),
  };
}

export type BehaviourRecorder = ReturnType<typeof createBehaviourRecorder>;
export type FieldBehaviourHandlers = ReturnType<BehaviourRecorder['handlers']>;
