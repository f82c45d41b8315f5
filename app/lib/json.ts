export type Jsonify<T> = T extends Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends readonly (infer Item)[]
      ? Jsonify<Item>[]
      : T extends object
        ? { [Key in keyof T]: Jsonify<T[Key]> }
        : never
