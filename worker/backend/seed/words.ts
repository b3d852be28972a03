// Word lists for the demo catalogue. Each entry is [sv, en].
export type Pair = readonly [sv: string, en: string];

export interface LeafSpec {
  alias: string;
  name: Pair;
  items: Pair[];
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

const leaf = (alias: string, name: Pair, sizes: LeafSpec['sizes'], items: Pair[]): LeafSpec => ({
  alias,
  name,
  sizes,
  items,
});

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
          leaf('t-shirts', ['T-shirts', 'T-shirts'], 'clothing', [
            ['t-shirt', 't-shirt'],
            ['linne', 'tank top'],
          ]),
          leaf('sweaters', ['Tröjor', 'Sweaters'], 'clothing', [
            ['tröja', 'sweater'],
            ['cardigan', 'cardigan'],
            ['hoodie', 'hoodie'],
          ]),
          leaf('shirts', ['Skjortor', 'Shirts'], 'clothing', [
            ['skjorta', 'shirt'],
            ['blus', 'blouse'],
          ]),
        ],
      },
      {
        alias: 'bottoms',
        name: ['Underdelar', 'Bottoms'],
        leaves: [
          leaf('jeans', ['Jeans', 'Jeans'], 'clothing', [['jeans', 'jeans']]),
          leaf('trousers', ['Byxor', 'Trousers'], 'clothing', [
            ['byxor', 'trousers'],
            ['chinos', 'chinos'],
          ]),
          leaf('shorts', ['Shorts', 'Shorts'], 'clothing', [['shorts', 'shorts']]),
          leaf('skirts', ['Kjolar', 'Skirts'], 'clothing', [['kjol', 'skirt']]),
        ],
      },
      {
        alias: 'outerwear',
        name: ['Ytterkläder', 'Outerwear'],
        leaves: [
          leaf('jackets', ['Jackor', 'Jackets'], 'clothing', [
            ['jacka', 'jacket'],
            ['regnjacka', 'rain jacket'],
          ]),
          leaf('coats', ['Rockar', 'Coats'], 'clothing', [
            ['rock', 'coat'],
            ['kappa', 'overcoat'],
          ]),
          leaf('vests', ['Västar', 'Vests'], 'clothing', [['väst', 'vest']]),
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
          leaf('sneakers', ['Sneakers', 'Sneakers'], 'shoes', [
            ['sneaker', 'sneaker'],
            ['löparsko', 'running shoe'],
          ]),
          leaf('loafers', ['Loafers', 'Loafers'], 'shoes', [['loafer', 'loafer']]),
        ],
      },
      {
        alias: 'seasonal-shoes',
        name: ['Säsongsskor', 'Seasonal shoes'],
        leaves: [
          leaf('boots', ['Kängor', 'Boots'], 'shoes', [
            ['känga', 'boot'],
            ['stövel', 'high boot'],
          ]),
          leaf('sandals', ['Sandaler', 'Sandals'], 'shoes', [['sandal', 'sandal']]),
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
          leaf('backpacks', ['Ryggsäckar', 'Backpacks'], 'one', [['ryggsäck', 'backpack']]),
          leaf('tote-bags', ['Tygkassar', 'Tote bags'], 'one', [
            ['tygkasse', 'tote bag'],
            ['axelväska', 'shoulder bag'],
          ]),
        ],
      },
      {
        alias: 'headwear',
        name: ['Huvudbonader', 'Headwear'],
        leaves: [
          leaf('beanies', ['Mössor', 'Beanies'], 'one', [['mössa', 'beanie']]),
          leaf('caps', ['Kepsar', 'Caps'], 'one', [['keps', 'cap']]),
        ],
      },
      {
        alias: 'small-accessories',
        name: ['Småaccessoarer', 'Small accessories'],
        leaves: [
          leaf('scarves', ['Halsdukar', 'Scarves'], 'one', [['halsduk', 'scarf']]),
          leaf('gloves', ['Handskar', 'Gloves'], 'clothing', [
            ['handskar', 'gloves'],
            ['vantar', 'mittens'],
          ]),
          leaf('socks', ['Strumpor', 'Socks'], 'shoes', [['strumpor', 'socks']]),
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
          leaf('mugs', ['Muggar', 'Mugs'], 'one', [
            ['mugg', 'mug'],
            ['kopp', 'cup'],
          ]),
          leaf('kitchen-textiles', ['Kökstextil', 'Kitchen textiles'], 'one', [
            ['kökshandduk', 'tea towel'],
            ['förkläde', 'apron'],
          ]),
        ],
      },
      {
        alias: 'textiles',
        name: ['Textilier', 'Textiles'],
        leaves: [
          leaf('blankets', ['Filtar', 'Blankets'], 'one', [
            ['filt', 'blanket'],
            ['pläd', 'throw'],
          ]),
          leaf('towels', ['Handdukar', 'Towels'], 'one', [
            ['handduk', 'towel'],
            ['badlakan', 'bath sheet'],
          ]),
          leaf('cushions', ['Kuddar', 'Cushions'], 'one', [['kudde', 'cushion']]),
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
          leaf('novels', ['Romaner', 'Novels'], 'one', [['roman', 'novel']]),
          leaf('cookbooks', ['Kokböcker', 'Cookbooks'], 'one', [['kokbok', 'cookbook']]),
          leaf('childrens-books', ['Barnböcker', "Children's books"], 'one', [
            ['bilderbok', 'picture book'],
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
          leaf('coffee', ['Kaffe', 'Coffee'], 'volume', [
            ['kaffe', 'coffee'],
            ['espressobönor', 'espresso beans'],
          ]),
          leaf('tea', ['Te', 'Tea'], 'volume', [['te', 'tea']]),
        ],
      },
      {
        alias: 'sweets',
        name: ['Godis', 'Sweets'],
        leaves: [
          leaf('chocolate', ['Choklad', 'Chocolate'], 'volume', [
            ['chokladkaka', 'chocolate bar'],
            ['tryffel', 'truffle'],
          ]),
          leaf('liquorice', ['Lakrits', 'Liquorice'], 'volume', [['lakrits', 'liquorice']]),
        ],
      },
    ],
  },
];

export const ADJECTIVES: Pair[] = [
  ['Klassisk', 'Classic'],
  ['Mjuk', 'Soft'],
  ['Lätt', 'Light'],
  ['Varm', 'Warm'],
  ['Enkel', 'Simple'],
  ['Robust', 'Sturdy'],
  ['Nordisk', 'Nordic'],
  ['Modern', 'Modern'],
  ['Vintage', 'Vintage'],
  ['Elegant', 'Elegant'],
  ['Rustik', 'Rustic'],
  ['Smidig', 'Nimble'],
  ['Exklusiv', 'Premium'],
  ['Skön', 'Comfy'],
  ['Ren', 'Clean'],
];

export const MATERIALS: Pair[] = [
  ['bomull', 'cotton'],
  ['ull', 'wool'],
  ['linne', 'linen'],
  ['läder', 'leather'],
  ['återvunnen polyester', 'recycled polyester'],
  ['lyocell', 'lyocell'],
  ['keramik', 'ceramic'],
  ['ekologisk', 'organic'],
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
