/**
 * Texts only the server renders: the header's market selector and its notice, the shop's chrome, the
 * lists' counts, filters and sorting, price history, news, and the screens that have no island (start,
 * brands, content, preview, payment failure, confirmation). They stay out of the
 * browser's text chunk (client/texts.ts); an island's texts must not move here (hydration renders them
 * again in the browser).
 */
export const svServer = {
  // The checkout's texts that no island renders (its heading, a line's stock problem) or that
  // nothing shows yet: kept out of the browser's checkout chunk.
  checkout: {
    // An order's rows when the customer's balance paid part of it (confirmation, My account).
    paidWithBalance: 'Betalt med saldo',
    remainingAmount: 'Återstående belopp',
    // Placed without JavaScript before the postcode's options were shown: they are now, one chosen.
    shippingShown:
      'Fraktalternativen för ditt postnummer visas nu. Kontrollera fraktsättet och slutför köpet igen.',
    title: 'Kassan',
    // The checkout after an order (Back from the confirmation): what became of the cart.
    orderPlaced: 'Din beställning är lagd och varukorgen tömd.',
    seeConfirmation: 'Visa orderbekräftelsen',
    promoPlaceholder: 'Skriv din kod här',
    chooseCountryFirst: 'Välj ditt land ovan för att se tillgängliga fraktsätt.',
    postcodePlaceholder: 'Ditt postnummer',
    pay: 'Betala',
    card: 'Kort',
    payLater: 'Betala senare',
    invoice: 'Faktura',
    completeFieldsFirst:
      'Ange ditt postnummer ovan och se till att inga fält är tomma innan du fortsätter.',
    lineSoldOut: 'Produkten tog slut medan du handlade. Ta bort den för att fortsätta.',
    lineFewerLeft: 'Bara {{stock}} kvar. Minska antalet för att fortsätta.',
    cardDeclined: 'Kortet nekades. Prova ett annat kort eller ett annat betalsätt.',
    paymentCancelled: 'Betalningen avbröts och inget har dragits. Välj betalsätt och försök igen.',
    cartChanged:
      'Din varukorg ändrades i en annan flik eller på en annan enhet. Se över beställningen och slutför köpet igen.',
    balanceChanged:
      'Ditt saldo har ändrats sedan sidan visades, så inget har beställts. Se över beloppet och slutför köpet igen.',
    customerTypeChanged:
      'Du bytte mellan privatperson och företag i en annan flik. Se över beställningen och slutför köpet igen.',
  },
  refused: {
    crossOrigin:
      'Det du skickade kom inte från butikens sidor och togs inte emot. Gå tillbaka till butiken och försök igen.',
  },
  market: {
    label: 'Land och valuta',
    choose: 'Välj land och valuta',
    changed: 'Du handlar nu i {{country}} med priser i {{currency}}.',
  },
  paymentFailure: {
    title: 'Ordern kunde inte skapas',
    generic:
      'Något gick fel när din order skulle skapas hos betalleverantören. Gå tillbaka och försök igen.',
    orderNotCreated:
      'Kunde inte skapa order. Möjliga orsaker till detta är att någon produkt är slut i lager eller att det inte finns tillräckligt med saldo på ditt konto.',
    outOfStock:
      'Tyvärr är en produkt i din varukorg slut i lager. Se över varukorgen och försök igen.',
    blockedCustomer: 'Kunde inte skapa order då din användare är blockerad hos betalleverantören',
    cartChanged:
      'Din varukorg har ändrats sedan du gick till betalningen, så inget har dragits. Gå tillbaka till kassan, kontrollera din order och betala igen.',
    balanceChanged:
      'Ditt saldo har ändrats sedan betalningen påbörjades, så inget har dragits. Gå tillbaka till kassan, se över beloppet att betala och betala igen.',
    goBack: 'Gå tillbaka',
  },
  confirmation: {
    title: 'Orderbekräftelse',
    thanks: 'Tack för din beställning!',
    orderNumber: 'Ordernummer {{number}}',
    mailSent: 'En bekräftelse har skickats till {{email}}',
    billingAddress: 'Faktureringsadress',
    shippingAddress: 'Leveransadress',
    paymentMethod: 'Betalsätt',
    shippingMethod: 'Fraktsätt',
    lines: 'Dina varor',
    continueShopping: 'Fortsätt handla',
    quantity: 'Antal: {{count}}',
    mailSoon: 'Inom kort får du en orderbekräftelse med all information om din order via e-post.',
    paymentPending:
      'Betalningen väntar på besked från betalleverantören. Sidan uppdateras av sig själv när svaret kommer.',
    paymentApproved: 'Betalningen är godkänd och din order är bekräftad.',
    paymentFailedTitle: 'Betalningen godkändes inte',
    paymentFailed:
      'Betalleverantören godkände inte betalningen, så ordern är avbruten och inget har dragits. Du är välkommen att beställa igen med ett annat betalsätt.',
    noOrder: 'Här finns ingen order att visa',
    noOrderText:
      'Orderbekräftelsen visas här i en timme efter köpet, i webbläsaren du handlade i. Har du lagt en order har du också fått bekräftelsen med all information om den via e-post.',
    yourOrders: 'Se dina ordrar på Mina sidor',
    backToShop: 'Tillbaka till butiken',
  },
  preview: {
    title: 'Förhandsvisning',
    note: 'Förhandsvisning: så här kommer innehållet att se ut när det publiceras. Sidan syns inte för besökare.',
    unavailable: 'Förhandsvisningen kunde inte visas',
    unavailableText:
      'Länken har gått ut eller gäller inte längre. Öppna förhandsvisningen på nytt från administrationen.',
  },
  home: {
    title: 'Ralph – nordisk design för hem och garderob',
    heading: 'Nytt från nordiska märken',
    intro: 'Kläder, skor, hem och skafferi från nordiska märken.',
    categories: 'Kategorier',
    newArrivals: 'Nyheter',
    popular: 'Populärt just nu',
  },
  content: {
    noProducts: 'Inga produkter att visa just nu.',
    links: 'Länkar',
    products: 'Produkter',
    video: 'Se videon på YouTube',
    infoPages: 'Information',
    footerMenu: 'Information och villkor',
  },
  brands: {
    title: 'Varumärken',
    description: 'Alla varumärken hos Ralph från A till Ö.',
    letters: 'Varumärken per bokstav',
  },
  shop: {
    name: 'Ralph',
    tagline: 'Nordisk design för hem och garderob',
    skipToContent: 'Hoppa till innehållet',
    home: 'Startsida',
    mainMenu: 'Huvudmeny',
    breadcrumbs: 'Du är här',
    menu: 'Meny',
    footer: '30 dagars öppet köp · Kundtjänst vardagar 9–17',
    // issue 13: money (the market's threshold, worker/chrome/free-shipping.ts)
    freeShippingOver: 'Fri frakt över {{amount}}',
  },
  language: {
    label: 'Språk',
    switchTo: 'In English',
    sv: 'Svenska',
    en: 'English',
  },
  notFound: {
    title: 'Sidan kunde inte hittas',
    toStart: 'Till startsidan',
  },
  list: {
    count: '{{count}} [produkt|produkter]',
    countOver: 'Över {{count}} produkter',
    seen: 'Du har sett {{shown}} av {{total}} produkter',
    seenOver: 'Du har sett {{shown}} av över {{total}} produkter',
    page: 'Sida {{page}}',
    subCategories: 'Underkategorier',
    empty: 'Det finns inga produkter här just nu.',
    filters: 'Filtrera',
    applyFilters: 'Visa produkter',
    clearAll: 'Rensa alla filter',
    removeFilter: 'Ta bort filtret {{label}}',
    activeFilters: 'Valda filter',
    selectedCount: '{{count}} [vald|valda]',
    sortBy: 'Sortera',
    applySort: 'Använd sorteringen',
    loadMore: 'Visa fler',
    loadPrevious: 'Visa föregående',
    firstPage: 'Till första sidan',
    loading: 'Hämtar produkter…',
    failed: 'Produkterna kunde inte hämtas. Försök igen.',
    noMatch: 'Inga produkter matchar filtren. Ta bort ett filter och försök igen.',
    facetValue: '{{label}} ({{count}})',
  },
  sort: {
    LATEST: 'Nyast',
    MOST_SOLD: 'Mest populära',
    PRICE: 'Pris, lägst först',
    PRICE_DESC: 'Pris, högst först',
    RELEVANCE: 'Bästa träff',
  },
  priceHistory: {
    title: 'Prishistorik',
    lowest30: 'Lägsta pris 30 dagar före sänkningen: {{price}}',
    caption: 'Prisändringar de senaste 30 dagarna',
    date: 'Datum',
    newPrice: 'Nytt pris',
    lowest: 'lägst',
    // issue 13: money
    reference: 'lägst före sänkningen',
  },
  news: {
    title: 'Nyheter',
    description: 'Alla nya produkter hos Ralph – [count] nyheter just nu.',
  },
  cart: {
    promoInvalid: 'Koden är inte giltig',
    promoRequirements: 'Du uppfyller inte villkoren för den här koden',
    lineRemoved: 'Varan togs bort ur varukorgen',
    lineRemovedNamed: '{{name}} togs bort ur varukorgen',
    // More of a SKU than a line holds (shared/cart-add.ts MAX_LINE_QUANTITY), said by the server.
    tooMany: 'Du kan ha högst {{max}} av en vara i varukorgen',
    // Said once by the page after it (worker/chrome/account-control.tsx, CartNotice).
    notice: {
      merged: 'Vi har lagt ihop varukorgen med den du sparat på kontot.',
      mergedCapped:
        'Vi har lagt ihop varukorgen med den du sparat på kontot. Någon vara begränsades till det antal som går att beställa.',
      lost: 'Varukorgen du hade finns inte kvar, så din varukorg är tom nu. Den kan ha beställts, till exempel på en annan enhet.',
    },
  },
  price: {
    now: 'Nu',
    discount: '-{{percent}} %',
  },
  product: {
    brand: 'Varumärke',
    pickSize: 'Välj storlek',
    description: 'Beskrivning',
    specifications: 'Specifikationer',
    related: 'Mer från {{category}}',
    articleNumber: 'Artikelnummer',
    images: 'Produktbilder',
    chooseSize: 'Välj storlek',
    colour: 'Färg',
    length: 'Längd',
    campaign: 'Kampanj',
    ratingLabel: '{{score}} av 5 ({{count}} [omdöme|omdömen])',
    // A plain add's quantity that is not one (worker/screens/product/cart-answer.ts).
    wholeQuantity: 'Antalet måste vara ett heltal, minst 1',
  },
  favorites: {
    title: 'Favoriter',
    description: 'Produkterna du har sparat som favoriter.',
    empty: 'Du har inga favoriter än. Tryck på hjärtat vid en produkt för att spara den här.',
    count: '{{count}} [favorit|favoriter]',
    browse: 'Se nyheterna',
  },
  reviews: {
    title: 'Omdömen',
    average: '{{score}} av 5 baserat på {{count}} [omdöme|omdömen]',
    none: 'Den här produkten har inga omdömen än.',
    stars: '{{score}} av 5 stjärnor',
    loginRequired: 'Du måste logga in för att kunna skriva ett omdöme',
    // The review form's result without JavaScript, said by the page (not the island's chunk).
    incomplete: 'Omdömet skickades inte: betyg, namn och omdöme måste fyllas i',
    pages: 'Sida {{page}} av {{pages}}',
    previous: 'Nyare omdömen',
    next: 'Äldre omdömen',
    paging: 'Bläddra bland omdömen',
  },
  request: {
    tooLarge: 'Det du skickade var för stort.',
    unreadable: 'Det du skickade kunde inte läsas. Ladda om sidan och försök igen.',
  },
  error: {
    title: 'Något gick fel',
    whileShowing: 'Ett fel uppstod när felsidan skulle visas',
    toStart: 'Till startsidan',
  },
  customerType: {
    label: 'Priser visas för',
    incVat: 'inkl. moms',
    exVat: 'exkl. moms',
    switch: 'Byt',
  },
  search: {
    heading: 'Sökresultat för ”{{term}}”',
    empty: 'Inga produkter matchade ”{{term}}”. Prova ett annat ord.',
    termLength: 'Skriv minst 2 och högst 100 tecken.',
  },
  // The mailed reset link opened while logged in (worker/screens/account/reset-password.tsx).
  resetPage: {
    loggedIn:
      'Du är inloggad som {{email}}. Länken byter lösenord på kontot som den skickades till, vilket kan vara ett annat konto än det du är inloggad med.',
  },
} as const;
