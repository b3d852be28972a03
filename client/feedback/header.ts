/** Scrolling less than this does not move the header (a trackpad's jitter). */
const MIN_DELTA = 4;

/**
 * The header hides while the shopper scrolls down past it and shows again on scrolling up (spec
 * section 4): a class, `header-hidden`, which moves it with a transform only (no layout shift;
 * instant under prefers-reduced-motion, see feedback.css). It stays while something in it is open
 * (the menu, the cart, the search suggestions) or has keyboard focus.
 */
export function watchHeader() {
  const header = document.querySelector<HTMLElement>('.site-header:not(.undistracted)');
  if (!header) return;
  let last = 0;
  let frame = 0;
  const busy = () =>
    !!header.querySelector('details[open], [aria-expanded="true"], :focus-visible');
  const update = () => {
    frame = 0;
    const y = Math.max(0, scrollY);
    if (Math.abs(y - last) < MIN_DELTA) return;
    const hide = y > last && y > header.offsetHeight && !busy();
    header.classList.toggle('header-hidden', hide);
    last = y;
  };
  addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  header.addEventListener('focusin', () => header.classList.remove('header-hidden'));
  update();
}
