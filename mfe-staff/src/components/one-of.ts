/** The value a control reported, as one of the options it was given (a schema enum's values), or undefined. */
export function oneOf<Option extends string>(options: readonly Option[], value: string): Option | undefined {
  return options.find((option) => option === value);
}
