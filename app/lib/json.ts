/**
 * The type a value has after `JSON.stringify` and `JSON.parse`: what a browser receives from an
 * `/api` handler that answers with `res.json(value)`. Dates arrive as ISO strings.
 */
export type Jsonify<T> = T extends Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends readonly (infer Item)[]
      ? Jsonify<Item>[]
      : T extends object
        ? { [Key in keyof T]: Jsonify<T[Key]> }
        : never
