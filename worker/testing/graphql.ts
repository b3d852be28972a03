import { SELF } from 'cloudflare:test';

/** Sends one operation to the embedded backend through real HTTP in workerd. */
export async function backend<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
) {
  const res = await SELF.fetch('http://shop.test/_commerce/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}
