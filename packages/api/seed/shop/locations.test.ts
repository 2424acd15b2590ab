import { describe, expect, it } from 'vitest';
import { compactOpeningHours, FLAGSHIP_HOURS } from './locations.ts';
import { buildStores } from './stores.ts';

describe('opening hours in the contact details', () => {
  it('group days in a row with the same hours and leave closed days out', () => {
    const week = { ...FLAGSHIP_HOURS, thursday: '10:00-21:00', sunday: 'closed' };
    expect(compactOpeningHours(week, 'nl')).toBe('Ma 12:00-18:00, Di-Wo 10:00-18:00, Do 10:00-21:00, Vr-Za 10:00-18:00');
    expect(compactOpeningHours(week, 'de')).toBe('Mo 12:00-18:00, Di-Mi 10:00-18:00, Do 10:00-21:00, Fr-Sa 10:00-18:00');
  });

  it('are the flagship’s in every store, as the store locator shows them: the shop facts Mon 12-18, Tue-Sat 10-18, Sun 12-17 (N13)', () => {
    const hours = new Map(buildStores().map((store) => [store.code, store.storeInformation?.hours]));
    expect(hours.get('nl')).toBe(compactOpeningHours(FLAGSHIP_HOURS, 'nl'));
    expect(hours.get('nl')).toBe('Ma 12:00-18:00, Di-Za 10:00-18:00, Zo 12:00-17:00');
    expect(hours.get('en')).toBe('Mon 12:00-18:00, Tue-Sat 10:00-18:00, Sun 12:00-17:00');
    expect(hours.get('de')).toBe('Mo 12:00-18:00, Di-Sa 10:00-18:00, So 12:00-17:00');
  });
});
