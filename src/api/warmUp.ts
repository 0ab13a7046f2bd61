// The first parse of a large schema builds its parts (lazySchema.ts) and zod's setup of each
// shape: for the session, one task of 100 ms and more at 4× CPU, while the buyer may be typing.
// Parsing each part on its own first, a task each, spreads that work over many short tasks; the
// answer is still the whole schema's parse, so what is accepted and every issue stay the same.
import { nextTask } from './nextTask.js';

interface Def {
  type: string;
  shape?: Record<string, Part>;
  innerType?: Part;
  element?: Part;
}

/** What the warm-up reads of a zod schema: its definition, and a parse whose result it drops. */
interface Part {
  _zod: { def: Def };
  safeParse(value: unknown): unknown;
}

/** How far into nested objects the parts go: the session's parts and their parts. */
const DEPTH = 2;

const warmed = new WeakSet<object>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses `value`'s parts with `schema`'s, each in a task of its own (a part built on first use
 * is built in its task too), once per schema; then returns.
 */
export async function warmUp(schema: object, value: unknown, depth = DEPTH): Promise<void> {
  if (warmed.has(schema)) return;
  await nextTask();
  const part = schema as Part;
  const def = part._zod.def;
  if (def.innerType && value !== undefined && value !== null) {
    await warmUp(def.innerType, value, depth);
  } else if (def.type === 'object' && def.shape && isRecord(value) && depth > 0) {
    for (const [key, inner] of Object.entries(def.shape)) {
      await warmUp(inner, value[key], depth - 1);
    }
  } else if (def.type === 'array' && def.element && Array.isArray(value) && value.length) {
    await warmUp(def.element, value[0], depth);
  } else {
    part.safeParse(value);
  }
  warmed.add(schema);
}
