import { reloadInstead } from '../chunk-load';
import { startWakeReasons } from './wake-reasons';
import { hydrateModule, isAwake, islands, typedIn, wake } from './wake';

/** Events that mean the shopper is using an island: it hydrates (React and its chunk load then). */
const USE = ['pointerdown', 'focusin', 'input', 'change', 'keydown'];
/** Tests and tools ask every island on the page to hydrate with this event on window. */
export const WAKE_ALL_EVENT = 'ralph:wake-islands';

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
const onLink = (target: EventTarget | null) =>
  target instanceof Element && target.closest('a[href]');

/**
 * Islands hydrate when they are used (or for a reason of their own, client/islands/wake-reasons.ts),
 * never all at load: these document-level listeners, part of the entry, wake the island an event
 * happens in. A click on a button that needs React, or a submit of a form that has no action of its
 * own (or is marked `data-hold`: its action is for pages without JavaScript), is held until that island
 * has hydrated and then replayed once, in order; links and other forms that work without JavaScript go
 * ahead as they are (see `hold` for a control used more than once). `<html data-islands="armed">` says the page listens.
 */
export function armIslands() {
  const root = document.documentElement;
  if (root.dataset.islands === 'armed') return;
  for (const type of USE) document.addEventListener(type, onUse, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('pointerover', onHover, { capture: true, passive: true });
  addEventListener(WAKE_ALL_EVENT, () => islands().forEach((island) => void wake(island)));
  reloadInstead(() => sent || [...held.keys()].some(sendNatively));
  startWakeReasons();
  root.dataset.islands = 'armed';
}

/** An island that failed to hydrate, and the browser's own controls do what they can (`sendNatively`). */
const asleep = (island: HTMLElement | null): island is HTMLElement =>
  !!island && !isAwake(island) && !island.hasAttribute('data-native');

function onUse(event: Event) {
  const island = islandOf(event.target);
  if (!asleep(island) || onLink(event.target)) return;
  if (event.type === 'input' || event.type === 'change') {
    const changed = typedIn.get(island) ?? [];
    changed.push(event.target!);
    typedIn.set(island, changed);
  }
  void wake(island);
}

// A mouse over an island fetches React ahead of the click (no hydration yet).
let preloaded = false;
function onHover(event: Event) {
  if (preloaded || (event as PointerEvent).pointerType !== 'mouse' || !islandOf(event.target))
    return;
  preloaded = true;
  void hydrateModule();
}

function onClick(event: MouseEvent) {
  const island = islandOf(event.target);
  if (!asleep(island) || onLink(event.target)) return;
  const button = (event.target as Element).closest('button');
  if (!button || button.disabled || !island.contains(button) || postsItself(button)) {
    void wake(island);
    return;
  }
  hold(island, event, button, () => button.click());
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const island = islandOf(form);
  if (!asleep(island) || answered(form)) return;
  const submitter = event.submitter;
  hold(island, event, submitter ?? form, () => form.requestSubmit(submitter));
}

/**
 * A form the server answers: no script needed. `data-hold` marks one whose action is only for pages
 * without a script (add to cart, the cart button): its use is held like a button's, and a click is
 * replayed as a click, so the island's own guard (an add already under way) still drops the second.
 */
const answered = (form: HTMLFormElement | null) =>
  form?.hasAttribute('action') && !form.hasAttribute('data-hold');

/** A submit button of a form the server answers (or with a target of its own). */
const postsItself = (button: HTMLButtonElement) =>
  button.type === 'submit' && (button.hasAttribute('formaction') || answered(button.form));

const held = new Map<HTMLElement, { control: Element; replay: () => void }[]>();
/** A held use was sent to its server action (sendNatively): the page is on its way. */
let sent = false;

/**
 * Keeps the event from the page (and from React, should it be hydrating already) and replays it once
 * the island is interactive, a task after the one before so React has rendered what it changed. A
 * control used again while held is replayed once: the second click is the shopper's "did it work?",
 * and replaying it would add twice or close the panel the first one opens. A control that counts
 * (`data-replay="each"`, a quantity's "+" and "−") is replayed as often as it was used.
 */
function hold(island: HTMLElement, event: Event, control: Element, replay: () => void) {
  event.preventDefault();
  event.stopImmediatePropagation();
  const queue = held.get(island);
  if (queue) {
    const counts = control.closest('[data-replay="each"]');
    if (counts || !queue.some((entry) => entry.control === control))
      queue.push({ control, replay });
    return;
  }
  held.set(island, [{ control, replay }]);
  wake(island).then(
    async () => {
      for (const next of held.get(island) ?? []) {
        await new Promise((resolve) => setTimeout(resolve));
        next.replay();
      }
      held.delete(island);
    },
    () => sendNatively(island),
  );
}

/**
 * React could not be had (a failed chunk): the first held use that sends a form with an action (a
 * `data-hold` form's submit, after a "+" perhaps) is done again with the island left to the browser,
 * so it posts to its server action as it would without a script (the add is kept; the page that
 * answers is the current one). Uses that need React stay undone.
 */
function sendNatively(island: HTMLElement): boolean {
  const entry = held.get(island)?.find(({ control }) => {
    const form = control instanceof HTMLFormElement ? control : (control as HTMLButtonElement).form;
    return (
      !!form?.hasAttribute('action') &&
      (control === form || (control as HTMLButtonElement).type === 'submit')
    );
  });
  held.delete(island);
  island.setAttribute('data-native', '');
  entry?.replay();
  // Sent: the page is on its way, and a reload would cancel it.
  if (entry) sent = true;
  return !!entry;
}
