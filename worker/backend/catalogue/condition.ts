/** A piece of SQL over `products p` joined with `prices pr`, with its bound parameters. */
export interface Condition {
  sql: string;
  params: (string | number)[];
}
