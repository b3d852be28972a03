/**
 * Texts only the server renders: the header's market selector and its notice, and the screens that have
 * no island (start, brands, content, preview, payment failure, confirmation). They stay out of the
 * browser's text chunk (client/texts.ts); an island's texts must not move here (hydration renders them
 * again in the browser).
 */
export const svServer = {
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
} as const;
