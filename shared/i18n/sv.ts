/** Swedish interface texts: the default and the fallback. Params use rosetta's {{name}} syntax. */
export const sv = {
  shop: { name: 'Ralph', tagline: 'Nordisk design för hem och garderob', skipToContent: 'Hoppa till innehållet', home: 'Startsida', mainMenu: 'Huvudmeny', footer: 'Fri frakt över 499 kr · 30 dagars öppet köp · Kundtjänst vardagar 9–17' },
  search: {
    label: 'Sök produkter', placeholder: 'Vad letar du efter?', submit: 'Sök', heading: 'Sökresultat för ”{{term}}”', count: '{{count}} träffar', empty: 'Inga produkter matchade ”{{term}}”. Prova ett annat ord.',
    suggestions: 'Sökförslag', products: 'Produkter', categories: 'Kategorier', brands: 'Varumärken', recent: 'Senaste sökningar', seeAll: 'Visa alla {{count}} träffar', noHits: 'Inga träffar för ”{{term}}”', unavailable: 'Sökförslagen kunde inte hämtas just nu.', hint: 'Använd pilarna för att välja ett förslag.',
  },
  language: { label: 'Språk', switchTo: 'In English', sv: 'Svenska', en: 'English' },
  customerType: { label: 'Priser visas för', person: 'Privatperson', organization: 'Företag', incVat: 'inkl. moms', exVat: 'exkl. moms', switch: 'Byt' },
  notFound: { title: 'Sidan kunde inte hittas', toStart: 'Till startsidan' },
  error: { title: 'Något gick fel', generic: 'Något gick fel. Försök igen och kontakta kundtjänst om det kvarstår', whileShowing: 'Ett fel uppstod när felsidan skulle visas', toStart: 'Till startsidan' },
  home: { title: 'Ralph – nordisk design för hem och garderob', heading: 'Nytt från nordiska märken', intro: 'Kläder, skor, hem och skafferi – fri frakt över 499 kr.', categories: 'Kategorier', newArrivals: 'Nyheter', popular: 'Populärt just nu' },
  brands: { title: 'Varumärken', description: 'Alla varumärken hos Ralph från A till Ö.', letters: 'Varumärken per bokstav' },
  list: {
    count: '{{count}} produkter', seen: 'Du har sett {{shown}} av {{total}} produkter', next: 'Nästa sida', previous: 'Föregående sida', page: 'Sida {{page}}', subCategories: 'Underkategorier', empty: 'Det finns inga produkter här just nu.',
    filters: 'Filtrera', applyFilters: 'Visa produkter', clearAll: 'Rensa alla filter', removeFilter: 'Ta bort filtret {{label}}', activeFilters: 'Valda filter', selectedCount: '{{count}} valda',
    sortBy: 'Sortera', loadMore: 'Visa fler', loadPrevious: 'Visa föregående', firstPage: 'Till första sidan', loading: 'Hämtar produkter…', failed: 'Produkterna kunde inte hämtas. Försök igen.', noMatch: 'Inga produkter matchar filtren. Ta bort ett filter och försök igen.',
    facetValue: '{{label}} ({{count}})',
  },
  sort: { LATEST: 'Nyast', MOST_SOLD: 'Mest populära', PRICE: 'Pris, lägst först', PRICE_DESC: 'Pris, högst först', RELEVANCE: 'Bästa träff' },
  reviews: { title: 'Omdömen', average: '{{score}} av 5 baserat på {{count}} omdömen', none: 'Den här produkten har inga omdömen än.', stars: '{{score}} av 5 stjärnor', loginRequired: 'Du måste logga in för att kunna skriva ett omdöme', pages: 'Sida {{page}} av {{pages}}', previous: 'Nyare omdömen', next: 'Äldre omdömen', paging: 'Bläddra bland omdömen' },
  priceHistory: { title: 'Prishistorik', lowest30: 'Lägsta pris de senaste 30 dagarna: {{price}}', caption: 'Prisändringar de senaste 30 dagarna', date: 'Datum', newPrice: 'Nytt pris', lowest: 'lägst' },
  favorites: { title: 'Favoriter', description: 'Produkterna du har sparat som favoriter.', empty: 'Du har inga favoriter än. Tryck på hjärtat vid en produkt för att spara den här.', toggle: 'Spara {{name}} som favorit', count: '{{count}} favoriter', browse: 'Se nyheterna' },
  news: { title: 'Nyheter', description: 'Alla nya produkter hos Ralph – [count] nyheter just nu.' },
  product: {
    brand: 'Varumärke', size: 'Storlek', pickSize: 'Välj storlek', sizeRequired: 'Du måste välja en storlek först', quantity: 'Antal',
    decrease: 'Minska antal', increase: 'Öka antal', addToCart: 'Lägg i varukorgen', adding: 'Lägger i varukorgen…', added: 'Tillagd i varukorgen',
    onlyLeft: 'Endast {{stock}} kvar i lager', alreadyInCart: 'Du kan inte lägga till fler eftersom du redan har {{quantity}} i din varukorg',
    description: 'Beskrivning', specifications: 'Specifikationer', related: 'Mer från {{category}}', articleNumber: 'Artikelnummer',
    images: 'Produktbilder', chooseSize: 'Välj storlek', colour: 'Färg', soldOut: 'Slutsåld', campaign: 'Kampanj', ratingLabel: '{{score}} av 5 ({{count}} omdömen)',
  },
  stock: {
    inStock: 'I lager', fewLeft: 'Bara {{stock}} kvar', outOfStock: 'Slut i lager', oversellable: 'Beställningsvara', static: 'I lager',
    normalDelivery: 'Normal leveranstid', longerDelivery: 'Lite längre leveranstid', incoming: 'Åter i lager {{date}}',
  },
  price: { regular: 'Ordinarie pris', now: 'Nu', exVatTag: 'exkl. moms', discount: '-{{percent}} %' },
  cart: {
    title: 'Varukorg', open: 'Öppna varukorgen, {{count}} varor', close: 'Stäng varukorgen', empty: 'Din varukorg är tom',
    subtotal: 'Delsumma', shipping: 'Fraktkostnad', estimatedShipping: 'Beräknad fraktkostnad', freeShipping: 'Fri frakt',
    leftToFreeShipping: '{{amount}} kvar till fri frakt', total: 'Totalt', vat: 'Varav moms', discount: 'Rabatt', removeShort: 'Ta bort', remove: 'Ta bort {{name}}',
    decrease: 'Minska antal av {{name}}', increase: 'Öka antal av {{name}}', quantityOf: 'Antal av {{name}}', toCheckout: 'Till kassan',
    outOfStock: 'Det finns inte fler i lager', promoInvalid: 'Koden är inte giltig', promoRequirements: 'Du uppfyller inte villkoren för den här koden', size: 'Storlek: {{size}}', updating: 'Uppdaterar varukorgen…', failed: 'Varukorgen kunde inte uppdateras. Försök igen.',
  },
} as const;
