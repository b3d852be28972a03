import type { PayLang } from './texts';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A hosted payment page: plain HTML, no script, no inline style (the Worker's CSP allows neither
 * without its nonce), its one stylesheet under /_commerce/pay/.
 */
export function payPage(
  lang: PayLang,
  parts: { title: string; body: string; status?: number },
): Response {
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(parts.title)}</title>
<link rel="stylesheet" href="/_commerce/pay/pay.css">
</head>
<body>
<main>
<h1>${escapeHtml(parts.title)}</h1>
${parts.body}
</main>
</body>
</html>`;
  return new Response(html, {
    status: parts.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}

export const PAY_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f4;color:#222}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #ddd}
h1{font-size:1.4rem;margin-top:0}
label{display:block;margin-top:1rem;font-weight:600}
fieldset label{display:inline;font-weight:400}
fieldset{border:1px solid #ccc;margin-top:1rem}
input[type=text],input:not([type]){width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #767676}
button{margin-top:1.5rem;padding:.8rem 1.2rem;font:inherit;background:#222;color:#fff;border:0;cursor:pointer}
.amount{font-size:1.2rem;font-weight:700}
.hint{color:#555;font-size:.9rem}
.error{color:#b00020;font-weight:600}
a{color:#0645ad}
:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}`;
