/**
 * Takes a form post's one-time result (`?cart=added`, `?notify=invalid`) from the address once the
 * page has moved past it, so that a reload or a shared link does not tell it again.
 */
export function dropFromAddress(param: string) {
  const url = new URL(location.href);
  if (!url.searchParams.has(param)) return;
  url.searchParams.delete(param);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
