import { describe, expect, it } from 'vitest';
import { ACCESSORY_MODELS, CONFIGURABLE_MODELS, parseModelTemplates } from './models.ts';

const sneaker = {
  category: 'sneakers',
  name: { nl: 'Leren sneaker', en: 'Leather sneakers', de: 'Sneaker aus Leder' },
  intro: { nl: 'Van glad leer.', en: 'In smooth leather.', de: 'Aus Glattleder.' },
  materials: ['leather'],
  patterns: ['plain'],
  colours: ['white', 'black'],
  price: [149, 249],
  sizes: 'shoe',
};

describe('seed model templates', () => {
  it('reads every department: configurable models carry a size run, accessories none', () => {
    expect(CONFIGURABLE_MODELS.length).toBeGreaterThan(50);
    expect(CONFIGURABLE_MODELS.every((m) => m.sizes)).toBe(true);
    expect(ACCESSORY_MODELS.length).toBeGreaterThan(5);
    expect(ACCESSORY_MODELS.some((m) => m.sizes)).toBe(false);
  });

  it('accepts a template in the catalogue’s codes', () => {
    expect(parseModelTemplates('shoes.json', [sneaker])).toEqual([sneaker]);
  });

  it.each([
    ['a colour the catalogue does not know', { colours: ['white', 'mauve'] }, /shoes\.json.*colours/s],
    ['a category that is not in the tree', { category: 'sneakerz' }, /unknown category sneakerz/],
    ['a text missing a language', { name: { nl: 'Sneaker', en: 'Sneakers' } }, /name\.de/],
    ['a price range upside down', { price: [249, 149] }, /price range low > high/],
    ['a field the template does not have', { colour: 'white' }, /colour/],
  ])('stops the seed with the file and field named for %s', (_, change, message) => {
    expect(() => parseModelTemplates('shoes.json', [{ ...sneaker, ...change }])).toThrow(message);
  });
});
