import { describe, expect, it } from 'vitest';
import { panelFromQuery, sitePathOr, withoutPanelParams } from './panel-state';

const query = (q: string) => new URLSearchParams(q);

describe('which panel an address opens', () => {
  it('anonymous: login, create and reset as asked; change needs a login first', () => {
    expect(panelFromQuery(query('action=create'), false)).toEqual({
      frame: 'create',
      notice: undefined,
      returnTo: null,
    });
    expect(panelFromQuery(query('action=change'), false)?.frame).toBe('login');
    expect(panelFromQuery(query('action=delete'), false)).toBeNull();
    expect(panelFromQuery(query('notice=auth.loggedIn'), false)).toBeNull();
  });

  it('logged in: only the change frame', () => {
    expect(panelFromQuery(query('action=change'), true)?.frame).toBe('change');
    expect(panelFromQuery(query('action=login'), true)).toBeNull();
    expect(panelFromQuery(query('action=create'), true)).toBeNull();
  });

  it('keeps a known notice and a site path to return to, nothing else', () => {
    expect(
      panelFromQuery(
        query('action=login&notice=auth.sessionEnded&return=/en/my-account/orders'),
        false,
      ),
    ).toEqual({ frame: 'login', notice: 'auth.sessionEnded', returnTo: '/en/my-account/orders' });
    const foreign = panelFromQuery(
      query('action=login&notice=shop.name&return=//evil.example'),
      false,
    );
    expect(foreign).toEqual({ frame: 'login', notice: undefined, returnTo: null });
  });

  it('return paths: site paths only', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', 'sv', '/a b', ''])
      expect(sitePathOr(bad, '/sv'), bad).toBe('/sv');
    expect(sitePathOr('/sv/mina-sidor/ordrar?x=1', '/sv')).toBe('/sv/mina-sidor/ordrar?x=1');
    expect(sitePathOr(`/${'a'.repeat(2000)}`, '/sv')).toBe('/sv');
  });

  it('the page without the panel parameters keeps the rest of its query', () => {
    expect(
      withoutPanelParams(
        new URL('http://x/sv/c/shoes?page=2&action=login&notice=auth.loggedIn&return=/sv'),
      ),
    ).toBe('/sv/c/shoes?page=2');
    expect(withoutPanelParams(new URL('http://x/en?action=reset'))).toBe('/en');
  });
});
