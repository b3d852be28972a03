import { vi } from 'vitest';

/** What `run` returned, and the lines the Worker logged as errors while it ran (kept off the output). */
export async function errorsDuring<T>(run: () => Promise<T>) {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const result = await run();
    const lines = logged.mock.calls.map((call) => call.join(' '));
    return { result, lines, said: lines.join('\n') };
  } finally {
    logged.mockRestore();
  }
}
