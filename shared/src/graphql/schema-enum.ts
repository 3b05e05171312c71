/**
 * A value of a lower-case union as the schema's enum spells it ('highest_rated' → 'HIGHEST_RATED'). The result
 * type is the upper-cased union, so the compiler checks it against the generated enum wherever it is used.
 */
export function toSchemaEnum<Value extends string>(value: Value): Uppercase<Value> {
  return value.toUpperCase() as Uppercase<Value>;
}

/** An enum value of the schema as the lower-case union the site uses ('PHOTO' → 'photo'), checked the same way. */
export function fromSchemaEnum<Value extends string>(value: Value): Lowercase<Value> {
  return value.toLowerCase() as Lowercase<Value>;
}
