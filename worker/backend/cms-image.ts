/**
 * The demo CMS's one picture (every /pagewidget/ file name gets it): a Nordic landscape drawn as SVG.
 * It is detailed on purpose: a near-empty image is "low-content" to browsers, which then do not count
 * it as the page's largest paint, and a real shop's hero photo always counts.
 */
function landscape(): string {
  const trees: string[] = [];
  // A deterministic forest along the hills: position, height and shade from a small LCG.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 46; i++) {
    const x = Math.round(next() * 800),
      base = Math.round(330 + next() * 60 + (x > 420 && x < 640 ? 25 : 0)),
      h = Math.round(38 + next() * 46);
    const shade = ['#3d5a40', '#46664a', '#567a55', '#2f4a34'][i % 4];
    trees.push(
      `<path d="M${x} ${base - h}L${x + Math.round(h / 3)} ${base}H${x - Math.round(h / 3)}Z" fill="${shade}"/><rect x="${x - 2}" y="${base}" width="4" height="8" fill="#5b4636"/>`,
    );
  }
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${Math.round(640 + Math.cos(a) * 66)}" y1="${Math.round(120 + Math.sin(a) * 66)}" x2="${Math.round(640 + Math.cos(a) * 92)}" y2="${Math.round(120 + Math.sin(a) * 92)}"/>`;
  }).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">' +
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0ea"/><stop offset="1" stop-color="#f1ece3"/></linearGradient>' +
    '<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa3b5"/><stop offset="1" stop-color="#4f7386"/></linearGradient></defs>' +
    '<rect width="800" height="500" fill="url(#sky)"/>' +
    `<g stroke="#e8c33a" stroke-width="6" stroke-linecap="round">${rays}</g><circle cx="640" cy="120" r="52" fill="#e8c33a"/>` +
    '<g fill="#fff" opacity=".85"><ellipse cx="170" cy="90" rx="70" ry="22"/><ellipse cx="220" cy="78" rx="50" ry="20"/><ellipse cx="420" cy="140" rx="60" ry="16"/></g>' +
    '<path d="M0 300 L140 200 L260 270 L380 180 L520 260 L640 210 L800 290 V500 H0Z" fill="#a9b7a0"/>' +
    '<path d="M0 360 L220 250 L380 330 L520 260 L800 370 V500 H0Z" fill="#8a9a7b"/>' +
    '<path d="M0 420 Q200 380 400 410 T800 400 V500 H0Z" fill="#6f8463"/>' +
    '<path d="M300 440 Q420 420 560 440 Q600 470 520 480 Q400 492 320 474 Q270 458 300 440Z" fill="url(#lake)"/>' +
    trees.join('') +
    '<path d="M0 470 Q400 455 800 475 V500 H0Z" fill="#5d7152"/></svg>'
  );
}

export const CMS_IMAGE_SVG = landscape();
