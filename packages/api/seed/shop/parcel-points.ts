import type { parcelPoints } from '../../src/platform/schema.ts';
import { deriveSeed, Random } from '../random.ts';

type ParcelPointRow = typeof parcelPoints.$inferInsert;

/** Postcode areas with pickup points; areas starting with 99 deliberately have none. */
const AREAS: [postcode: string, city: string, lat: number, lng: number, streets: string[]][] = [
  ['1012', 'Amsterdam', 52.3731, 4.8926, ['Damrak', 'Nieuwendijk', 'Warmoesstraat']],
  ['1017', 'Amsterdam', 52.3631, 4.8878, ['Utrechtsestraat', 'Vijzelstraat']],
  ['1053', 'Amsterdam', 52.3667, 4.867, ['Kinkerstraat', 'Jan Pieter Heijestraat']],
  ['1072', 'Amsterdam', 52.3546, 4.8924, ['Ferdinand Bolstraat', 'Van Woustraat']],
  ['1091', 'Amsterdam', 52.3597, 4.9191, ['Eerste van Swindenstraat', 'Dapperstraat']],
  ['1102', 'Amsterdam', 52.3124, 4.9458, ['Bijlmerplein', 'Hoekenrode']],
  ['1211', 'Hilversum', 52.2262, 5.1759, ['Kerkstraat', 'Groest']],
  ['1315', 'Almere', 52.3713, 5.2185, ['Stadhuisplein', 'Belfort']],
  ['1811', 'Alkmaar', 52.6317, 4.7485, ['Langestraat', 'Laat']],
  ['2011', 'Haarlem', 52.3809, 4.6368, ['Kruisstraat', 'Zijlstraat']],
  ['2311', 'Leiden', 52.1601, 4.497, ['Haarlemmerstraat', 'Breestraat']],
  ['2511', 'Den Haag', 52.0767, 4.3113, ['Spui', 'Grote Marktstraat']],
  ['2582', 'Den Haag', 52.092, 4.286, ['Frederik Hendriklaan', 'Prins Mauritslaan']],
  ['2611', 'Delft', 52.0116, 4.3571, ['Choorstraat', 'Brabantse Turfmarkt']],
  ['3011', 'Rotterdam', 51.9225, 4.4792, ['Hoogstraat', 'Meent']],
  ['3021', 'Rotterdam', 51.918, 4.454, ['Nieuwe Binnenweg', 'Schiedamseweg']],
  ['3062', 'Rotterdam', 51.923, 4.519, ['Oudedijk', 'Voorschoterlaan']],
  ['3311', 'Dordrecht', 51.8133, 4.669, ['Voorstraat', 'Sarisgang']],
  ['3511', 'Utrecht', 52.0907, 5.1214, ['Steenweg', 'Lange Elisabethstraat']],
  ['3581', 'Utrecht', 52.086, 5.133, ['Burgemeester Reigerstraat', 'Nachtegaalstraat']],
  ['3811', 'Amersfoort', 52.1561, 5.3878, ['Langestraat', 'Utrechtsestraat']],
  ['4331', 'Middelburg', 51.4988, 3.61, ['Lange Delft', 'Markt']],
  ['4811', 'Breda', 51.588, 4.776, ['Ginnekenstraat', 'Eindstraat']],
  ['5038', 'Tilburg', 51.5555, 5.0913, ['Heuvelstraat', 'Korvelseweg']],
  ['5211', "'s-Hertogenbosch", 51.6898, 5.3031, ['Hinthamerstraat', 'Visstraat']],
  ['5611', 'Eindhoven', 51.4381, 5.4752, ['Stratumseind', 'Rechtestraat']],
  ['5911', 'Venlo', 51.3704, 6.1724, ['Lomstraat', 'Vleesstraat']],
  ['6211', 'Maastricht', 50.8514, 5.691, ['Grote Staat', 'Brugstraat']],
  ['6511', 'Nijmegen', 51.8426, 5.859, ['Molenstraat', 'Broerstraat']],
  ['6811', 'Arnhem', 51.9851, 5.8987, ['Jansstraat', 'Bakkerstraat']],
  ['7311', 'Apeldoorn', 52.2112, 5.9699, ['Hoofdstraat', 'Korenstraat']],
  ['7411', 'Deventer', 52.255, 6.16, ['Lange Bisschopstraat', 'Brink']],
  ['7511', 'Enschede', 52.2215, 6.8937, ['Kalanderstraat', 'Oude Markt']],
  ['8011', 'Zwolle', 52.5125, 6.0944, ['Diezerstraat', 'Luttekestraat']],
  ['8911', 'Leeuwarden', 53.2012, 5.7999, ['Nieuwestad', 'Voorstreek']],
  ['9401', 'Assen', 52.9925, 6.5625, ['Kruisstraat', 'Koopmansplein']],
  ['9711', 'Groningen', 53.2194, 6.5665, ['Oude Ebbingestraat', 'Zwanestraat']],
];

const POSTNL_SHOPS = ['Bruna', 'Primera', 'Albert Heijn', 'The Read Shop', 'Gamma'];
const DHL_SHOPS = ['Jumbo', 'Tabakspeciaalzaak', 'Action', 'Kiosk', 'Cigo'];
const LETTERS = 'ABCEGHJKLNPRSTVXZ';

/** About sixty PostNL and DHL pickup points spread over Dutch postcode areas. */
export function buildParcelPoints(seed: number): ParcelPointRow[] {
  const random = new Random(deriveSeed(seed, 0x9a7c));
  const rows: ParcelPointRow[] = [];
  for (const [postcode, city, lat, lng, streets] of AREAS) {
    const count = postcode === '1012' ? 3 : random.chance(0.65) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const carrier = i % 2 === 0 ? 'postnl' : 'dhl';
      const street = streets[i % streets.length] as string;
      const shop = random.pick(carrier === 'postnl' ? POSTNL_SHOPS : DHL_SHOPS);
      rows.push({
        code: `${carrier === 'postnl' ? 'PNL' : 'DHL'}-${postcode}${String(i + 1).padStart(2, '0')}`,
        carrier,
        name: `${shop} ${city} ${street}`,
        street,
        houseNumber: String(random.int(1, 180)),
        postcode: `${postcode} ${random.pick([...LETTERS])}${random.pick([...LETTERS])}`,
        city,
        country: 'NL',
        lat: Number((lat + (random.next() - 0.5) * 0.012).toFixed(5)),
        lng: Number((lng + (random.next() - 0.5) * 0.018).toFixed(5)),
        openingHours: {
          monday: '09:00-20:00',
          tuesday: '08:00-20:00',
          wednesday: '08:00-20:00',
          thursday: '08:00-21:00',
          friday: '08:00-21:00',
          saturday: '09:00-18:00',
          sunday: carrier === 'postnl' ? '12:00-17:00' : 'closed',
        },
      });
    }
  }
  return rows;
}
