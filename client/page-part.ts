/**
 * Fetches a page's in-place part (the Worker answers `X-Fragment: <kind>` with that part alone). A newer
 * call aborts the older one; `busy` carries aria-busy while a call is out. Resolves to null when the call
 * was replaced by a newer one, and throws when the part could not be fetched.
 */
export function pagePartFetcher(kind: 'list' | 'product', busy: Element) {
  let inflight: AbortController | null = null;
  return async (
    url: string,
  ): Promise<{ content: DocumentFragment; title: string | null } | null> => {
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    busy.setAttribute('aria-busy', 'true');
    try {
      const res = await fetch(url, {
        headers: { 'x-fragment': kind },
        signal: controller.signal,
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const template = document.createElement('template');
      template.innerHTML = await res.text();
      const title = res.headers.get('x-page-title');
      return { content: template.content, title: title ? decodeURIComponent(title) : null };
    } catch (error) {
      if (controller.signal.aborted) return null;
      throw error;
    } finally {
      if (inflight === controller) busy.removeAttribute('aria-busy');
    }
  };
}
