export const OUTDATED_ID = 'outdated-browser';

/**
 * What the bundle needs and cannot polyfill: ES modules (the entry is a module script; without them
 * nothing runs), the ES2022 the bundle is built for (client/build.mjs; `Array.prototype.at` and
 * `Object.hasOwn` are tested for it, since syntax cannot be tested under a CSP without eval), and
 * the platform APIs the islands rely on: fetch with AbortController, BroadcastChannel (cross-tab
 * cart and log-in), IntersectionObserver. Browsers from about 2022 on (Chrome 93, Firefox 92,
 * Safari 15.4) pass.
 */
export const OUTDATED_CHECK = [
  `"noModule" in HTMLScriptElement.prototype`,
  `"at" in Array.prototype`,
  `"hasOwn" in Object`,
  `"fetch" in window`,
  `"AbortController" in window`,
  `"BroadcastChannel" in window`,
  `"IntersectionObserver" in window`,
];

/**
 * The inline check (ES5, runs as the page is parsed, right after the hidden warning): shows the
 * warning when anything is missing. Any error in the check itself counts as missing.
 */
export const OUTDATED_SCRIPT = `(function(){var ok;try{ok=${OUTDATED_CHECK.join('&&')}}catch(e){ok=false}if(!ok){var w=document.getElementById("${OUTDATED_ID}");if(w)w.hidden=false}})();`;
