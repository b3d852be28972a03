import { enOffline } from '../../shared/i18n/en-offline';
import { svOffline, type OfflineMessages } from '../../shared/i18n/sv-offline';
import { LOCALES, type Locale } from '../../shared/locales';
import { ICONS, manifestPath, offlinePath } from './paths';

/** The page's `theme-color` (worker/chrome/document.tsx THEME_COLOR; a browser test compares them). */
export const THEME_COLOR = '#333333';
const TEXTS: Record<Locale, OfflineMessages> = { sv: svOffline, en: enOffline };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The web app manifest of a language: the same app (`id`) in either language, started on that
 * language's start page (which redirects to the visitor's market when markets are in the path).
 */
export function manifestOf(locale: Locale) {
  const t = TEXTS[locale].manifest;
  return {
    id: '/',
    lang: locale,
    dir: 'ltr',
    name: t.name,
    short_name: t.shortName,
    description: t.description,
    start_url: `/${locale}`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * The page a navigation gets from the service worker without a network. Static and self-contained (no
 * script file, no stylesheet, nothing personal); it reloads itself when the connection returns.
 */
export function offlinePage(locale: Locale): string {
  const t = TEXTS[locale].offline;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escapeHtml(t.title)}</title>
<link rel="manifest" href="${manifestPath(locale)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#222;background:#fff;line-height:1.5}
header{background:${THEME_COLOR};color:#fff;padding:.75rem 1rem;font:600 1.25rem Georgia,serif}
main{max-width:36rem;margin:3rem auto;padding:0 1rem}
h1{font-size:1.75rem;margin:0 0 .5rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-top:1.5rem}
a{color:#222;min-height:44px;display:inline-flex;align-items:center}
.button{background:${THEME_COLOR};color:#fff;padding:0 1.25rem;border-radius:4px;text-decoration:none}
a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
</style>
</head>
<body>
<header>Ralph</header>
<main>
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.text)}</p>
<p class="actions"><a class="button" href="">${escapeHtml(t.retry)}</a><a href="/${locale}">${escapeHtml(t.toStart)}</a></p>
</main>
<script>addEventListener('online', function () { location.reload(); });</script>
</body>
</html>
`;
}

/** The files the client build writes next to the bundle (paths relative to dist/client). */
export function staticFiles(): Record<string, string> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => [
      [`${offlinePath(locale).slice(1)}.html`, offlinePage(locale)],
      [manifestPath(locale).slice(1), `${JSON.stringify(manifestOf(locale), null, 2)}\n`],
    ]),
  );
}
