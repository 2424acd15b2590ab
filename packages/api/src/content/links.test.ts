import { describe, expect, it } from 'vitest';
import { contentLinkHref, toContentLink, withHrefs } from './links.ts';

describe('content links', () => {
  it('N1: resolves every link kind to a storefront href', () => {
    expect(contentLinkHref({ link_type: 'Web', url: 'https://example.com/a' })).toBe('https://example.com/a');
    expect(contentLinkHref({ link_type: 'Media', url: 'https://cdn.example.com/file.pdf' })).toBe('https://cdn.example.com/file.pdf');
    expect(contentLinkHref({ link_type: 'Document', type: 'plp', url_key: 'kleding/overhemden' })).toBe('/kleding/overhemden/');
    expect(contentLinkHref({ link_type: 'Document', type: 'page', url_key: 'klantenservice' })).toBe('/klantenservice/');
    expect(contentLinkHref({ link_type: 'Document', type: 'page', url_key: '' })).toBe('/');
    expect(contentLinkHref({ link_type: 'Document', type: 'brand_overview' })).toBe('/merken/');
    expect(contentLinkHref({ link_type: 'Document', type: 'brand_detail', url_key: 'harbour-row' })).toBe('/merken/harbour-row/');
  });

  it('R17: reads a brand key given as a full address and a brand overview naming its page', () => {
    expect(contentLinkHref({ link_type: 'Document', type: 'brand_detail', url_key: 'merken/harbour-row' })).toBe('/merken/harbour-row/');
    expect(contentLinkHref({ link_type: 'Document', type: 'brand_overview', url_key: 'merken' })).toBe('/merken/');
    expect(contentLinkHref({ link_type: 'Document', type: 'brand_overview', url_key: 'brandstores' })).toBe('/brandstores/');
  });

  it('treats empty and unknown links as no link', () => {
    expect(toContentLink({ link_type: 'Any' })).toBeNull();
    expect(toContentLink({ link_type: 'Web', url: '  ' })).toBeNull();
    expect(toContentLink({ link_type: 'Document', type: 'product', url_key: 'x' })).toBeNull();
    expect(toContentLink(null)).toBeNull();
  });

  it('B2: shapes a document link with its href and no url', () => {
    expect(toContentLink({ link_type: 'Document', type: 'brand_detail', url_key: 'harbour-row' })).toEqual({
      link_type: 'Document',
      url: null,
      type: 'brand_detail',
      url_key: 'harbour-row',
      href: '/merken/harbour-row/',
    });
  });

  it('adds href to every link nested in block JSON and leaves the rest alone', () => {
    const input = {
      title: 'Nieuw',
      button_link: { link_type: 'Document', type: 'plp', url_key: 'nieuw' },
      columns: [{ link: { link_type: 'Web', url: 'https://example.com' } }, 'text', 3],
      empty: { link_type: 'Any' },
    };
    expect(withHrefs(input)).toEqual({
      title: 'Nieuw',
      button_link: { link_type: 'Document', type: 'plp', url_key: 'nieuw', href: '/nieuw/' },
      columns: [{ link: { link_type: 'Web', url: 'https://example.com', href: 'https://example.com' } }, 'text', 3],
      empty: { link_type: 'Any' },
    });
    expect(input.button_link).not.toHaveProperty('href');
  });
});
