import type { BrandNode } from '../catalog/brands.ts';
import { heroImage, richText } from './blocks.ts';
import { pageData, translator, type ContentContext, type SeedDocument } from './document.ts';
import { brandOverview, contentImage, h2, p } from './links.ts';

const BANNER_HEXES = ['1d2b3a', '3a3c40', '6a4a30', '1f4a38', '6b1f2e', 'b98b5e', '66683b', '2b3a64'];

function brandData(brand: BrandNode, index: number) {
  return (ctx: ContentContext): Record<string, unknown> => {
    const T = translator(ctx.lang);
    const search = `/zoeken/?q=${encodeURIComponent(brand.name)}`;
    const shopAll = T(`Bekijk alle items van ${brand.name}`, `Shop all ${brand.name} pieces`, `Alle Teile von ${brand.name} ansehen`);
    const overview = T('alle merken', 'all brands', 'alle Marken');
    return pageData({
      urlKey: `merken/${brand.urlKey}`,
      metaTitle: `${brand.name} | Van Arkel`,
      metaDescription: brand.description[ctx.lang],
      pageTitle: brand.name,
      parent: brandOverview('merken'),
      logoColor: 'light',
      body: [
        heroImage({
          title: brand.name,
          subtitle: brand.isBrandstore ? T('Brand store', 'Brand store', 'Brand Store') : T('Merk', 'Brand', 'Marke'),
          image: contentImage('banner', BANNER_HEXES[index % BANNER_HEXES.length] as string, brand.urlKey, brand.name),
          buttonText: T('Shop de collectie', 'Shop the collection', 'Zur Kollektion'),
          link: { link_type: 'Web', url: search },
        }),
        richText([
          h2(T(`Over ${brand.name}`, `About ${brand.name}`, `Über ${brand.name}`)),
          p(brand.description[ctx.lang]),
          p(
            T(
              `${shopAll} of ga terug naar ${overview}.`,
              `${shopAll} or go back to ${overview}.`,
              `${shopAll} oder zurück zu ${overview}.`,
            ),
            [shopAll, search],
            [overview, '/merken/'],
          ),
        ]),
      ],
    });
  };
}

/** A brand page per brand at `merken/{url_key}`. */
export function brandDocuments(brands: BrandNode[]): SeedDocument[] {
  return brands.map((brand, index) => ({
    type: 'brand_page',
    uid: `brand-${brand.urlKey}`,
    urlKey: `merken/${brand.urlKey}`,
    build: brandData(brand, index),
  }));
}
