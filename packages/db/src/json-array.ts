/**
 * A select's rows as the JSON array text a reply sends as is (a string with a JSON type is not serialized again):
 * no reply schema parses the rows and no mapping copies them. The select names its columns as the JSON's fields, in
 * their order, each as the JSON should read: an instant as text through `isoInstant`, which pg reads as a string
 * instead of parsing a Date that `toISOString` then writes back.
 * Not json_agg (PostgREST's way): PostgreSQL 15 writes JSON slowly, and the report rows page took 3.1–3.4 ms so
 * against 2.3–2.9 ms this way, in the same runs (bench/README.md).
 */
export const jsonArray = async (rows: { execute(): Promise<unknown[]> }): Promise<string> =>
  JSON.stringify(await rows.execute());
