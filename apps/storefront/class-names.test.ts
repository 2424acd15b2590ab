import { describe, expect, it } from 'vitest';
import { classesInOrder, MARK_LENGTH, moduleMark, shortClassNames } from './class-names.ts';

const TILE = `/* A tile. */
.tile { display: grid; }
.tile:hover .image { opacity: 0.9; }
.price { margin: 0.5rem 0; background: url(data:image/svg+xml,.x{}); }
@keyframes appear { from { opacity: 0; } }
.image { animation: appear 1s; }`;

describe('the production build’s class names', () => {
  it('are the module’s mark and the class’s place, valid CSS identifiers, the same on every build and machine', () => {
    const generate = shortClassNames('/somewhere/storefront');
    const file = '/somewhere/storefront/app/features/catalog/product-tile.module.css';
    const mark = moduleMark('app/features/catalog/product-tile.module.css');
    expect(mark).toMatch(new RegExp(`^[a-zA-Z][a-zA-Z0-9_-]{${MARK_LENGTH - 1}}$`));
    expect(generate('tile', file, TILE)).toBe(`_${mark}a`);
    expect(generate('image', `${file}?used`, TILE)).toBe(`_${mark}b`);
    expect(generate('price', file, TILE)).toBe(`_${mark}c`);
    expect(generate('appear', file, TILE)).toBe(`_${mark}d`);
    // Another build on another machine: the same names.
    expect(
      shortClassNames('/elsewhere/storefront')('price', '/elsewhere/storefront/app/features/catalog/product-tile.module.css', TILE),
    ).toBe(`_${mark}c`);
  });

  it('read the classes and keyframes of a module in order, not numbers, comments or addresses', () => {
    expect(classesInOrder(TILE)).toEqual(['tile', 'image', 'price', 'appear']);
    expect(classesInOrder('.a { width: 0.5rem; } /* .b */ .c { background: url(/x.svg#.d); }')).toEqual(['a', 'c']);
  });

  it('differ between modules with a class of the same name, and count past one character', () => {
    const generate = shortClassNames('/s');
    const names = new Set<string>();
    const css = Array.from({ length: 70 }, (_, index) => `.c${index} { color: red; }`).join('\n');
    for (let module = 0; module < 40; module += 1) {
      for (let index = 0; index < 70; index += 1) names.add(generate(`c${index}`, `/s/app/feature-${module}/part.module.css`, css));
    }
    expect(names.size).toBe(40 * 70);
  });

  it('stop the build when two modules would share a mark, or a class is not in its module', () => {
    const generate = shortClassNames('/s', () => 'abc');
    generate('title', '/s/app/a.module.css', '.title {}');
    expect(() => generate('title', '/s/app/b.module.css', '.title {}')).toThrow(/would both be marked abc/);
    expect(() => shortClassNames('/s')('missing', '/s/app/a.module.css', '.title {}')).toThrow(/neither a class nor keyframes/);
  });
});
