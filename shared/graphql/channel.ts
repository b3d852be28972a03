export const CHANNEL_QUERY = `query channel($channelId: String) {
  channel(channelId: $channelId) {
    defaultMarketId
    markets { id defaultLanguageId alias virtual onlyDisplayInCheckout groupKey allowedLanguages { id name code } country { name code } currency { name code } }
  }
}`;
