import { beforeEach, describe, expect, it } from 'vitest';
import { BACKOFF_MS, refreshGate } from './refresh-gate';

describe('refresh gate (single-flight stale-while-revalidate)', () => {
  beforeEach(() => refreshGate.clear());

  it('lets one refresh per key run at a time', () => {
    expect(refreshGate.tryStart('a', 0)).toBe(true);
    expect(refreshGate.tryStart('a', 1)).toBe(false);
    expect(refreshGate.tryStart('b', 1)).toBe(true);
    refreshGate.succeeded('a');
    expect(refreshGate.tryStart('a', 2)).toBe(true);
  });

  it('after a failure, no refresh of that key until the back-off has passed', () => {
    refreshGate.tryStart('a', 0);
    refreshGate.failed('a', 1000);
    expect(refreshGate.tryStart('a', 1000 + BACKOFF_MS - 1)).toBe(false);
    expect(refreshGate.tryStart('a', 1000 + BACKOFF_MS)).toBe(true);
  });

  it('takes a refresh that never settled for lost after a minute', () => {
    refreshGate.tryStart('a', 0);
    expect(refreshGate.tryStart('a', 59_999)).toBe(false);
    expect(refreshGate.tryStart('a', 60_000)).toBe(true);
  });
});
