import type { Garment } from '@shop/rules';
import { t, type Texts } from '../text.ts';

export type { Garment };

export interface CategorySpec {
  key: string;
  name: Texts;
  description: Texts;
  garment?: Garment;
  children?: CategorySpec[];
}

/** The category tree: three departments with leaves, then the virtual new-in and sale categories. */
export const CATEGORY_TREE: CategorySpec[] = [
  {
    key: 'kleding',
    name: t('Kleding', 'Clothing', 'Kleidung'),
    description: t(
      'Herenkleding van Van Arkel: van maatwerkwaardige pakken tot zachte truien en jeans voor het weekend.',
      'Menswear from Van Arkel: from suits with a tailored finish to soft knitwear and weekend jeans.',
      'Herrenmode von Van Arkel: vom Anzug mit Maßatelier-Finish bis zu weichem Strick und Jeans fürs Wochenende.',
    ),
    children: [
      {
        key: 'pakken',
        garment: 'suit',
        name: t('Pakken', 'Suits', 'Anzüge'),
        description: t(
          'Kostuums in wol, flanel en linnen, in slim, regular en tailored fit. Gratis vermaakservice in al onze winkels.',
          'Suits in wool, flannel and linen, in slim, regular and tailored fits. Free alterations in all our stores.',
          'Anzüge aus Wolle, Flanell und Leinen in Slim, Regular und Tailored Fit. Kostenloser Änderungsservice in allen Geschäften.',
        ),
      },
      {
        key: 'colberts',
        garment: 'blazer',
        name: t('Colberts', 'Blazers', 'Sakkos'),
        description: t(
          'Losse colberts en blazers die net zo goed staan op een chino als op een pantalon.',
          'Separate jackets and blazers that look as good with chinos as with tailored trousers.',
          'Sakkos und Blazer, die zur Chino genauso passen wie zur Anzughose.',
        ),
      },
      {
        key: 'jassen',
        garment: 'coat',
        name: t('Jassen', 'Coats & jackets', 'Mäntel & Jacken'),
        description: t(
          'Overjassen, trenchcoats en jacks voor elk seizoen, van wol tot gewaxt katoen.',
          'Overcoats, trench coats and jackets for every season, from wool to waxed cotton.',
          'Mäntel, Trenchcoats und Jacken für jede Jahreszeit, von Wolle bis gewachster Baumwolle.',
        ),
      },
      {
        key: 'overhemden',
        garment: 'shirt',
        name: t('Overhemden', 'Shirts', 'Hemden'),
        description: t(
          'Overhemden op boordmaat, met button-down, cutaway of klassieke kraag, ook met extra lange mouw.',
          'Shirts by collar size, with button-down, cutaway or classic collars, also with extra-long sleeves.',
          'Hemden nach Kragenweite, mit Button-down-, Haifisch- oder klassischem Kragen, auch mit extralangen Ärmeln.',
        ),
      },
      {
        key: 'polos-en-t-shirts',
        garment: 'polo',
        name: t("Polo's en T-shirts", 'Polos & T-shirts', 'Polos & T-Shirts'),
        description: t(
          "Piqué polo's, gebreide polo's en T-shirts van zware katoen.",
          'Piqué polos, knitted polos and heavyweight cotton T-shirts.',
          'Piqué-Polos, Strickpolos und T-Shirts aus schwerer Baumwolle.',
        ),
      },
      {
        key: 'truien',
        garment: 'knitwear',
        name: t('Truien en vesten', 'Knitwear', 'Strick'),
        description: t(
          'Truien en vesten van merinowol, lamswol en kasjmier.',
          'Jumpers and cardigans in merino, lambswool and cashmere.',
          'Pullover und Strickjacken aus Merino, Lammwolle und Kaschmir.',
        ),
      },
      {
        key: 'broeken',
        garment: 'trousers',
        name: t('Broeken', 'Trousers', 'Hosen'),
        description: t(
          "Pantalons, chino's en shorts op taillemaat.",
          'Tailored trousers, chinos and shorts by waist size.',
          'Anzughosen, Chinos und Shorts nach Bundweite.',
        ),
      },
      {
        key: 'jeans',
        garment: 'jeans',
        name: t('Jeans', 'Jeans', 'Jeans'),
        description: t(
          'Jeans van selvedge, stretch en biologisch denim.',
          'Jeans in selvedge, stretch and organic denim.',
          'Jeans aus Selvedge-, Stretch- und Bio-Denim.',
        ),
      },
    ],
  },
  {
    key: 'schoenen',
    name: t('Schoenen', 'Shoes', 'Schuhe'),
    description: t(
      'Goodyear-welted nette schoenen, boots en sneakers van leer en suède.',
      'Goodyear-welted dress shoes, boots and sneakers in leather and suede.',
      'Rahmengenähte Businessschuhe, Boots und Sneaker aus Leder und Veloursleder.',
    ),
    children: [
      {
        key: 'sneakers',
        garment: 'sneakers',
        name: t('Sneakers', 'Sneakers', 'Sneaker'),
        description: t(
          'Sneakers van leer, suède en canvas.',
          'Sneakers in leather, suede and canvas.',
          'Sneaker aus Leder, Veloursleder und Canvas.',
        ),
      },
      {
        key: 'nette-schoenen',
        garment: 'shoes',
        name: t('Nette schoenen', 'Dress shoes', 'Businessschuhe'),
        description: t(
          'Oxfords, derby’s, loafers en monk straps.',
          'Oxfords, derbies, loafers and monk straps.',
          'Oxfords, Derbys, Loafer und Monk-Straps.',
        ),
      },
      {
        key: 'boots',
        garment: 'boots',
        name: t('Boots', 'Boots', 'Boots'),
        description: t(
          'Chelsea boots, chukka’s en stevige veterboots.',
          'Chelsea boots, chukkas and sturdy lace-up boots.',
          'Chelsea-Boots, Chukkas und robuste Schnürboots.',
        ),
      },
    ],
  },
  {
    key: 'accessoires',
    name: t('Accessoires', 'Accessories', 'Accessoires'),
    description: t(
      'De details die een outfit afmaken: stropdassen, riemen, sjaals, sokken en tassen.',
      'The details that finish an outfit: ties, belts, scarves, socks and bags.',
      'Die Details, die ein Outfit vollenden: Krawatten, Gürtel, Schals, Socken und Taschen.',
    ),
    children: [
      {
        key: 'stropdassen',
        garment: 'tie',
        name: t('Stropdassen', 'Ties', 'Krawatten'),
        description: t(
          'Stropdassen, strikken en pochets van zijde, wol en brei.',
          'Ties, bow ties and pocket squares in silk, wool and knit.',
          'Krawatten, Fliegen und Einstecktücher aus Seide, Wolle und Strick.',
        ),
      },
      {
        key: 'riemen',
        garment: 'belt',
        name: t('Riemen', 'Belts', 'Gürtel'),
        description: t(
          'Riemen van leer en suède, op lengte in centimeters.',
          'Leather and suede belts, sized in centimetres.',
          'Gürtel aus Leder und Veloursleder, Größen in Zentimetern.',
        ),
      },
      {
        key: 'sjaals',
        garment: 'scarf',
        name: t('Sjaals', 'Scarves', 'Schals'),
        description: t(
          'Sjaals van kasjmier, lamswol en merino.',
          'Scarves in cashmere, lambswool and merino.',
          'Schals aus Kaschmir, Lammwolle und Merino.',
        ),
      },
      {
        key: 'sokken',
        garment: 'socks',
        name: t('Sokken', 'Socks', 'Socken'),
        description: t(
          'Sokken en kniekousen van merino en fil d’écosse.',
          'Socks and knee-highs in merino and fil d’écosse.',
          'Socken und Kniestrümpfe aus Merino und Fil d’Écosse.',
        ),
      },
      {
        key: 'tassen',
        garment: 'bag',
        name: t('Tassen', 'Bags', 'Taschen'),
        description: t(
          'Weekendtassen, rugzakken en laptoptassen van leer en canvas.',
          'Weekend bags, backpacks and laptop bags in leather and canvas.',
          'Weekender, Rucksäcke und Laptoptaschen aus Leder und Canvas.',
        ),
      },
    ],
  },
  {
    key: 'nieuw',
    name: t('Nieuw', 'New arrivals', 'Neuheiten'),
    description: t(
      'De nieuwste items in de collectie, elke week aangevuld.',
      'The latest additions to the collection, updated every week.',
      'Die neuesten Teile der Kollektion, jede Woche ergänzt.',
    ),
  },
  {
    key: 'sale',
    name: t('Sale', 'Sale', 'Sale'),
    description: t(
      'Tot 50% korting op geselecteerde pakken, overhemden, schoenen en meer.',
      'Up to 50% off selected suits, shirts, shoes and more.',
      'Bis zu 50% Rabatt auf ausgewählte Anzüge, Hemden, Schuhe und mehr.',
    ),
  },
];
