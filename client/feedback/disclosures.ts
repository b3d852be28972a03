/**
 * The header's disclosures (`<details data-disclosure>`: the phone's menu, the market selector) close
 * on Escape, the focus back on their button, and when the shopper clicks or moves the focus outside.
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
  // A marker for tests: the disclosures listen.
  document.documentElement.dataset.disclosures = '';
}
