/** The members of every part of a union as one type: `A | B` → `A & B`. */
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  part: infer I,
) => void
  ? I
  : never;

/** The calls a list of slices' call makers gives, as one object type. */
export type CallsOf<L extends readonly ((context: never) => object)[]> = Intersection<
  ReturnType<L[number]>
>;
