import { describe, expect, it } from 'vitest';
import {
  brandPath,
  canonicalRedirect,
  categoryPath,
  hasControlCharacter,
  isSameSitePath,
  MAX_RETURN_PATH_LENGTH,
  safeReturnPath,
  withoutControlCharacters,
  cookiePagePath,
  homeAliases,
  isChatLink,
  normalizeLink,
  productPath,
  resolveContentLink,
  storeSwitchPath,
} from './links.ts';

/** R2, R14, R19, R22, A17, R5: a link as an editor writes it, and as the shop links it. */
const normalizedLinks: [rule: string, link: string, normalized: string][] = [
  ['R19: absolute http(s) links stay as they are', 'https://ex.com/A', 'https://ex.com/A'],
  ['R19: absolute http(s) links stay as they are', 'http://ex.com/Path?X=1', 'http://ex.com/Path?X=1'],
  ['R19: protocol-relative links stay as they are', '//cdn.ex.com/A.PNG', '//cdn.ex.com/A.PNG'],
  ['R19, R22: mailto links are untouched', 'mailto:Service@Shop.NL', 'mailto:Service@Shop.NL'],
  ['R19, R22: tel links are untouched', 'tel:+31201234567', 'tel:+31201234567'],
  ['R19: internal paths are lower-cased and keep query and hash', '/Foo?a=B#c', '/foo/?a=B#c'],
  ['R19: internal paths get a trailing slash', '/Men/Shirts', '/men/shirts/'],
  ['R19: a path with its slash stays', '/men/', '/men/'],
  ['R19: the home path stays', '/', '/'],
  ['R19: a relative path becomes absolute', 'men/shirts', '/men/shirts/'],
  ['R19: a last segment with a file extension gets no slash', '/x.html', '/x.html'],
  ['R19: a file extension keeps its query', '/Blue-Shirt.HTML?size=M', '/blue-shirt.html?size=M'],
  ['R19: a dot before the last segment is no file extension', '/v1.2/info', '/v1.2/info/'],
  ['R19, A17: a customer order number keeps its case', '/customer/orders/NL560223491/', '/customer/orders/NL560223491/'],
  ['R19, A17: the path before an order number does not', '/Customer/Orders/NL1', '/customer/orders/NL1/'],
  ['R19, R5: a poccheckout id keeps its case', '/poccheckout/AbC12/', '/poccheckout/AbC12/'],
  ['R19: other customer paths are lower-cased', '/Customer/Address/', '/customer/address/'],
  ['R19: only the orders path itself keeps a case', '/customer/ordersX/Y/', '/customer/ordersx/y/'],
  ['R14, R19: order-complete paths keep their case', '/order-complete/AbC/', '/order-complete/AbC/'],
  ['R14, R19: order-complete paths keep their case', '/order-complete/AbC', '/order-complete/AbC/'],
  ['R14, R19: order-complete paths keep their case', '/Order-Complete/AbC/', '/order-complete/AbC/'],
  ['R2: a hash on its own stays as it is', '#Section', '#Section'],
  ['R2: a query on its own stays as it is', '?page=2', '?page=2'],
  ['R2: a path keeps its hash after the slash', '/Contact#chat', '/contact/#chat'],
];

describe('normalizeLink', () => {
  it.each(normalizedLinks)('%s: %s', (_rule, link, normalized) => {
    expect(normalizeLink(link)).toBe(normalized);
  });
});

describe('isChatLink', () => {
  it('R20: links ending in #chat open the chat', () => {
    expect(isChatLink('#chat')).toBe(true);
    expect(isChatLink('/klantenservice/#chat')).toBe(true);
    expect(isChatLink('/klantenservice/#chatter')).toBe(false);
    expect(isChatLink('/chat/')).toBe(false);
  });
});

describe('shop paths', () => {
  it('R16: product links are /{url_key}.html', () => {
    expect(productPath('blue-oxford-shirt')).toBe('/blue-oxford-shirt.html');
  });

  it('category and brand paths', () => {
    expect(categoryPath('men/shirts')).toBe('/men/shirts/');
    expect(categoryPath('/men/')).toBe('/men/');
    expect(brandPath('hugo')).toBe('/merken/hugo/');
    expect(brandPath()).toBe('/merken/');
  });

  it('R18: cookie page per store', () => {
    expect(cookiePagePath('de')).toBe('/cookie-bestimmungen/');
    expect(cookiePagePath('en')).toBe('/cookie-statement/');
    for (const code of ['nl', 'gb', 'be', 'ch', 'dk', 'no', 'se']) {
      expect(cookiePagePath(code)).toBe('/cookieverklaring/');
    }
  });

  it('M5: language switcher links', () => {
    expect(storeSwitchPath('nl')).toBe('/nl/');
    expect(storeSwitchPath('en')).toBe('/en/');
    expect(storeSwitchPath('gb')).toBe('/en/');
    expect(storeSwitchPath('de')).toBe('/de/');
    expect(storeSwitchPath('BE')).toBe('/be/');
  });
});

describe('resolveContentLink', () => {
  it('N4: an external url is used as is', () => {
    expect(resolveContentLink({ link_type: 'Web', url: 'https://ex.com/A?b=C' })).toBe('https://ex.com/A?b=C');
    expect(resolveContentLink({ link_type: 'Web', url: '' })).toBeNull();
  });

  it('N4: a file url is used as is', () => {
    expect(resolveContentLink({ link_type: 'Media', url: '/media/size-chart.pdf' })).toBe('/media/size-chart.pdf');
  });

  it('N4: documents resolve to their internal path', () => {
    expect(resolveContentLink({ link_type: 'Document', type: 'plp', url_key: 'men/shirts' })).toBe('/men/shirts/');
    expect(resolveContentLink({ link_type: 'Document', type: 'page', url_key: 'over-ons' })).toBe('/over-ons/');
    expect(resolveContentLink({ link_type: 'Document', type: 'page', url_key: '' })).toBe('/');
    expect(resolveContentLink({ link_type: 'Document', type: 'brand_overview', url_key: 'x' })).toBe('/merken/');
    expect(resolveContentLink({ link_type: 'Document', type: 'brand_detail', url_key: 'hugo' })).toBe('/merken/hugo/');
  });
});

describe('canonicalRedirect', () => {
  const redirect = (href: string, enforceHttps?: boolean) => canonicalRedirect(new URL(href), { enforceHttps });

  it('R24: moves to https without www, keeping path and query', () => {
    expect(redirect('http://www.shop.nl/foo/?a=1')).toBe('https://shop.nl/foo/?a=1');
    expect(redirect('http://shop.nl/foo/')).toBe('https://shop.nl/foo/');
    expect(redirect('https://www.shop.nl/')).toBe('https://shop.nl/');
  });

  it('R24: home aliases drop the path', () => {
    for (const alias of homeAliases) {
      expect(redirect(`http://www.shop.nl${alias}`)).toBe('https://shop.nl/');
      expect(redirect(`https://shop.nl${alias}`)).toBe('https://shop.nl/');
    }
    expect(redirect('https://shop.nl/Index.PHP?utm=x')).toBe('https://shop.nl/?utm=x');
  });

  it('R25: the canonical address never redirects, / included', () => {
    expect(redirect('https://shop.nl/')).toBeNull();
    expect(redirect('https://shop.nl/foo/?a=1')).toBeNull();
    expect(redirect('https://shop.nl/homepage/')).toBeNull();
  });

  it('R25: without https enforcement only www and aliases redirect', () => {
    expect(redirect('http://localhost:3000/', false)).toBeNull();
    expect(redirect('http://localhost:3000/home/', false)).toBe('http://localhost:3000/');
  });
});

describe('control characters and same-site paths', () => {
  it('NUL, escape and DEL are control characters; tabs and line breaks stay in a written text', () => {
    for (const value of ['a\u0000b', '\u001b[31m', 'x\u007f']) expect(hasControlCharacter(value)).toBe(true);
    expect(hasControlCharacter('Kalverstraat 12 é ü')).toBe(false);
    expect(withoutControlCharacters('Fijne\u0000 dag!\n\tGroet')).toBe('Fijne dag!\n\tGroet');
  });

  it('a same-site path starts with one slash and holds no control character', () => {
    expect(isSameSitePath('/customer/orders/?page=2')).toBe(true);
    for (const value of ['', 'customer/', '//evil.example/', '/\\evil.example', 'https://evil.example/', '/a\u0000b', '/a\u007f']) {
      expect(isSameSitePath(value)).toBe(false);
    }
  });
});

describe('the way back after a form or a login', () => {
  it.each([
    ['/heren/jassen/?page=2', '/heren/jassen/?page=2'],
    ['/checkout/#payment', '/checkout/#payment'],
    ['/merken/café/', '/merken/caf%C3%A9/'],
    ['/a/../wishlist/', '/wishlist/'],
    ['/', '/'],
  ])('%s stays on this shop as %s', (value, expected) => {
    expect(safeReturnPath(value, '/fallback/')).toBe(expected);
  });

  it.each([
    ['another host', '//evil.example'],
    ['another host with a path', '//evil.example/heren/'],
    ['three slashes', '///evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/heren\\..\\..\\evil.example'],
    ['an encoded backslash', '/%5cevil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['an absolute address', 'https://evil.example/'],
    ['a relative path', 'heren/'],
    ['a line break', '/a\r\nSet-Cookie: x=1'],
    ['an encoded line break', '/a%0d%0aSet-Cookie:%20x=1'],
    ['a tab before slashes', '/\t/evil.example'],
    ['a NUL', '/a\u0000b'],
    ['DEL', '/a\u007f'],
    ['an encoded NUL', '/a%00b'],
    ['an empty text', ''],
    ['too long', `/${'a'.repeat(5000)}`],
  ])('%s goes to the fallback', (_name, value) => {
    expect(safeReturnPath(value, '/fallback/')).toBe('/fallback/');
  });

  it('values that are not text go to the fallback, and the length bound is inclusive', () => {
    for (const value of [null, undefined, 42, ['/heren/'], { toString: () => '/heren/' }]) {
      expect(safeReturnPath(value, '/wishlist/')).toBe('/wishlist/');
    }
    const longest = `/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`;
    expect(safeReturnPath(longest, '/')).toBe(longest);
    expect(safeReturnPath(`${longest}a`, '/')).toBe('/');
  });
});
