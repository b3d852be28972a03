import { describe, expect, it } from 'vitest';
import type { Menu } from '../../shared/types';
import { checkCallSite } from '../testing/cached-html';
import { SearchBoxIsland } from './layout';
import { MainMenu } from './main-menu';

const menu = (label: string): Menu => ({
  items: [
    {
      label,
      path: '/c/clothing',
      newTab: false,
      children: [{ label: 'Tröjor', path: '/c/clothing/tops', newTab: false, children: [] }],
    },
  ],
});

/** The header's cached parts: every prop and the view environment are in their keys. */
describe('layout: cached parts are keyed by all they read', () => {
  it('search box', () => {
    const site = checkCallSite({
      render: SearchBoxIsland,
      props: () => ({ market: 'se' }),
      changes: { market: () => 'fi', query: () => 'skor' },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });

  it('main menu', () => {
    const items = menu('Kläder');
    const site = checkCallSite({
      render: MainMenu,
      props: (e) => ({ menu: items, link: e.link, label: 'Meny' }),
      changes: {
        menu: () => menu('Skor'),
        link: () => ({ locale: 'sv' as const, market: 'se' }),
        label: () => 'Menu',
      },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });
});
