/** A LIKE pattern matching values that contain `text` as it is (its `\`, `%` and `_` escaped). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
