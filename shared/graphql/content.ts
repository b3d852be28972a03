import { META_FRAGMENT, withFragments } from './fragments';

/** A CMS widget area: content pages ask by alias (original-storefront notes 2.9). */
export const WIDGET_AREA_QUERY = withFragments(`query widgetArea($alias: String, $family: String, $areaName: String, $filters: [PageWidgetCollectionFilterInputType], $customerType: CustomerType, $channelId: String, $languageId: String, $marketId: String) {
  widgetArea(alias: $alias, family: $family, areaName: $areaName, filters: $filters, customerType: $customerType, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    meta { ...Meta } tags
    containers { id layout design widgets { id name configuration } }
  }
}`, META_FRAGMENT);

export const MENU_QUERY = `query getMenuAtLocation($menuLocationId: String, $channelId: String, $languageId: String, $marketId: String) {
  getMenuAtLocation(menuLocationId: $menuLocationId, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    id menuItems { id label canonicalUrl targetBlank order }
  }
}`;
