import {
  categoryBlock,
  divider,
  heroImage,
  imageWithText,
  oneBigTwoSmallImages,
  productSlider,
  richText,
  threeColumnsImage,
  twoColumnsImage,
} from './blocks.ts';
import { pageData, translator, type ContentContext, type SeedDocument } from './document.ts';
import { brandOverview, contentImage, h2, p, page, plp, web } from './links.ts';

const TILE_CATEGORIES = ['pakken', 'overhemden', 'truien', 'sneakers'];

function homeData(ctx: ContentContext): Record<string, unknown> {
  const { lang, tree } = ctx;
  const tiles = TILE_CATEGORIES.flatMap((key) => {
    const category = tree.byKey.get(key);
    const image = ctx.categoryImages.get(key);
    return category && image
      ? [{ name: category.name[lang], image: { ...image, alt: category.name[lang] }, link: plp(category.urlPath) }]
      : [];
  });
  const T = translator(lang);
  return pageData({
    urlKey: '',
    metaTitle: T('Van Arkel | Herenmode sinds 1962', 'Van Arkel | Menswear since 1962', 'Van Arkel | Herrenmode seit 1962'),
    metaDescription: T(
      'Pakken, overhemden, truien en schoenen voor heren. Ma t/m vr voor 21:00 besteld, morgen in huis. Gratis verzending vanaf € 100.',
      'Suits, shirts, knitwear and shoes for men. Free returns within 30 days.',
      'Anzüge, Hemden, Strick und Schuhe für Herren. 30 Tage kostenlose Rücksendung.',
    ),
    pageTitle: 'Van Arkel',
    logoColor: 'light',
    body: [
      heroImage({
        title: T('Het nieuwe seizoen', 'The new season', 'Die neue Saison'),
        subtitle: T('Herfst / winter 2026', 'Autumn / winter 2026', 'Herbst / Winter 2026'),
        description: T(
          'Warme wol, zachte flanel en jassen die de kou buiten houden.',
          'Warm wool, soft flannel and coats that keep the cold out.',
          'Warme Wolle, weicher Flanell und Mäntel, die die Kälte draußen halten.',
        ),
        image: contentImage(
          'hero',
          '1d2b3a',
          'herfst-winter-2026',
          T(
            'Man in een navy overjas op een Amsterdamse gracht',
            'Man in a navy overcoat by an Amsterdam canal',
            'Mann im marineblauen Mantel an einer Amsterdamer Gracht',
          ),
        ),
        buttonText: T('Shop de collectie', 'Shop the collection', 'Zur Kollektion'),
        link: plp('kleding'),
      }),
      categoryBlock(tiles),
      productSlider(
        T('Populair deze week', 'Popular this week', 'Diese Woche beliebt'),
        T('Bestsellers', 'Best sellers', 'Bestseller'),
        ctx.featuredSkus.slice(0, 8),
      ),
      imageWithText({
        title: T('Vakmanschap sinds 1962', 'Craftsmanship since 1962', 'Handwerk seit 1962'),
        subtitle: T('Ons verhaal', 'Our story', 'Unsere Geschichte'),
        description: T(
          'Wat begon als een kleine kleermakerij aan de Amsterdamse grachten, is uitgegroeid tot een familiebedrijf met winkels in Nederland, België en Duitsland. Onze kleermakers vermaken nog altijd gratis in elke winkel.',
          'What started as a small tailor’s shop on the Amsterdam canals has grown into a family business with stores in the Netherlands, Belgium and Germany. Our tailors still make alterations free of charge in every store.',
          'Was als kleine Schneiderei an den Amsterdamer Grachten begann, ist heute ein Familienunternehmen mit Geschäften in den Niederlanden, Belgien und Deutschland. Unsere Schneider ändern in jedem Geschäft weiterhin kostenlos.',
        ),
        image: contentImage(
          'lifestyle',
          'b98b5e',
          'atelier-kleermaker',
          T('Kleermaker aan het werk in het atelier', 'Tailor at work in the atelier', 'Schneider bei der Arbeit im Atelier'),
        ),
        buttonText: T('Lees ons verhaal', 'Read our story', 'Unsere Geschichte lesen'),
        link: page('over-ons'),
      }),
      divider(),
      twoColumnsImage(
        {
          title: T('Nieuw binnen', 'New arrivals', 'Neuheiten'),
          subtitle: T('Elke week nieuwe items', 'New pieces every week', 'Jede Woche neue Teile'),
          image: contentImage('lifestyle', '66683b', 'nieuw-binnen', T('Nieuwe collectie', 'New collection', 'Neue Kollektion')),
          buttonText: T('Bekijk nieuw', 'Shop new in', 'Neuheiten ansehen'),
          link: plp('nieuw'),
        },
        {
          title: T('Sale tot 50%', 'Sale up to 50%', 'Sale bis 50%'),
          subtitle: T('Op = op', 'While stocks last', 'Nur solange der Vorrat reicht'),
          image: contentImage('lifestyle', '6b1f2e', 'sale', 'Sale'),
          buttonText: T('Shop de sale', 'Shop the sale', 'Zum Sale'),
          link: plp('sale'),
        },
      ),
      richText([
        h2(T('Herenmode bij Van Arkel', 'Menswear at Van Arkel', 'Herrenmode bei Van Arkel')),
        p(
          T(
            'Bij Van Arkel vind je alles voor een verzorgde garderobe: van pakken en overhemden op boordmaat tot truien, jeans en sneakers. Twijfel je over je maat? Onze klantenservice helpt je graag.',
            'At Van Arkel you will find everything for a well-dressed wardrobe: from suits and shirts by collar size to knitwear, jeans and sneakers. Not sure about your size? Our customer service is happy to help.',
            'Bei Van Arkel findest du alles für eine gepflegte Garderobe: von Anzügen und Hemden nach Kragenweite bis zu Strick, Jeans und Sneakern. Unsicher bei der Größe? Unser Kundenservice hilft dir gern.',
          ),
          [T('pakken', 'suits', 'Anzügen'), '/kleding/pakken/'],
          [T('overhemden', 'shirts', 'Hemden'), '/kleding/overhemden/'],
          [T('sneakers', 'sneakers', 'Sneakern'), '/schoenen/sneakers/'],
          [T('klantenservice', 'customer service', 'Kundenservice'), '/klantenservice/'],
        ),
      ]),
      threeColumnsImage(
        {
          title: T('Onze winkels', 'Our stores', 'Unsere Geschäfte'),
          description: T(
            'Persoonlijk advies en gratis vermaken.',
            'Personal advice and free alterations.',
            'Persönliche Beratung und kostenlose Änderungen.',
          ),
          image: contentImage(
            'store',
            '3a3c40',
            'winkel-amsterdam',
            T('Van Arkel winkel Amsterdam', 'Van Arkel store Amsterdam', 'Van Arkel Geschäft Amsterdam'),
          ),
          buttonText: T('Vind een winkel', 'Find a store', 'Geschäft finden'),
          link: page('winkels'),
        },
        {
          title: T('Cadeaukaart', 'Gift card', 'Geschenkkarte'),
          description: T(
            'Altijd het juiste cadeau, van € 5 tot € 500.',
            'Always the right present, from €5 to €500.',
            'Immer das richtige Geschenk, von € 5 bis € 500.',
          ),
          image: contentImage(
            'banner',
            '1d2b3a',
            'cadeaukaart',
            T('Van Arkel cadeaukaart', 'Van Arkel gift card', 'Van Arkel Geschenkkarte'),
          ),
          buttonText: T('Geef een cadeaukaart', 'Give a gift card', 'Geschenkkarte verschenken'),
          link: web('/cadeaukaart.html'),
        },
        {
          title: T('Onze merken', 'Our brands', 'Unsere Marken'),
          description: T(
            'Meer dan twintig merken met een verhaal.',
            'More than twenty brands with a story.',
            'Mehr als zwanzig Marken mit Geschichte.',
          ),
          image: contentImage('lifestyle', '1f4a38', 'merken', T('Merken bij Van Arkel', 'Brands at Van Arkel', 'Marken bei Van Arkel')),
          buttonText: T('Alle merken', 'All brands', 'Alle Marken'),
          link: brandOverview('merken'),
        },
      ),
      oneBigTwoSmallImages({
        title: T('Het perfecte pak', 'The perfect suit', 'Der perfekte Anzug'),
        subtitle: T('Stijlgids', 'Style guide', 'Stilguide'),
        description: T(
          'Combineer een navy kostuum met een wit overhemd en bruine schoenen: tijdloos en altijd goed.',
          'Pair a navy suit with a white shirt and brown shoes: timeless and always right.',
          'Kombiniere einen Anzug in Marine mit weißem Hemd und braunen Schuhen: zeitlos und immer richtig.',
        ),
        buttonText: T('Shop pakken', 'Shop suits', 'Anzüge shoppen'),
        link: plp('kleding/pakken'),
        large: [
          contentImage('lifestyle', '1f2a44', 'perfect-pak', T('Navy kostuum', 'Navy suit', 'Anzug in Marine')),
          plp('kleding/pakken'),
        ],
        first: [
          contentImage('lifestyle', 'f4f3ef', 'wit-overhemd', T('Wit overhemd', 'White shirt', 'Weißes Hemd')),
          plp('kleding/overhemden'),
        ],
        second: [
          contentImage('lifestyle', '6a4a30', 'bruine-schoenen', T('Bruine schoenen', 'Brown shoes', 'Braune Schuhe')),
          plp('schoenen/nette-schoenen'),
        ],
      }),
    ],
  });
}

/** The home page (`url_key` empty). */
export const HOME_DOCUMENT: SeedDocument = { type: 'page', uid: 'home', urlKey: '', build: homeData };
