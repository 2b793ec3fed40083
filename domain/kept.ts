/**
 * A store of values made once per key, on first use: for Intl formats and rules, which cost far
 * more to build than to use. `kept(key, make)` answers the value kept for `key`, making it with
 * `make` the first time.
 */
export function keptPerKey<V>(): (key: string, make: () => V) => V {
  const values = new Map<string, V>();
  return (key, make) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make();
      values.set(key, value);
    }
    return value;
  };
}
