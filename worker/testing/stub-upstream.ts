import { vi } from 'vitest';
import { embeddedFetch } from './graphql';

/** How the stub misbehaves: no answer at all, HTTP 500, a body that is not JSON, or JSON of another shape. */
export type Fault = 'hang' | 'http500' | 'malformedJson' | 'wrongShape';
export const FAULTS: Fault[] = ['hang', 'http500', 'malformedJson', 'wrongShape'];

const HOST = 'stub.test';
let runs = 0;

/**
 * A commerce API at https://stub.test/ for fault tests, reached by the app as a remote one
 * (COMMERCE_API_URL) through the Worker's global fetch. It answers as the embedded backend does until
 * told to misbehave for some operations. Each stub has its own endpoint, so cache entries of one test
 * never serve another. Other hosts go to the real fetch; `restore()` puts fetch back.
 */
export function stubUpstream() {
  const endpoint = `https://${HOST}/graphql?run=${++runs}`;
  const calls: string[] = [];
  let faultOf: (operation: string) => Fault | null = () => null;
  let alter: ((operation: string, answer: any) => unknown) | null = null;
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== HOST) return realFetch(input, init);
    const body = await request.text();
    const operation = (JSON.parse(body) as { operationName?: string }).operationName ?? '';
    calls.push(
      `${operation} ${JSON.stringify((JSON.parse(body) as { variables?: unknown }).variables)}`,
    );
    const fault = faultOf(operation);
    // A hung server: nothing until the caller gives up (as a real fetch does on abort).
    if (fault === 'hang')
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    if (fault === 'http500') return new Response('Internal Server Error', { status: 500 });
    if (fault === 'malformedJson')
      return new Response('{"data": {"oops', { headers: { 'content-type': 'application/json' } });
    const res = await embeddedFetch('/graphql', {
      method: 'POST',
      headers: request.headers,
      body,
    });
    if (fault === 'wrongShape')
      // Another API version: every number and boolean comes as a string.
      return Response.json(stringifyScalars(await res.json()));
    return alter ? Response.json(alter(operation, await res.json())) : res;
  });
  return {
    /** COMMERCE_API_URL for the app. */
    endpoint,
    /** `operation variables` of each request, in the order the stub received them. */
    calls,
    /** Misbehave for these operations (all when none are given) until `heal()`. */
    fail(fault: Fault, only?: (operation: string) => boolean) {
      faultOf = (operation) => (!only || only(operation) ? fault : null);
    },
    heal() {
      faultOf = () => null;
      alter = null;
    },
    /** Changes good answers before they are sent (a part of one answer in a shape the shop cannot read). */
    alter(change: (operation: string, answer: any) => unknown) {
      alter = change;
    },
    restore: () => spy.mockRestore(),
  };
}

function stringifyScalars(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(stringifyScalars);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stringifyScalars(v)]));
  return value;
}
