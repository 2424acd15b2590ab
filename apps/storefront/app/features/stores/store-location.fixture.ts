import type { StoreLocationFieldsFragment } from '../../graphql/graphql.ts';

/** The Amsterdam Kalverstraat shop as the API answers it, the same row for every store. */
export const kalverstraat: StoreLocationFieldsFragment = {
  id: 2,
  url_key: 'van-arkel-amsterdam-kalverstraat',
  title: 'Van Arkel Amsterdam Kalverstraat',
  street: 'Kalverstraat',
  house_number: '112',
  house_number_addition: 'H',
  zipcode: '1012 PK',
  city: 'Amsterdam',
  country: 'NL',
  lat: 52.36905,
  lng: 4.89198,
  position: 2,
  is_brandstore: false,
  phone: '+31 20 123 4580',
  opening_hours: [
    { day: 'monday', hours: '12:00-18:00' },
    { day: 'sunday', hours: 'closed' },
  ],
};
