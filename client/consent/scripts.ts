import { CONSENT_MODE_SCRIPT_ID, CONSENT_ROOT_ID, type Consent } from '../../shared/consent';
import { THIRD_PARTIES, THIRD_PARTY_NAMES, type ThirdPartyName } from '../../shared/third-party';
import { currentConsent } from './state';

/**
 * The third-party loader: each configured script (the banner's `data-scripts`, from the Worker's vars)
 * loads once its category is consented to, never before, with the page's CSP nonce (Tag Manager hands
 * it on to the tags it adds). A loaded script cannot be unloaded: when its consent is withdrawn the
 * page reloads without it.
 */
type Globals = Window & Record<string, unknown>;
type Queue = unknown[] & Record<string, unknown>;

const loaded = new Set<ThirdPartyName>();

/** The vendors' own set-up before their script arrives (queues the script picks up). */
const BEFORE: Record<ThirdPartyName, (id: string, w: Globals) => void> = {
  tagManager: (_, w) => {
    ((w.dataLayer ??= []) as unknown[]).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  },
  heatmap: (id, w) => {
    const queue: unknown[] = [];
    w.hj ??= Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    w._hjSettings = { hjid: Number(id), hjsv: 6 };
  },
  emailMarketing: (_, w) => {
    w._learnq ??= [];
  },
  socialPixel: (id, w) => {
    w.TiktokAnalyticsObject = 'ttq';
    const ttq = (w.ttq ??= []) as Queue;
    const methods = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once'];
    const defer = (target: Queue, method: string) =>
      (target[method] = (...args: unknown[]) => target.push([method, ...args]));
    ttq.methods = methods;
    ttq.setAndDefer = defer;
    for (const method of methods) defer(ttq, method);
    const script = THIRD_PARTIES.socialPixel.src(id).split('?')[0];
    ttq._i = { ...(ttq._i as object), [id]: Object.assign([], { _u: script }) };
    ttq._t = { ...(ttq._t as object), [id]: Date.now() };
    ttq._o = { ...(ttq._o as object), [id]: {} };
    (ttq.page as () => void)();
  },
  insights: (id, w) => {
    w._linkedin_partner_id = id;
    ((w._linkedin_data_partner_ids ??= []) as string[]).push(id);
  },
};

/** The configured scripts and their ids, as the server rendered them on the banner. */
function configured(): [ThirdPartyName, string][] {
  const params = new URLSearchParams(document.getElementById(CONSENT_ROOT_ID)?.dataset.scripts);
  return THIRD_PARTY_NAMES.flatMap((name) => {
    const id = params.get(name);
    return id && THIRD_PARTIES[name].id.test(id) ? [[name, id] as [ThirdPartyName, string]] : [];
  });
}

/** Loads what the choice allows and is not loaded yet; reloads the page when it withdraws a loaded one. */
export function loadAllowedScripts(consent: Consent | null = currentConsent()) {
  const allowed = (name: ThirdPartyName) => !!consent?.[THIRD_PARTIES[name].category];
  if ([...loaded].some((name) => !allowed(name))) {
    location.reload();
    return;
  }
  for (const [name, id] of configured()) {
    if (!allowed(name) || loaded.has(name)) continue;
    loaded.add(name);
    BEFORE[name](id, window as unknown as Globals);
    insert(THIRD_PARTIES[name].src(id));
  }
}

function insert(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = (document.getElementById(CONSENT_MODE_SCRIPT_ID) as HTMLScriptElement | null)
    ?.nonce;
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.appendChild(script);
}
