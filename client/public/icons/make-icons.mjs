// Renders the app icons (PNG) from SVG in Debian's Chromium, offline: `node client/public/icons/make-icons.mjs`.
// The PNGs are committed; run this again only when the design changes. client/build.mjs copies the PNGs
// (not this script) to dist/client/icons/.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const DARK_GREY = '#333333';
const FONT = "Georgia, 'Liberation Serif', 'DejaVu Serif', serif";
const letter = (size, fontSize, y) =>
  `<text x="${size / 2}" y="${y}" font-family="${FONT}" font-size="${fontSize}" text-anchor="middle" fill="#fff">R</text>`;

/** The favicon's design (a rounded dark square with a white R), at any size; transparent corners. */
const rounded = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
  `<rect width="${size}" height="${size}" rx="${(size * 6) / 32}" fill="${DARK_GREY}"/>` +
  letter(size, size * 0.625, size * 0.72) +
  '</svg>';

/**
 * Full bleed (maskable and Apple touch): the platform cuts the shape, so the square is filled edge to edge
 * and the letter stays inside the central circle of 80 % that every mask keeps (`scale` of the size).
 */
const fullBleed = (size, scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
  `<rect width="${size}" height="${size}" fill="${DARK_GREY}"/>` +
  letter(size, size * scale, size / 2 + size * scale * 0.35) +
  '</svg>';

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded(192) },
  { file: 'icon-512.png', size: 512, svg: rounded(512) },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(512, 0.42) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(180, 0.55) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({
      viewport: { width: size, height: size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page.screenshot({
      path: fileURLToPath(new URL(file, import.meta.url)),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
