/**
 * CMS HTML (HTML and Rich text widgets) made safe to put in a page, with the Workers HTMLRewriter: an
 * allowlist of tags and attributes; scripts, styles, frames, forms and event handlers go; links and
 * images keep only http(s), mailto, tel and site-relative URLs. (The original injected it as is and even
 * re-ran its scripts.)
 */
const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'span',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
]);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
  'svg',
  'math',
  'frame',
  'frameset',
]);
const ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
};
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

export async function sanitizeHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter().on('*', {
    element(el) {
      const tag = el.tagName.toLowerCase();
      if (DROPPED.has(tag)) {
        el.remove();
        return;
      }
      if (!ALLOWED.has(tag)) {
        el.removeAndKeepContent();
        return;
      }
      const allowed = ATTRIBUTES[tag];
      for (const [name, value] of [...(el.attributes as unknown as Iterable<[string, string]>)]) {
        const keep =
          allowed?.has(name) &&
          (name !== 'href' && name !== 'src' ? true : SAFE_URL.test(value.trim()));
        if (!keep) el.removeAttribute(name);
      }
      if (tag === 'a' && /^https?:/i.test(el.getAttribute('href') ?? ''))
        el.setAttribute('rel', 'noopener');
      if (tag === 'img') el.setAttribute('loading', 'lazy');
    },
  });
  return rewriter
    .transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }))
    .text();
}
