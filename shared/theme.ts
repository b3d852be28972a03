/**
 * The channel's theme (specification section 3: style variables applied to the page root) as one CSS
 * rule for the page's <style>. The Merchant API's channel has no theme, so it is configured beside the
 * channel (CHANNEL_THEME, README). Only the stylesheet's own variables are themeable, each with the
 * value shapes it takes; anything else is refused, so a value can neither leave its declaration (no
 * `;`, `}`, `<`, quotes, `url(` or comments pass) nor load anything.
 */
const COLOR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|hsl)a?\(\s*[\d.]+%?(\s*[,\s]\s*[\d.]+%?){2}(\s*[,/]\s*[\d.]+%?)?\s*\))$/i;
const LENGTH = /^(0|\d{1,3}(\.\d{1,3})?(px|rem|em))$/;

export const THEME_VARIABLES: Record<string, RegExp> = {
  ink: COLOR,
  muted: COLOR,
  line: COLOR,
  bg: COLOR,
  accent: COLOR,
  sale: COLOR,
  ok: COLOR,
  radius: LENGTH,
};

export interface Theme {
  /** `:root{--accent:#1a5fb4;…}`, or '' when nothing is themed. */
  css: string;
  /** Names of entries that were refused (unknown variable or a value of the wrong shape). */
  refused: string[];
}

/** A theme from a JSON object of variable names (`accent` or `--accent`) and values. */
export function themeOf(raw: unknown): Theme {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { css: '', refused: [] };
  const declarations: string[] = [];
  const refused: string[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const name = key.replace(/^--/, '');
    const shape = Object.hasOwn(THEME_VARIABLES, name) ? THEME_VARIABLES[name] : undefined;
    if (shape && typeof value === 'string' && shape.test(value.trim()))
      declarations.push(`--${name}:${value.trim()}`);
    else refused.push(key.slice(0, 40));
  }
  return { css: declarations.length ? `:root{${declarations.join(';')}}` : '', refused };
}

/** CHANNEL_THEME's text (JSON); an unreadable one themes nothing and refuses everything. */
export function themeFromConfig(text: string): Theme {
  if (!text.trim()) return { css: '', refused: [] };
  try {
    return themeOf(JSON.parse(text));
  } catch {
    return { css: '', refused: ['CHANNEL_THEME'] };
  }
}
