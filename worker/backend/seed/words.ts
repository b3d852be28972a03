// Word lists for the demo catalogue. Each entry is [sv, en].
export type Pair = readonly [sv: string, en: string];

/** Swedish noun class: en-word (utrum), ett-word (neutrum) or a plural noun (byxor, strumpor). */
export type Gender = 'en' | 'ett' | 'pl';
/** What a product is, for the adjectives that fit it (no "Robust lakrits"). */
export type Kind = 'textile' | 'shoe' | 'bag' | 'hard' | 'book' | 'food';

/** Materials: [sv, en]. A product type lists those it is made of (no ceramic blouses). */
export const MATERIALS = {
  cotton: ['bomull', 'cotton'],
  organicCotton: ['ekologisk bomull', 'organic cotton'],
  wool: ['ull', 'wool'],
  linen: ['linne', 'linen'],
  leather: ['läder', 'leather'],
  polyester: ['återvunnen polyester', 'recycled polyester'],
  lyocell: ['lyocell', 'lyocell'],
  ceramic: ['keramik', 'ceramic'],
  stoneware: ['stengods', 'stoneware'],
  porcelain: ['porslin', 'porcelain'],
} as const satisfies Record<string, Pair>;
export type Material = keyof typeof MATERIALS;

/** A product type: its Swedish and English noun, the Swedish noun's gender and its materials. */
export interface ItemSpec {
  sv: string;
  en: string;
  gender: Gender;
  materials: readonly Material[];
}

export interface LeafSpec {
  alias: string;
  name: Pair;
  kind: Kind;
  items: ItemSpec[];
  sizes: 'clothing' | 'shoes' | 'one' | 'volume';
}
export interface BranchSpec {
  alias: string;
  name: Pair;
  leaves: LeafSpec[];
}
export interface DepartmentSpec {
  alias: string;
  name: Pair;
  vat: 25 | 12 | 6;
  branches: BranchSpec[];
}

const item = (
  sv: string,
  en: string,
  gender: Gender,
  materials: readonly Material[] = [],
): ItemSpec => ({ sv, en, gender, materials });

const leaf = (
  alias: string,
  name: Pair,
  sizes: LeafSpec['sizes'],
  kind: Kind,
  items: ItemSpec[],
): LeafSpec => ({ alias, name, sizes, kind, items });

const SHIRTING: Material[] = ['cotton', 'organicCotton', 'linen', 'lyocell'];
const JERSEY: Material[] = ['cotton', 'organicCotton', 'lyocell'];
const KNIT: Material[] = ['wool', 'cotton', 'organicCotton'];

export const DEPARTMENTS: DepartmentSpec[] = [
  {
    alias: 'clothing',
    name: ['Kläder', 'Clothing'],
    vat: 25,
    branches: [
      {
        alias: 'tops',
        name: ['Överdelar', 'Tops'],
        leaves: [
          leaf('t-shirts', ['T-shirts', 'T-shirts'], 'clothing', 'textile', [
            item('t-shirt', 't-shirt', 'en', [...JERSEY, 'linen', 'polyester']),
            item('linne', 'tank top', 'ett', JERSEY),
          ]),
          leaf('sweaters', ['Tröjor', 'Sweaters'], 'clothing', 'textile', [
            item('tröja', 'sweater', 'en', KNIT),
            item('cardigan', 'cardigan', 'en', KNIT),
            item('hoodie', 'hoodie', 'en', ['cotton', 'organicCotton', 'polyester']),
          ]),
          leaf('shirts', ['Skjortor', 'Shirts'], 'clothing', 'textile', [
            item('skjorta', 'shirt', 'en', SHIRTING),
            item('blus', 'blouse', 'en', SHIRTING),
          ]),
        ],
      },
      {
        alias: 'bottoms',
        name: ['Underdelar', 'Bottoms'],
        leaves: [
          leaf('jeans', ['Jeans', 'Jeans'], 'clothing', 'textile', [
            item('jeans', 'jeans', 'pl', ['cotton', 'organicCotton']),
          ]),
          leaf('trousers', ['Byxor', 'Trousers'], 'clothing', 'textile', [
            item('byxor', 'trousers', 'pl', ['cotton', 'organicCotton', 'linen', 'wool']),
            item('chinos', 'chinos', 'pl', ['cotton', 'organicCotton']),
          ]),
          leaf('shorts', ['Shorts', 'Shorts'], 'clothing', 'textile', [
            item('shorts', 'shorts', 'pl', ['cotton', 'organicCotton', 'linen', 'polyester']),
          ]),
          leaf('skirts', ['Kjolar', 'Skirts'], 'clothing', 'textile', [
            item('kjol', 'skirt', 'en', ['cotton', 'linen', 'wool', 'lyocell']),
          ]),
        ],
      },
      {
        alias: 'outerwear',
        name: ['Ytterkläder', 'Outerwear'],
        leaves: [
          leaf('jackets', ['Jackor', 'Jackets'], 'clothing', 'textile', [
            item('jacka', 'jacket', 'en', ['leather', 'wool', 'cotton', 'polyester']),
            item('regnjacka', 'rain jacket', 'en', ['polyester']),
          ]),
          leaf('coats', ['Rockar', 'Coats'], 'clothing', 'textile', [
            item('rock', 'coat', 'en', ['wool', 'cotton']),
            item('kappa', 'overcoat', 'en', ['wool']),
          ]),
          leaf('vests', ['Västar', 'Vests'], 'clothing', 'textile', [
            item('väst', 'vest', 'en', ['wool', 'cotton', 'polyester']),
          ]),
        ],
      },
    ],
  },
  {
    alias: 'shoes',
    name: ['Skor', 'Shoes'],
    vat: 25,
    branches: [
      {
        alias: 'everyday-shoes',
        name: ['Vardagsskor', 'Everyday shoes'],
        leaves: [
          leaf('sneakers', ['Sneakers', 'Sneakers'], 'shoes', 'shoe', [
            item('sneaker', 'sneaker', 'en', ['leather', 'cotton', 'polyester']),
            item('löparsko', 'running shoe', 'en', ['polyester']),
          ]),
          leaf('loafers', ['Loafers', 'Loafers'], 'shoes', 'shoe', [
            item('loafer', 'loafer', 'en', ['leather']),
          ]),
        ],
      },
      {
        alias: 'seasonal-shoes',
        name: ['Säsongsskor', 'Seasonal shoes'],
        leaves: [
          leaf('boots', ['Kängor', 'Boots'], 'shoes', 'shoe', [
            item('känga', 'boot', 'en', ['leather']),
            item('stövel', 'high boot', 'en', ['leather']),
          ]),
          leaf('sandals', ['Sandaler', 'Sandals'], 'shoes', 'shoe', [
            item('sandal', 'sandal', 'en', ['leather']),
          ]),
        ],
      },
    ],
  },
  {
    alias: 'accessories',
    name: ['Accessoarer', 'Accessories'],
    vat: 25,
    branches: [
      {
        alias: 'bags',
        name: ['Väskor', 'Bags'],
        leaves: [
          leaf('backpacks', ['Ryggsäckar', 'Backpacks'], 'one', 'bag', [
            item('ryggsäck', 'backpack', 'en', ['polyester', 'leather', 'cotton']),
          ]),
          leaf('tote-bags', ['Tygkassar', 'Tote bags'], 'one', 'bag', [
            item('tygkasse', 'tote bag', 'en', ['cotton', 'organicCotton', 'linen']),
            item('axelväska', 'shoulder bag', 'en', ['leather', 'cotton']),
          ]),
        ],
      },
      {
        alias: 'headwear',
        name: ['Huvudbonader', 'Headwear'],
        leaves: [
          leaf('beanies', ['Mössor', 'Beanies'], 'one', 'textile', [
            item('mössa', 'beanie', 'en', ['wool', 'cotton']),
          ]),
          leaf('caps', ['Kepsar', 'Caps'], 'one', 'textile', [
            item('keps', 'cap', 'en', ['cotton', 'wool', 'polyester']),
          ]),
        ],
      },
      {
        alias: 'small-accessories',
        name: ['Småaccessoarer', 'Small accessories'],
        leaves: [
          leaf('scarves', ['Halsdukar', 'Scarves'], 'one', 'textile', [
            item('halsduk', 'scarf', 'en', ['wool', 'cotton', 'linen']),
          ]),
          leaf('gloves', ['Handskar', 'Gloves'], 'clothing', 'textile', [
            item('handskar', 'gloves', 'pl', ['leather', 'wool']),
            item('vantar', 'mittens', 'pl', ['wool']),
          ]),
          leaf('socks', ['Strumpor', 'Socks'], 'shoes', 'textile', [
            item('strumpor', 'socks', 'pl', ['cotton', 'organicCotton', 'wool']),
          ]),
        ],
      },
    ],
  },
  {
    alias: 'home',
    name: ['Hem', 'Home'],
    vat: 25,
    branches: [
      {
        alias: 'kitchen',
        name: ['Kök', 'Kitchen'],
        leaves: [
          leaf('mugs', ['Muggar', 'Mugs'], 'one', 'hard', [
            item('mugg', 'mug', 'en', ['ceramic', 'stoneware', 'porcelain']),
            item('kopp', 'cup', 'en', ['ceramic', 'stoneware', 'porcelain']),
          ]),
          leaf('kitchen-textiles', ['Kökstextil', 'Kitchen textiles'], 'one', 'textile', [
            item('kökshandduk', 'tea towel', 'en', ['cotton', 'linen']),
            item('förkläde', 'apron', 'ett', ['cotton', 'linen']),
          ]),
        ],
      },
      {
        alias: 'textiles',
        name: ['Textilier', 'Textiles'],
        leaves: [
          leaf('blankets', ['Filtar', 'Blankets'], 'one', 'textile', [
            item('filt', 'blanket', 'en', ['wool', 'cotton']),
            item('pläd', 'throw', 'en', ['wool', 'cotton', 'linen']),
          ]),
          leaf('towels', ['Handdukar', 'Towels'], 'one', 'textile', [
            item('handduk', 'towel', 'en', ['cotton', 'organicCotton', 'linen']),
            item('badlakan', 'bath sheet', 'ett', ['cotton', 'organicCotton']),
          ]),
          leaf('cushions', ['Kuddar', 'Cushions'], 'one', 'textile', [
            item('kudde', 'cushion', 'en', ['cotton', 'linen', 'wool']),
          ]),
        ],
      },
    ],
  },
  {
    alias: 'books',
    name: ['Böcker', 'Books'],
    vat: 6,
    branches: [
      {
        alias: 'reading',
        name: ['Läsning', 'Reading'],
        leaves: [
          leaf('novels', ['Romaner', 'Novels'], 'one', 'book', [item('roman', 'novel', 'en')]),
          leaf('cookbooks', ['Kokböcker', 'Cookbooks'], 'one', 'book', [
            item('kokbok', 'cookbook', 'en'),
          ]),
          leaf('childrens-books', ['Barnböcker', "Children's books"], 'one', 'book', [
            item('bilderbok', 'picture book', 'en'),
          ]),
        ],
      },
    ],
  },
  {
    alias: 'pantry',
    name: ['Skafferi', 'Pantry'],
    vat: 12,
    branches: [
      {
        alias: 'drinks',
        name: ['Drycker', 'Drinks'],
        leaves: [
          leaf('coffee', ['Kaffe', 'Coffee'], 'volume', 'food', [
            item('kaffe', 'coffee', 'ett'),
            item('espressobönor', 'espresso beans', 'pl'),
          ]),
          leaf('tea', ['Te', 'Tea'], 'volume', 'food', [item('te', 'tea', 'ett')]),
        ],
      },
      {
        alias: 'sweets',
        name: ['Godis', 'Sweets'],
        leaves: [
          leaf('chocolate', ['Choklad', 'Chocolate'], 'volume', 'food', [
            item('chokladkaka', 'chocolate bar', 'en'),
            item('tryffel', 'truffle', 'en'),
          ]),
          leaf('liquorice', ['Lakrits', 'Liquorice'], 'volume', 'food', [
            item('lakrits', 'liquorice', 'en'),
          ]),
        ],
      },
    ],
  },
];

/** An adjective's Swedish forms (en-word, ett-word, plural), its English word and the kinds it fits. */
export interface AdjectiveSpec {
  sv: readonly [en: string, ett: string, pl: string];
  en: string;
  kinds: readonly Kind[];
}
const ALL_KINDS: Kind[] = ['textile', 'shoe', 'bag', 'hard', 'book', 'food'];
const MADE: Kind[] = ['textile', 'shoe', 'bag', 'hard'];
const adjective = (sv: AdjectiveSpec['sv'], en: string, kinds: readonly Kind[]): AdjectiveSpec => ({
  sv,
  en,
  kinds,
});

export const ADJECTIVES: AdjectiveSpec[] = [
  adjective(['Klassisk', 'Klassiskt', 'Klassiska'], 'Classic', ALL_KINDS),
  adjective(['Mjuk', 'Mjukt', 'Mjuka'], 'Soft', ['textile', 'shoe']),
  adjective(['Lätt', 'Lätt', 'Lätta'], 'Light', MADE),
  adjective(['Varm', 'Varmt', 'Varma'], 'Warm', ['textile', 'shoe']),
  adjective(['Enkel', 'Enkelt', 'Enkla'], 'Simple', [...MADE, 'book']),
  adjective(['Robust', 'Robust', 'Robusta'], 'Sturdy', MADE),
  adjective(['Nordisk', 'Nordiskt', 'Nordiska'], 'Nordic', ALL_KINDS),
  adjective(['Modern', 'Modernt', 'Moderna'], 'Modern', [...MADE, 'book']),
  adjective(['Vintage', 'Vintage', 'Vintage'], 'Vintage', [...MADE, 'book']),
  adjective(['Elegant', 'Elegant', 'Eleganta'], 'Elegant', MADE),
  adjective(['Rustik', 'Rustikt', 'Rustika'], 'Rustic', ['textile', 'hard', 'food']),
  adjective(['Smidig', 'Smidigt', 'Smidiga'], 'Nimble', ['shoe', 'bag']),
  adjective(['Exklusiv', 'Exklusivt', 'Exklusiva'], 'Premium', ALL_KINDS),
  adjective(['Skön', 'Skönt', 'Sköna'], 'Comfy', ['textile', 'shoe']),
  adjective(['Ren', 'Rent', 'Rena'], 'Pure', ['food']),
  adjective(['Mild', 'Milt', 'Milda'], 'Mild', ['food']),
  adjective(['Ekologisk', 'Ekologiskt', 'Ekologiska'], 'Organic', ['food']),
];

/** Colour parameter values: [key, sv, en, hex]. */
export const COLOURS: (readonly [string, string, string, string])[] = [
  ['black', 'Svart', 'Black', '#222222'],
  ['white', 'Vit', 'White', '#f4f4f4'],
  ['grey', 'Grå', 'Grey', '#8a8a8a'],
  ['navy', 'Marinblå', 'Navy', '#1f2f5a'],
  ['red', 'Röd', 'Red', '#b3261e'],
  ['green', 'Grön', 'Green', '#2e6b3a'],
  ['beige', 'Beige', 'Beige', '#d8c7a6'],
  ['yellow', 'Gul', 'Yellow', '#e8c33a'],
];

export const BRAND_NAMES = [
  'Nordvik',
  'Fjällstad',
  'Havsbris',
  'Granlund',
  'Björkö',
  'Sjöberg & Co',
  'Lövkulla',
  'Stenhamra',
  'Myrberg',
  'Ekhagen',
  'Saltsjö',
  'Vinterviken',
  'Ljungby Works',
  'Tallmo',
  'Klippan Studio',
  'Årstid',
  'Norrsken',
  'Bergslagen',
  'Kvarnby',
  'Solvik',
  'Rimfrost',
  'Dalarö',
  'Hjortron',
  'Skogsnäs',
  'Vassholmen',
  'Gotlandia',
  'Sälen Supply',
  'Kustlinjen',
  'Mossa',
  'Lingon',
  'Ekorre',
  'Tundra Goods',
  'Fyrväktaren',
  'Strandhem',
  'Ängsö',
  'Blåklint',
  'Sommarö',
  'Järnbärarland',
  'Kronoby',
  'Ulvön',
  'Ödmjuk',
  'Vildhallon',
  'Österlen',
  'Pilgrim North',
];

export const REVIEW_AUTHORS = [
  'Anna',
  'Erik',
  'Maja',
  'Lars',
  'Sara',
  'Johan',
  'Elin',
  'Oskar',
  'Karin',
  'Nils',
  'Ida',
  'Peter',
];
export const REVIEW_COMMENTS: Pair[] = [
  ['Mycket nöjd, precis som beskrivet.', 'Very happy, exactly as described.'],
  ['Bra kvalitet för priset.', 'Good quality for the price.'],
  ['Lite mindre än väntat.', 'A bit smaller than expected.'],
  ['Snabb leverans och fin produkt.', 'Fast delivery and a lovely product.'],
  ['Helt okej, inget speciellt.', 'Fine, nothing special.'],
  ['Köper gärna igen!', 'Would buy again!'],
];

export const SIZE_SETS = {
  clothing: ['XS', 'S', 'M', 'L', 'XL'],
  shoes: ['38', '39', '40', '41', '42', '43', '44', '45'],
  one: ['One size'],
  volume: ['250 g', '500 g', '1 kg'],
} as const;
