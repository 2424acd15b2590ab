import type { Locale } from '@shop/rules';
import type { StoreLocationFieldsFragment } from '../../graphql/graphql.ts';
import { intlTag } from '../../lib/i18n/catalogue.ts';
import { countryName } from '../../lib/i18n/country-name.ts';

/** A day's line in a shop's opening hours; `time` null means closed that day. */
export interface HoursLine {
  day: string;
  time: string | null;
}

/** What a shop's card and its own page render (SL3, SL7). */
export interface StoreView {
  id: number;
  name: string;
  href: string;
  brandstore: boolean;
  /** Street, number and addition. */
  streetLine: string;
  /** Postcode and city. */
  cityLine: string;
  country: string;
  phone: string | null;
  /** `tel:` address of the phone number, digits and a leading + only. */
  phoneHref: string | null;
  hours: HoursLine[];
  /** Google Maps route planner to the shop's coordinates (SL7). */
  directionsHref: string;
  /** Google Maps with a pin on the shop (SL7). */
  mapHref: string;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** 5 January 2026 is a Monday: day names are taken from the week that follows it. */
const A_MONDAY = Date.UTC(2026, 0, 5, 12);

/** The weekday's name in the store language, from Intl rather than a word list. */
export function weekdayName(day: string, locale: Locale): string {
  const index = WEEKDAYS.indexOf(day);
  if (index < 0) return day;
  const name = new Intl.DateTimeFormat(intlTag(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(A_MONDAY + index * 86_400_000),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `10:00-18:00` as `10:00–18:00`; anything that is not a time range (closed, empty) is closed. */
function timeRange(hours: string): string | null {
  const match = /^\s*(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*$/.exec(hours);
  return match ? `${match[1]}–${match[2]}` : null;
}

function coordinates(lat: number, lng: number): string {
  return `${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** The address of a shop's own page under the locator. */
export function storePath(urlKey: string): string {
  return `/winkels/${encodeURIComponent(urlKey)}/`;
}

/** Shapes the API's shop into what the locator and a shop's page show. */
export function toStoreView(location: StoreLocationFieldsFragment, locale: Locale): StoreView {
  const streetLine = `${location.street} ${location.house_number}${location.house_number_addition}`.trim();
  const cityLine = `${location.zipcode} ${location.city}`.trim();
  const where = coordinates(location.lat, location.lng);
  const phoneDigits = location.phone.replace(/[^\d+]/g, '');
  return {
    id: location.id,
    name: location.title,
    href: storePath(location.url_key),
    brandstore: location.is_brandstore,
    streetLine,
    cityLine,
    country: countryName(location.country, intlTag(locale)),
    phone: location.phone.trim() || null,
    phoneHref: phoneDigits.length >= 6 ? `tel:${phoneDigits}` : null,
    hours: location.opening_hours.map((line) => ({ day: weekdayName(line.day, locale), time: timeRange(line.hours) })),
    directionsHref: `https://www.google.com/maps/dir/?api=1&destination=${where}`,
    mapHref: `https://www.google.com/maps/search/?api=1&query=${where}`,
  };
}
