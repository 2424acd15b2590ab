import { describe, expect, it } from 'vitest';
import {
  brandPath,
  canonicalRedirect,
  categoryPath,
  hasControlCharacter,
  isSameSitePath,
  withoutControlCharacters,
  cookiePagePath,
  homeAliases,
  isChatLink,
  normalizeLink,
  productPath,
  resolveContentLink,
  storeSwitchPath,
} from './links.ts';

describe('normalizeLink', () => {
  it('R19: absolute http(s) links stay as they are', () => {
    expect(normalizeLink('https://ex.com/A')).toBe('https://ex.com/A');
    expect(normalizeLink('http://ex.com/Path?X=1')).toBe('http://ex.com/Path?X=1');
    expect(normalizeLink('//cdn.ex.com/A.PNG')).toBe('//cdn.ex.com/A.PNG');
  });

  it('R19, R22: mailto and tel links are untouched', () => {
    expect(normalizeLink('mailto:Service@Shop.NL')).toBe('mailto:Service@Shop.NL');
    expect(normalizeLink('tel:+31201234567')).toBe('tel:+31201234567');
  });

  it('R19: internal paths are lower-cased, get a trailing slash and keep query and hash', () => {
    expect(normalizeLink('/Foo?a=B#c')).toBe('/foo/?a=B#c');
    expect(normalizeLink('/Men/Shirts')).toBe('/men/shirts/');
    expect(normalizeLink('/men/')).toBe('/men/');
    expect(normalizeLink('/')).toBe('/');
    expect(normalizeLink('men/shirts')).toBe('/men/shirts/');
  });

  it('R19: a last segment with a file extension gets no slash', () => {
    expect(normalizeLink('/x.html')).toBe('/x.html');
    expect(normalizeLink('/Blue-Shirt.HTML?size=M')).toBe('/blue-shirt.html?size=M');
    expect(normalizeLink('/v1.2/info')).toBe('/v1.2/info/');
  });

  it('R19, A17, R5: a customer order number and a poccheckout id keep their case; the path before them does not', () => {
    expect(normalizeLink('/customer/orders/NL560223491/')).toBe('/customer/orders/NL560223491/');
    expect(normalizeLink('/Customer/Orders/NL1')).toBe('/customer/orders/NL1/');
    expect(normalizeLink('/poccheckout/AbC12/')).toBe('/poccheckout/AbC12/');
    expect(normalizeLink('/Customer/Address/')).toBe('/customer/address/');
    expect(normalizeLink('/customer/ordersX/Y/')).toBe('/customer/ordersx/y/');
  });

  it('R14, R19: order-complete paths keep their case', () => {
    expect(normalizeLink('/order-complete/AbC/')).toBe('/order-complete/AbC/');
    expect(normalizeLink('/order-complete/AbC')).toBe('/order-complete/AbC/');
    expect(normalizeLink('/Order-Complete/AbC/')).toBe('/order-complete/AbC/');
  });

  it('R2: a hash or query on its own stays as it is', () => {
    expect(normalizeLink('#Section')).toBe('#Section');
    expect(normalizeLink('?page=2')).toBe('?page=2');
    expect(normalizeLink('/Contact#chat')).toBe('/contact/#chat');
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
