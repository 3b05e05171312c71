/**
 * One value per key object, made on first use and dropped with the object: a batch loader per request
 * context, prepared queries per database.
 */
export function onePer<Key extends object, Value>(create: (key: Key) => Value) {
  const values = new WeakMap<Key, Value>();
  return (key: Key): Value => {
    let value = values.get(key);
    if (value === undefined) {
      value = create(key);
      values.set(key, value);
    }
    return value;
  };
}
