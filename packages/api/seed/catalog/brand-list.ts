import { t, type Texts } from '../text.ts';

export interface BrandSpec {
  name: string;
  city: Texts;
  founded: number;
  /** Category keys the brand makes products for; it is picked for those only. */
  focus: string[];
  craft: Texts;
  brandstore?: boolean;
}

const TAILORING = ['pakken', 'colberts', 'broeken'];

/** The brands in position order; the house brand comes first. */
export const BRAND_SPECS: BrandSpec[] = [
  {
    name: 'Van Arkel',
    city: t('Amsterdam', 'Amsterdam', 'Amsterdam'),
    founded: 1962,
    focus: [],
    brandstore: true,
    craft: t(
      'tijdloze herenmode met een Hollandse nuchterheid, van het eerste overhemd tot de complete garderobe',
      'timeless menswear with Dutch understatement, from the first shirt to a complete wardrobe',
      'zeitlose Herrenmode mit niederländischer Gelassenheit, vom ersten Hemd bis zur kompletten Garderobe',
    ),
  },
  {
    name: 'Hollandsche Laken',
    city: t('Tilburg', 'Tilburg', 'Tilburg'),
    founded: 1931,
    focus: [...TAILORING, 'jassen'],
    brandstore: true,
    craft: t(
      'wollen stoffen uit de eigen weverij, verwerkt tot pakken die generaties meegaan',
      'wool cloth from its own mill, made into suits that last for generations',
      'Wollstoffe aus der eigenen Weberei, verarbeitet zu Anzügen, die Generationen halten',
    ),
  },
  {
    name: 'Ostara Tailoring',
    city: t('Antwerpen', 'Antwerp', 'Antwerpen'),
    founded: 2004,
    focus: TAILORING,
    craft: t(
      'lichte, half-gevoerde jasjes met een zachte Napolitaanse schouder',
      'light, half-lined jackets with a soft Neapolitan shoulder',
      'leichte, halb gefütterte Sakkos mit weicher neapolitanischer Schulter',
    ),
  },
  {
    name: 'Brouwer & Zn',
    city: t('Waalwijk', 'Waalwijk', 'Waalwijk'),
    founded: 1919,
    focus: ['nette-schoenen', 'boots', 'riemen'],
    brandstore: true,
    craft: t(
      'Goodyear-welted schoenen, met de hand afgewerkt in de Langstraat',
      'Goodyear-welted shoes, finished by hand in the Langstraat shoe region',
      'rahmengenähte Schuhe, von Hand in der Schuhregion Langstraat veredelt',
    ),
  },
  {
    name: 'Nordkap',
    city: t('Bergen', 'Bergen', 'Bergen'),
    founded: 1987,
    focus: ['jassen', 'truien', 'boots'],
    craft: t(
      'jassen en truien die gemaakt zijn voor regen, wind en lange winters',
      'coats and knitwear made for rain, wind and long winters',
      'Jacken und Strick für Regen, Wind und lange Winter',
    ),
  },
  {
    name: 'Marlow & Finch',
    city: t('Londen', 'London', 'London'),
    founded: 1978,
    focus: ['overhemden', 'stropdassen'],
    brandstore: true,
    craft: t(
      'overhemden van Egyptisch katoen met de hand gezette kragen',
      'shirts in Egyptian cotton with hand-set collars',
      'Hemden aus ägyptischer Baumwolle mit handgesetzten Kragen',
    ),
  },
  {
    name: 'Atelier Vos',
    city: t('Amsterdam', 'Amsterdam', 'Amsterdam'),
    founded: 2011,
    focus: ['colberts', 'overhemden', 'broeken'],
    craft: t(
      'kleine oplages in Portugal geproduceerde basics met een eigenzinnig detail',
      'small runs of basics made in Portugal, each with an unexpected detail',
      'kleine Auflagen in Portugal gefertigter Basics mit eigenwilligem Detail',
    ),
  },
  {
    name: 'Kessler Strick',
    city: t('Chemnitz', 'Chemnitz', 'Chemnitz'),
    founded: 1954,
    focus: ['truien', 'sjaals', 'sokken'],
    craft: t(
      'breiwerk van merino en kasjmier op traditionele breimachines',
      'merino and cashmere knitwear made on traditional knitting machines',
      'Strick aus Merino und Kaschmir auf traditionellen Strickmaschinen',
    ),
  },
  {
    name: 'Dijkstra Denim',
    city: t('Amsterdam', 'Amsterdam', 'Amsterdam'),
    founded: 2009,
    focus: ['jeans', 'overhemden'],
    craft: t(
      'selvedge jeans en denim overhemden die mooier worden met de jaren',
      'selvedge jeans and denim shirts that get better with age',
      'Selvedge-Jeans und Jeanshemden, die mit den Jahren schöner werden',
    ),
  },
  {
    name: 'Fairbourne',
    city: t('Manchester', 'Manchester', 'Manchester'),
    founded: 1991,
    focus: ['polos-en-t-shirts', 'truien', 'sneakers'],
    craft: t(
      "piqué polo's en sportieve klassiekers met een Britse knipoog",
      'piqué polos and sporting classics with a British wink',
      'Piqué-Polos und sportliche Klassiker mit britischem Augenzwinkern',
    ),
  },
  {
    name: 'Castellani Milano',
    city: t('Como', 'Como', 'Como'),
    founded: 1948,
    focus: ['stropdassen', 'sjaals'],
    craft: t(
      'zijden stropdassen en sjaals, geweven en bedrukt aan het Comomeer',
      'silk ties and scarves, woven and printed on Lake Como',
      'Seidenkrawatten und Schals, gewebt und bedruckt am Comer See',
    ),
  },
  {
    name: 'Harlow Boots',
    city: t('Northampton', 'Northampton', 'Northampton'),
    founded: 1924,
    focus: ['boots', 'nette-schoenen'],
    craft: t(
      'boots op de klassieke Northampton-leest',
      'boots on the classic Northampton last',
      'Boots auf dem klassischen Northampton-Leisten',
    ),
  },
  {
    name: 'Linnhoff',
    city: t('Offenbach', 'Offenbach', 'Offenbach'),
    founded: 1906,
    focus: ['riemen', 'tassen'],
    craft: t(
      'riemen en tassen van plantaardig gelooid leer',
      'belts and bags in vegetable-tanned leather',
      'Gürtel und Taschen aus pflanzlich gegerbtem Leder',
    ),
  },
  {
    name: 'Bergmann & Söhne',
    city: t('Hamburg', 'Hamburg', 'Hamburg'),
    founded: 1932,
    focus: ['jassen', 'pakken'],
    craft: t(
      'overjassen van dikke Melton-wol en klassieke trenchcoats',
      'overcoats in heavy Melton wool and classic trench coats',
      'Mäntel aus schwerer Melton-Wolle und klassische Trenchcoats',
    ),
  },
  {
    name: 'Rue Sauvage',
    city: t('Parijs', 'Paris', 'Paris'),
    founded: 1996,
    focus: ['sneakers', 'polos-en-t-shirts'],
    craft: t(
      'minimalistische sneakers met Franse allure',
      'minimalist sneakers with Parisian flair',
      'minimalistische Sneaker mit Pariser Flair',
    ),
  },
  {
    name: 'Veldhuis',
    city: t('Enschede', 'Enschede', 'Enschede'),
    founded: 1950,
    focus: ['sokken', 'truien'],
    craft: t(
      'sokken die in Twente nog altijd rond worden gebreid',
      'socks still knitted in the round in the Twente region',
      'Socken, die in der Region Twente noch rundgestrickt werden',
    ),
  },
  {
    name: 'Studio Lindqvist',
    city: t('Stockholm', 'Stockholm', 'Stockholm'),
    founded: 2013,
    focus: ['polos-en-t-shirts', 'truien', 'broeken'],
    craft: t(
      'Scandinavische basics in rustige kleuren en duurzame materialen',
      'Scandinavian basics in calm colours and responsible materials',
      'skandinavische Basics in ruhigen Farben und nachhaltigen Materialien',
    ),
  },
  {
    name: 'Greywell',
    city: t('Londen', 'London', 'London'),
    founded: 1972,
    focus: ['overhemden', 'colberts'],
    craft: t(
      'overhemden en colberts in de traditie van Jermyn Street',
      'shirts and jackets in the Jermyn Street tradition',
      'Hemden und Sakkos in der Tradition der Jermyn Street',
    ),
  },
  {
    name: 'Montrose & Hale',
    city: t('Edinburgh', 'Edinburgh', 'Edinburgh'),
    founded: 1988,
    focus: ['colberts', 'jassen', 'sjaals'],
    craft: t(
      'tweed en Shetlandwol van de Schotse eilanden',
      'tweed and Shetland wool from the Scottish isles',
      'Tweed und Shetlandwolle von den schottischen Inseln',
    ),
  },
  {
    name: 'Ferro Calzature',
    city: t('Fermo', 'Fermo', 'Fermo'),
    founded: 1961,
    focus: ['nette-schoenen', 'sneakers'],
    craft: t(
      'Italiaanse loafers en sneakers op een soepele Blake-constructie',
      'Italian loafers and sneakers on a supple Blake construction',
      'italienische Loafer und Sneaker in geschmeidiger Blake-Machart',
    ),
  },
  {
    name: 'Waddenwol',
    city: t('Texel', 'Texel', 'Texel'),
    founded: 2015,
    focus: ['truien', 'sjaals', 'sokken'],
    craft: t(
      'truien van wol van Texelse schapen, gesponnen en gebreid in Nederland',
      'knitwear from Texel sheep wool, spun and knitted in the Netherlands',
      'Strick aus der Wolle von Texel-Schafen, gesponnen und gestrickt in den Niederlanden',
    ),
  },
  {
    name: 'Amstel Club',
    city: t('Amsterdam', 'Amsterdam', 'Amsterdam'),
    founded: 1999,
    focus: ['polos-en-t-shirts', 'broeken', 'jassen'],
    craft: t(
      'sportieve clubkleding voor aan het water',
      'sporting club clothing for life by the water',
      'sportliche Clubmode für das Leben am Wasser',
    ),
  },
  {
    name: 'Oak & Anchor',
    city: t('Bristol', 'Bristol', 'Bristol'),
    founded: 2010,
    focus: ['tassen', 'riemen'],
    craft: t(
      'tassen van waxed canvas en leer voor dagelijks gebruik',
      'waxed canvas and leather bags for everyday use',
      'Taschen aus gewachstem Canvas und Leder für jeden Tag',
    ),
  },
  {
    name: 'Pantaloni Ricci',
    city: t('Bologna', 'Bologna', 'Bologna'),
    founded: 1979,
    focus: ['broeken', 'jeans'],
    craft: t(
      "pantalons en chino's met een perfecte val",
      'trousers and chinos with a perfect drape',
      'Hosen und Chinos mit perfektem Fall',
    ),
  },
];
