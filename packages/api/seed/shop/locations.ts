import type { storeLocations } from '../../src/platform/schema.ts';
import type { Lang } from '../text.ts';

type LocationRow = typeof storeLocations.$inferInsert;

type WeekHours = Record<(typeof WEEK)[number], string>;

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The flagship's week, the shop facts of the spec (N13): Mon 12-18, Tue-Sat 10-18, Sun 12-17. */
const FLAGSHIP_WEEK: WeekHours = {
  monday: '12:00-18:00',
  tuesday: '10:00-18:00',
  wednesday: '10:00-18:00',
  thursday: '10:00-18:00',
  friday: '10:00-18:00',
  saturday: '10:00-18:00',
  sunday: '12:00-17:00',
};
/** The other Dutch shops keep the flagship's week with a late Thursday (koopavond). */
const DUTCH_HOURS: WeekHours = { ...FLAGSHIP_WEEK, thursday: '10:00-21:00' };
const BELGIAN_HOURS = { ...DUTCH_HOURS, monday: '10:00-18:00', thursday: '10:00-18:00', sunday: 'closed' };
const GERMAN_HOURS: WeekHours = {
  monday: '10:00-19:00',
  tuesday: '10:00-19:00',
  wednesday: '10:00-19:00',
  thursday: '10:00-20:00',
  friday: '10:00-20:00',
  saturday: '10:00-18:00',
  sunday: 'closed',
};

interface ShopSpec {
  city: string;
  street: string;
  number: string;
  addition?: string;
  zipcode: string;
  country: 'NL' | 'BE' | 'DE';
  lat: number;
  lng: number;
  phone: string;
  brandstore?: boolean;
  closed?: boolean;
  district?: string;
}

/** The physical shops, flagship first (the locator sorts by position). */
const SHOPS: ShopSpec[] = [
  {
    city: 'Amsterdam',
    district: 'P.C. Hooftstraat',
    street: 'Pieter Cornelisz Hooftstraat',
    number: '78',
    zipcode: '1071 CB',
    country: 'NL',
    lat: 52.35944,
    lng: 4.87896,
    phone: '+31 20 123 4567',
    brandstore: true,
  },
  {
    city: 'Amsterdam',
    district: 'Kalverstraat',
    street: 'Kalverstraat',
    number: '112',
    addition: 'H',
    zipcode: '1012 PK',
    country: 'NL',
    lat: 52.36905,
    lng: 4.89198,
    phone: '+31 20 123 4580',
  },
  {
    city: 'Rotterdam',
    street: 'Lijnbaan',
    number: '45',
    zipcode: '3012 EL',
    country: 'NL',
    lat: 51.92051,
    lng: 4.47391,
    phone: '+31 10 214 3300',
    brandstore: true,
  },
  {
    city: 'Den Haag',
    street: 'Hoogstraat',
    number: '21',
    zipcode: '2513 AN',
    country: 'NL',
    lat: 52.07941,
    lng: 4.30936,
    phone: '+31 70 345 1290',
  },
  {
    city: 'Utrecht',
    street: 'Oudegracht',
    number: '164',
    zipcode: '3511 AZ',
    country: 'NL',
    lat: 52.08938,
    lng: 5.12051,
    phone: '+31 30 231 7744',
    brandstore: true,
  },
  {
    city: 'Haarlem',
    street: 'Grote Houtstraat',
    number: '88',
    zipcode: '2011 SR',
    country: 'NL',
    lat: 52.37897,
    lng: 4.63402,
    phone: '+31 23 531 0456',
  },
  {
    city: 'Eindhoven',
    street: 'Demer',
    number: '31',
    zipcode: '5611 AP',
    country: 'NL',
    lat: 51.43797,
    lng: 5.47704,
    phone: '+31 40 244 9180',
  },
  {
    city: 'Groningen',
    street: 'Herestraat',
    number: '57',
    zipcode: '9711 LE',
    country: 'NL',
    lat: 53.21548,
    lng: 6.56802,
    phone: '+31 50 312 6677',
  },
  {
    city: 'Maastricht',
    street: 'Stokstraat',
    number: '18',
    zipcode: '6211 GN',
    country: 'NL',
    lat: 50.84953,
    lng: 5.69351,
    phone: '+31 43 321 5508',
  },
  {
    city: 'Arnhem',
    street: 'Ketelstraat',
    number: '25',
    zipcode: '6811 EJ',
    country: 'NL',
    lat: 51.98003,
    lng: 5.90795,
    phone: '+31 26 442 1903',
    closed: true,
  },
  {
    city: 'Antwerpen',
    street: 'Schuttershofstraat',
    number: '9',
    zipcode: '2000',
    country: 'BE',
    lat: 51.21651,
    lng: 4.40603,
    phone: '+32 3 226 45 10',
    brandstore: true,
  },
  {
    city: 'Gent',
    street: 'Veldstraat',
    number: '54',
    zipcode: '9000',
    country: 'BE',
    lat: 51.05201,
    lng: 3.72198,
    phone: '+32 9 224 18 70',
  },
  {
    city: 'Düsseldorf',
    street: 'Königsallee',
    number: '60',
    zipcode: '40212',
    country: 'DE',
    lat: 51.22302,
    lng: 6.77951,
    phone: '+49 211 8632 410',
  },
  {
    city: 'Köln',
    street: 'Ehrenstraße',
    number: '43',
    zipcode: '50672',
    country: 'DE',
    lat: 50.93853,
    lng: 6.93947,
    phone: '+49 221 2578 330',
  },
];

/** Shops for the store locator: four brand stores, one closed (inactive) shop. */
export function buildStoreLocations(): LocationRow[] {
  return SHOPS.map((shop, index) => {
    const place = shop.district ? `${shop.city} ${shop.district}` : shop.city;
    const german = shop.country === 'DE';
    return {
      title: `Van Arkel ${place}`,
      street: shop.street,
      houseNumber: shop.number,
      houseNumberAddition: shop.addition ?? '',
      zipcode: shop.zipcode,
      city: shop.city,
      country: shop.country,
      lat: shop.lat,
      lng: shop.lng,
      position: index + 1,
      isBrandstore: shop.brandstore ?? false,
      active: !shop.closed,
      phone: shop.phone,
      openingHours: index === 0 ? FLAGSHIP_WEEK : german ? GERMAN_HOURS : shop.country === 'BE' ? BELGIAN_HOURS : DUTCH_HOURS,
      metaTitle: german ? `Van Arkel ${place} | Herrenmode in ${shop.city}` : `Van Arkel ${place} | Herenmode in ${shop.city}`,
      metaDescription: german
        ? `Besuche Van Arkel in der ${shop.street} ${shop.number}, ${shop.city}: Anzüge, Hemden und Schuhe mit persönlicher Beratung und Änderungsservice.`
        : `Bezoek Van Arkel aan de ${shop.street} ${shop.number} in ${shop.city}: pakken, overhemden en schoenen met persoonlijk advies en vermaakservice.`,
    };
  });
}

const DAY_ABBREVIATIONS: Record<Lang, readonly string[]> = {
  nl: ['Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za', 'Zo'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
};

/**
 * A week's hours as the shop's contact details show them ("Ma 12:00-18:00, Di-Wo 10:00-18:00,
 * Do 10:00-21:00, …"): days in a row with the same hours share one entry; closed days are left out.
 */
export function compactOpeningHours(week: WeekHours, lang: Lang): string {
  const days = DAY_ABBREVIATIONS[lang];
  const runs: { from: number; to: number; hours: string }[] = [];
  WEEK.forEach((day, index) => {
    const hours = week[day];
    const last = runs[runs.length - 1];
    if (last && last.hours === hours && last.to === index - 1) last.to = index;
    else runs.push({ from: index, to: index, hours });
  });
  return runs
    .filter((run) => run.hours !== 'closed')
    .map((run) => `${days[run.from]}${run.to > run.from ? `-${days[run.to]}` : ''} ${run.hours}`)
    .join(', ');
}

/** The flagship's hours (the first shop): the footer and contact details show these, the locator the same. */
export const FLAGSHIP_HOURS = FLAGSHIP_WEEK;
