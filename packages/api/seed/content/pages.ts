import {
  columnVariations,
  feedBlock,
  heroImage,
  imageSlider,
  imageWithText,
  productSlider,
  richText,
  singleImage,
  threeColumnsImage,
} from './blocks.ts';
import { pageData, translator, type ContentContext, type SeedDocument } from './document.ts';
import { brandDetail, contentImage, h2, li, p, page, plp } from './links.ts';

function notFoundData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  const home = T('homepage', 'home page', 'Startseite');
  const sale = T('sale', 'sale', 'Sale');
  const skus = ctx.featuredSkus.length > 8 ? ctx.featuredSkus.slice(8, 16) : ctx.featuredSkus.slice(0, 8);
  return pageData({
    urlKey: null,
    metaTitle: T('Pagina niet gevonden | Van Arkel', 'Page not found | Van Arkel', 'Seite nicht gefunden | Van Arkel'),
    metaDescription: T('Deze pagina bestaat niet (meer).', 'This page does not exist (any more).', 'Diese Seite existiert nicht (mehr).'),
    robots: 'noindex,follow',
    pageTitle: T('Pagina niet gevonden', 'Page not found', 'Seite nicht gefunden'),
    body: [
      richText([
        h2(
          T(
            'Oeps, deze pagina bestaat niet (meer)',
            'Oops, this page does not exist (any more)',
            'Hoppla, diese Seite gibt es nicht (mehr)',
          ),
        ),
        p(
          T(
            `Misschien is de pagina verhuisd of is er een typfout in het adres geslopen. Ga terug naar de ${home} of bekijk onze ${sale}.`,
            `The page may have moved, or there may be a typo in the address. Go back to the ${home} or have a look at our ${sale}.`,
            `Vielleicht wurde die Seite verschoben oder die Adresse enthält einen Tippfehler. Zurück zur ${home} oder entdecke unseren ${sale}.`,
          ),
          [home, '/'],
          [sale, '/sale/'],
        ),
      ]),
      productSlider(T('Misschien vind je dit mooi', 'You might like', 'Das könnte dir gefallen'), '', skus),
    ],
  });
}

function aboutData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return pageData({
    urlKey: 'over-ons',
    metaTitle: T('Over Van Arkel | Herenmode sinds 1962', 'About Van Arkel | Menswear since 1962', 'Über Van Arkel | Herrenmode seit 1962'),
    metaDescription: T(
      'Het verhaal van Van Arkel: van kleermakerij aan de gracht tot familiebedrijf met winkels in drie landen.',
      'The Van Arkel story: from a canal-side tailor to a family business with stores in three countries.',
      'Die Geschichte von Van Arkel: von der Schneiderei an der Gracht zum Familienunternehmen mit Geschäften in drei Ländern.',
    ),
    pageTitle: T('Over ons', 'About us', 'Über uns'),
    body: [
      imageWithText({
        title: T('Sinds 1962 aan de gracht', 'On the canal since 1962', 'Seit 1962 an der Gracht'),
        subtitle: T('Over ons', 'About us', 'Über uns'),
        description: T(
          'Kleermaker Willem van Arkel opende in 1962 zijn eerste zaak in Amsterdam. Drie generaties later is Van Arkel nog altijd een familiebedrijf, met dezelfde liefde voor goede stoffen en een perfecte pasvorm.',
          'Tailor Willem van Arkel opened his first shop in Amsterdam in 1962. Three generations later Van Arkel is still a family business, with the same love of good cloth and a perfect fit.',
          'Schneider Willem van Arkel eröffnete 1962 sein erstes Geschäft in Amsterdam. Drei Generationen später ist Van Arkel noch immer ein Familienunternehmen mit derselben Liebe zu guten Stoffen und perfekter Passform.',
        ),
        image: contentImage(
          'lifestyle',
          '6a4a30',
          'willem-van-arkel',
          T('De eerste winkel in 1962', 'The first store in 1962', 'Das erste Geschäft 1962'),
        ),
        buttonText: T('Bezoek een winkel', 'Visit a store', 'Geschäft besuchen'),
        link: page('winkels'),
        position: 'right',
      }),
      singleImage({
        title: T('Ons atelier', 'Our atelier', 'Unser Atelier'),
        description: T(
          'In ons atelier in Amsterdam worden elke week honderden kledingstukken op maat vermaakt.',
          'Every week our Amsterdam atelier alters hundreds of garments to measure.',
          'In unserem Amsterdamer Atelier werden jede Woche Hunderte Kleidungsstücke angepasst.',
        ),
        image: contentImage(
          'banner',
          '3a3c40',
          'atelier',
          T('Het atelier in Amsterdam', 'The Amsterdam atelier', 'Das Atelier in Amsterdam'),
        ),
        link: null,
      }),
      columnVariations([
        {
          title: T('Vakmanschap', 'Craftsmanship', 'Handwerk'),
          description: T(
            'Stoffen van Europese weverijen en afwerking tot in de details.',
            'Cloth from European mills and a finish down to the details.',
            'Stoffe aus europäischen Webereien und Verarbeitung bis ins Detail.',
          ),
          image: contentImage('lifestyle', 'b98b5e', 'vakmanschap', T('Vakmanschap', 'Craftsmanship', 'Handwerk')),
          link: null,
        },
        {
          title: T('Duurzaamheid', 'Sustainability', 'Nachhaltigkeit'),
          description: T(
            'Steeds meer items van biologisch katoen, gerecyclede materialen en Nederlandse wol.',
            'More and more pieces in organic cotton, recycled materials and Dutch wool.',
            'Immer mehr Teile aus Bio-Baumwolle, recycelten Materialien und niederländischer Wolle.',
          ),
          image: contentImage('lifestyle', '1f4a38', 'duurzaamheid', T('Duurzaamheid', 'Sustainability', 'Nachhaltigkeit')),
          buttonText: T('Duurzame items', 'Sustainable pieces', 'Nachhaltige Teile'),
          link: plp('kleding'),
        },
        {
          title: T('Service', 'Service', 'Service'),
          description: T(
            'Gratis vermaken, 30 dagen bedenktijd en persoonlijk advies.',
            'Free alterations, 30 days to change your mind and personal advice.',
            'Kostenlose Änderungen, 30 Tage Bedenkzeit und persönliche Beratung.',
          ),
          image: contentImage('store', '1d2b3a', 'service', 'Service'),
          buttonText: T('Klantenservice', 'Customer service', 'Kundenservice'),
          link: page('klantenservice'),
        },
      ]),
      imageSlider(
        ['amsterdam', 'rotterdam', 'antwerpen'].map((city) => ({
          title: `Van Arkel ${city.charAt(0).toUpperCase()}${city.slice(1)}`,
          image: contentImage('store', '3a3c40', `winkel-${city}`, `Van Arkel ${city}`),
          buttonText: T('Openingstijden', 'Opening hours', 'Öffnungszeiten'),
          link: page('winkels'),
        })),
      ),
      feedBlock('vanarkel-instagram'),
    ],
  });
}

function brandstoresData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  const stores = ctx.brands.filter((b) => b.isBrandstore);
  const [first, second, third] = stores.map((brand) => ({
    title: brand.name,
    description: brand.description[ctx.lang],
    image: contentImage('store', '1d2b3a', `brandstore-${brand.urlKey}`, brand.name),
    buttonText: T('Bekijk merk', 'View brand', 'Marke ansehen'),
    link: brandDetail(`merken/${brand.urlKey}`),
  }));
  return pageData({
    urlKey: 'brandstores',
    metaTitle: T(
      'Brand stores en verkooppunten | Van Arkel',
      'Brand stores and points of sale | Van Arkel',
      'Brand Stores und Verkaufsstellen | Van Arkel',
    ),
    metaDescription: T(
      'In onze brand stores vind je de complete collecties van onze eigen merken.',
      'Our brand stores carry the complete collections of our own brands.',
      'In unseren Brand Stores findest du die kompletten Kollektionen unserer eigenen Marken.',
    ),
    pageTitle: T('Brand stores', 'Brand stores', 'Brand Stores'),
    body: [
      heroImage({
        title: T('Brand stores', 'Brand stores', 'Brand Stores'),
        description: T(
          'De complete collectie, persoonlijk advies en een kleermaker in huis.',
          'The complete collection, personal advice and an in-house tailor.',
          'Die komplette Kollektion, persönliche Beratung und ein hauseigener Schneider.',
        ),
        image: contentImage('hero', '3a3c40', 'brandstores', T('Brand store Amsterdam', 'Brand store Amsterdam', 'Brand Store Amsterdam')),
        link: page('winkels'),
        buttonText: T('Vind een winkel', 'Find a store', 'Geschäft finden'),
      }),
      ...(first && second && third ? [threeColumnsImage(first, second, third)] : []),
      richText(stores.map((brand) => li(brand.name, [brand.name, `/merken/${brand.urlKey}/`]))),
    ],
  });
}

function brandsOverviewData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return pageData({
    urlKey: 'merken',
    metaTitle: T('Alle merken | Van Arkel', 'All brands | Van Arkel', 'Alle Marken | Van Arkel'),
    metaDescription: T(
      'Ontdek alle merken van Van Arkel, van eigen kleermakerij tot Italiaanse schoenmakers.',
      'Discover all brands at Van Arkel, from our own tailoring to Italian shoemakers.',
      'Entdecke alle Marken bei Van Arkel, von der eigenen Schneiderei bis zu italienischen Schuhmachern.',
    ),
    pageTitle: T('Merken', 'Brands', 'Marken'),
    body: [
      richText([
        h2(T('Onze merken', 'Our brands', 'Unsere Marken')),
        ...ctx.brands.map((brand) => li(brand.name, [brand.name, `/merken/${brand.urlKey}/`])),
      ]),
    ],
  });
}

function storesPageData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return pageData({
    urlKey: 'winkels',
    metaTitle: T('Winkels | Van Arkel', 'Stores | Van Arkel', 'Geschäfte | Van Arkel'),
    metaDescription: T(
      'Vind een Van Arkel winkel bij jou in de buurt, met openingstijden en adres.',
      'Find a Van Arkel store near you, with opening hours and address.',
      'Finde ein Van Arkel Geschäft in deiner Nähe, mit Öffnungszeiten und Adresse.',
    ),
    pageTitle: T('Onze winkels', 'Our stores', 'Unsere Geschäfte'),
    body: [
      richText([
        h2(T('Welkom in onze winkels', 'Welcome to our stores', 'Willkommen in unseren Geschäften')),
        p(
          T(
            'In al onze winkels in Nederland, België en Duitsland krijg je persoonlijk advies, vermaken we gratis en kun je online bestellingen ophalen of retourneren.',
            'In all our stores in the Netherlands, Belgium and Germany you get personal advice, free alterations, and you can collect or return online orders.',
            'In allen Geschäften in den Niederlanden, Belgien und Deutschland bekommst du persönliche Beratung und kostenlose Änderungen und kannst Online-Bestellungen abholen oder zurückgeben.',
          ),
        ),
      ]),
    ],
  });
}

/** The 404 content, about us, brand-store overview, brand list and store-locator intro. */
export const PAGE_DOCUMENTS: SeedDocument[] = [
  { type: 'page', uid: '404', urlKey: null, build: notFoundData },
  { type: 'page', uid: 'over-ons', urlKey: 'over-ons', build: aboutData },
  { type: 'page', uid: 'brandstores', urlKey: 'brandstores', build: brandstoresData },
  { type: 'page', uid: 'merken', urlKey: 'merken', build: brandsOverviewData },
  { type: 'page', uid: 'winkels', urlKey: 'winkels', build: storesPageData },
];
