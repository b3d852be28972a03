import { META_FRAGMENT, withFragments } from './fragments';

/**
 * A CMS widget area (original-storefront notes 2.9): content pages ask by alias, the start page by family
 * and area name, the preview page with `preview: true` and the admin's token as the bearer.
 */
export const WIDGET_AREA_QUERY = withFragments(
  `query widgetArea($alias: String, $family: String, $areaName: String, $filters: [PageWidgetCollectionFilterInputType], $customerType: CustomerType, $preview: Boolean, $channelId: String, $languageId: String, $marketId: String) {
  widgetArea(alias: $alias, family: $family, areaName: $areaName, filters: $filters, customerType: $customerType, preview: $preview, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    meta { ...Meta } tags
    containers { id layout design widgets { id name configuration } }
  }
}`,
  META_FRAGMENT,
);

/** A menu with its children: the API nests three levels (original-storefront notes 2.3). */
export const MENU_QUERY = `query getMenuAtLocation($menuLocationId: String, $channelId: String, $languageId: String, $marketId: String) {
  getMenuAtLocation(menuLocationId: $menuLocationId, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    id menuItems { ...MenuItem children { ...MenuItem children { ...MenuItem } } }
  }
}
fragment MenuItem on MenuItemType { id label canonicalUrl targetBlank order }`;
