import { localise, type LinkContext } from '../../shared/routes';
import type { Menu, MenuItem } from '../../shared/types';
import type { Shop } from '../context';

/** The menu locations the header and the footer show (the original storefront's names for them). */
export const MAIN_MENU_LOCATION = 'main-desktop';
export const FOOTER_MENU_LOCATION = 'footer-first';

/**
 * The header's menu from getMenuAtLocation. An account without that location, or an API that fails to
 * answer, gets the top-level categories instead, so the header always leads somewhere.
 */
export async function loadMainMenu(shop: Shop): Promise<Menu> {
  // Both at once: a slow API costs one deadline, not two. The category tree is usually asked for by
  // the page anyway (breadcrumbs), so the client's in-flight map makes it one request.
  const [menu, categories] = await Promise.all([
    shop.catalogue.menu(MAIN_MENU_LOCATION),
    shop.catalogue.categories(),
  ]);
  if (menu?.items.length) return menu;
  return {
    items: categories
      .filter((c) => c.parentId === 0)
      .map((c) => ({ label: c.name, path: c.path, newTab: false, children: [] })),
  };
}

/** Every item of a menu, children included. */
export const flattenMenu = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((i) => [i, ...flattenMenu(i.children)]);

/**
 * Top-level links with their sub-menus as nested lists, no script: on wide screens sub-menus open on
 * hover and on keyboard focus within; on phones the menu sits behind one disclosure button and lists
 * the second level under each item. Every top-level item is also a page that lists the same links.
 */
export function MainMenu({ menu, link, label }: { menu: Menu; link: LinkContext; label: string }) {
  return (
    <details className="menu-panel" data-disclosure="">
      <summary>{label}</summary>
      <ul className="menu">
        {menu.items.map((item) => (
          <MenuEntry key={item.path} item={item} link={link} depth={1} />
        ))}
      </ul>
    </details>
  );
}

function MenuEntry({ item, link, depth }: { item: MenuItem; link: LinkContext; depth: number }) {
  const external = /^https?:/i.test(item.path);
  return (
    <li className={item.children.length ? 'has-children' : undefined}>
      <a
        href={external ? item.path : localise(link, item.path)}
        {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {item.label}
      </a>
      {item.children.length && depth < 3 ? (
        <ul className={`submenu level-${depth + 1}`}>
          {item.children.map((c) => (
            <MenuEntry key={c.path} item={c} link={link} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
