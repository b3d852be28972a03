/**
 * The header's disclosures (`<details data-disclosure>`: the phone's menu, the market selector) close
 * on Escape, the focus back on their button, and when the shopper clicks or moves the focus outside.
 * The wide screen's menu flyouts (header.css: open on hover and focus) hide on Escape too.
 */
export function enableDisclosures() {
  const all = document.querySelectorAll<HTMLDetailsElement>('details[data-disclosure]');
  for (const details of all)
    details.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    });
  const leave = (e: Event) => {
    for (const details of all)
      if (details.open && !details.contains(e.target as Node)) details.open = false;
  };
  // pointerdown, not click: iOS Safari sends no click to the document for a tap on plain content.
  document.addEventListener('pointerdown', leave);
  document.addEventListener('focusin', leave);
  dismissibleFlyouts();
  // A marker for tests: the disclosures listen.
  document.documentElement.dataset.disclosures = '';
}

/**
 * A flyout that covers the page hides on Escape (WCAG 1.4.13), the focus on its item's own link, until
 * the focus or the pointer leaves the item; Tab then goes to the next item, past the hidden links.
 */
function dismissibleFlyouts() {
  for (const item of document.querySelectorAll<HTMLElement>('.menu > .has-children')) {
    const reset = () => delete item.dataset.dismissed;
    item.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || item.dataset.dismissed != null) return;
      item.dataset.dismissed = '';
      item.querySelector<HTMLElement>('a')?.focus();
    });
    item.addEventListener('focusout', (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) reset();
    });
    item.addEventListener('pointerleave', reset);
  }
}
