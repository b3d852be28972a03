import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Stays reachable while a modal is open: a notification must still be announced. */
const KEEP = '#notifications, #loading-indicator';

/**
 * A modal dialog's rules while `open` (the cart panel, the account panel): focus moves inside (to its
 * first field, else its first control, unless something inside already has it), Tab and Shift+Tab
 * stay inside, Escape calls `onClose`, the rest of the page is `inert` (neither clicks, focus nor a
 * screen reader's cursor reach it), and on closing focus returns to what had it before (when that
 * is gone: `fallback`). Returns the ref for the dialog element.
 */
export function useModal<T extends HTMLElement = HTMLDivElement>(
  open: boolean,
  onClose: () => void,
  fallback?: () => HTMLElement | null,
) {
  const dialog = useRef<T>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    const root = dialog.current;
    if (!open || !root) return;
    // What had focus before the dialog took it (not known when a field inside took it first).
    const opener = root.contains(document.activeElement)
      ? null
      : (document.activeElement as HTMLElement | null);
    if (!root.contains(document.activeElement))
      root.querySelector<HTMLElement>('input:not([type=hidden]), ' + FOCUSABLE)?.focus();
    const released = makeRestInert(root);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return close.current();
      if (e.key !== 'Tab') return;
      const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = root.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      released();
      // Focus still in the closing dialog, or lost with it: back to the opener.
      const active = document.activeElement;
      if (active && active !== document.body && !root.contains(active)) return;
      const back =
        opener?.isConnected && opener !== document.body ? opener : fallbackRef.current?.();
      back?.focus();
    };
  }, [open]);
  return dialog;
}

/** Marks every element beside the path from <body> to `root` inert; returns the undo. */
function makeRestInert(root: HTMLElement): () => void {
  const marked: HTMLElement[] = [];
  for (
    let node: HTMLElement | null = root;
    node && node !== document.body;
    node = node.parentElement
  )
    for (const sibling of node.parentElement?.children ?? [])
      if (
        sibling !== node &&
        sibling instanceof HTMLElement &&
        !sibling.inert &&
        !sibling.matches(`${KEEP}, script, style`)
      ) {
        sibling.inert = true;
        marked.push(sibling);
      }
  return () => {
    for (const element of marked) element.inert = false;
  };
}
