import { describe, expect, it } from 'vitest';
import { themeFromConfig, themeOf } from './theme';

describe("the channel's theme (style variables on the page root)", () => {
  it("turns the stylesheet's own variables into one :root rule", () => {
    expect(themeOf({ accent: '#1a5fb4', '--radius': '4px', sale: 'rgb(164, 22, 26)' })).toEqual({
      css: ':root{--accent:#1a5fb4;--radius:4px;--sale:rgb(164, 22, 26)}',
      refused: [],
    });
    expect(themeOf({ bg: 'hsl(0 0% 100% / 0.9)' }).css).toBe(':root{--bg:hsl(0 0% 100% / 0.9)}');
  });
  it('refuses any other variable, and values that could leave the declaration or load anything', () => {
    const hostile = {
      accent: 'red;}body{display:none',
      ink: '#000</style><script>alert(1)</script>',
      line: 'url(https://evil.example/x.png)',
      bg: 'expression(alert(1))',
      muted: '#123/**/',
      ok: 'var(--x)',
      radius: '1px !important',
      'font-family': 'serif',
      '--x': '#fff',
      constructor: '#fff',
    };
    const theme = themeOf(hostile);
    expect(theme.css).toBe('');
    expect(theme.refused.sort()).toEqual(Object.keys(hostile).sort());
    expect(themeOf({ accent: 42 }).refused).toEqual(['accent']);
    expect(themeOf(['#fff'])).toEqual({ css: '', refused: [] });
  });
  it('reads CHANNEL_THEME as JSON; unreadable text is refused whole', () => {
    expect(themeFromConfig('')).toEqual({ css: '', refused: [] });
    expect(themeFromConfig('{"accent":"#0a0"}').css).toBe(':root{--accent:#0a0}');
    expect(themeFromConfig('{accent: red}').refused).toEqual(['CHANNEL_THEME']);
  });
});
