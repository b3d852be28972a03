const ids = new WeakMap<object, number>();
let lastId = 0;

/** A number for an object, the same for as long as it lives and never another's (cache keys by identity). */
export function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = ++lastId));
  return id;
}
