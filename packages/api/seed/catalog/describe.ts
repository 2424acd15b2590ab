import { capitalize, escapeHtml, LANGS, slugify, t, type Lang, type Texts } from '../text.ts';
import { FITS, MATERIALS, PATTERNS, SLEEVES } from './attributes.ts';
import type { PlannedProduct } from './plan-types.ts';

const LABELS = {
  material: t('Materiaal', 'Material', 'Material'),
  fit: t('Pasvorm', 'Fit', 'Passform'),
  pattern: t('Dessin', 'Pattern', 'Muster'),
  sleeve: t('Mouwlengte', 'Sleeve length', 'Ärmellänge'),
  care: t('Onderhoud', 'Care', 'Pflege'),
};
const SUSTAINABLE = t(
  'Gemaakt met duurzamere materialen en productiemethoden.',
  'Made with more responsible materials and production methods.',
  'Hergestellt mit nachhaltigeren Materialien und Produktionsmethoden.',
);
const GIFT_CARD = t(
  '<p>Met de Van Arkel cadeaukaart geef je altijd het juiste cadeau. Kies zelf een bedrag tussen € 5 en € 500.</p><ul><li>Te besteden online en in al onze winkels</li><li>Twee jaar geldig</li><li>Digitaal per e-mail of als kaart in een mooie envelop</li></ul>',
  '<p>With a Van Arkel gift card you always give the right present. Choose any amount between €5 and €500.</p><ul><li>Valid online and in all our stores</li><li>Valid for two years</li><li>Sent digitally by e-mail or as a card in a gift envelope</li></ul>',
  '<p>Mit der Van Arkel Geschenkkarte schenkst du immer das Richtige. Wähle einen Betrag zwischen € 5 und € 500.</p><ul><li>Online und in allen Geschäften einlösbar</li><li>Zwei Jahre gültig</li><li>Digital per E-Mail oder als Karte im Geschenkumschlag</li></ul>',
);
const BUNDLE_INTRO = t(
  'Een complete look voor een voordelige prijs. Kies van elk onderdeel je eigen maat.',
  'A complete look at a better price. Choose your own size for each piece.',
  'Ein kompletter Look zum Vorteilspreis. Wähle für jedes Teil deine eigene Größe.',
);

/** The translated texts of one listed product. */
export interface ProductTexts {
  name: Texts;
  description: Texts;
  shortDescription: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
  urlKey: string;
}

function perLang(fn: (lang: Lang) => string): Texts {
  return Object.fromEntries(LANGS.map((lang) => [lang, fn(lang)])) as Texts;
}

function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  return end === -1 ? text : text.slice(0, end + 1);
}

function productName(product: PlannedProduct): Texts {
  if (product.name) return product.name;
  const template = product.template;
  if (!template) throw new Error(`Product ${product.sku} has neither a name nor a template`);
  return perLang((lang) => {
    const fit = product.fit ? FITS[product.fit][lang] : '';
    const name = template.name[lang].replace('{fit}', fit);
    return capitalize(`${name} ${product.line ?? ''}`.replace(/\s+/g, ' ').trim());
  });
}

/** A model wearing the middle size of the run: the usual line on fashion product pages. */
function modelLine(product: PlannedProduct, lang: Lang): string | null {
  if (product.sizes.length === 0 || ['shoe', 'belt'].includes(product.template?.sizes ?? '')) return null;
  const size = product.sizes[Math.floor(product.sizes.length / 2)] ?? '';
  return {
    nl: `Ons model is 1,86 m en draagt maat ${size}`,
    en: `Our model is 1.86 m tall and wears size ${size}`,
    de: `Unser Model ist 1,86 m groß und trägt Größe ${size}`,
  }[lang];
}

function modelDescription(product: PlannedProduct, lang: Lang): string {
  const template = product.template;
  if (!template) return '';
  const items: string[] = [];
  if (product.material) items.push(`${LABELS.material[lang]}: ${MATERIALS[product.material].composition[lang]}`);
  if (product.fit) items.push(`${LABELS.fit[lang]}: ${FITS[product.fit][lang]}`);
  if (product.pattern) items.push(`${LABELS.pattern[lang]}: ${PATTERNS[product.pattern][lang]}`);
  if (product.sleeve) items.push(`${LABELS.sleeve[lang]}: ${SLEEVES[product.sleeve][lang]}`);
  const care = template.care ?? (product.material ? MATERIALS[product.material].care : null);
  if (care) items.push(`${LABELS.care[lang]}: ${care[lang]}`);
  const model = modelLine(product, lang);
  if (model) items.push(model);
  if (product.qtyIncrements > 1)
    items.push(
      { nl: 'Per twee paar te bestellen', en: 'Sold in multiples of two pairs', de: 'Nur paarweise im Doppelpack bestellbar' }[lang],
    );
  if (product.sustainable) items.push(SUSTAINABLE[lang]);
  const list = items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<p>${escapeHtml(template.intro[lang])}</p><ul>${list}</ul><p>${escapeHtml(product.brand.description[lang])}</p>`;
}

function bundleDescription(product: PlannedProduct, lang: Lang): string {
  const parts = product.bundleSlots.map((slot) => `<li>${escapeHtml(slot.title[lang])}</li>`).join('');
  return `<p>${escapeHtml(BUNDLE_INTRO[lang])}</p><ul>${parts}</ul>`;
}

/** Name, HTML description, short description, meta texts and url key of a listed product. */
export function describeProduct(product: PlannedProduct): ProductTexts {
  const name = productName(product);
  const colour = product.colour?.label;
  const description = perLang((lang) =>
    product.kind === 'giftcard'
      ? GIFT_CARD[lang]
      : product.kind === 'bundle'
        ? bundleDescription(product, lang)
        : modelDescription(product, lang),
  );
  const shortDescription = perLang((lang) =>
    product.kind === 'giftcard'
      ? firstSentence(
          t(
            'Het cadeau dat altijd past. Kies zelf het bedrag.',
            'The present that always fits. Choose the amount yourself.',
            'Das Geschenk, das immer passt. Betrag frei wählbar.',
          )[lang],
        )
      : product.kind === 'bundle'
        ? BUNDLE_INTRO[lang]
        : firstSentence(product.template?.intro[lang] ?? ''),
  );
  // The house brand is the shop's own name, which ends every title anyway.
  const brand = product.brand.name === 'Van Arkel' ? null : product.brand.name;
  const metaTitle = perLang((lang) => [name[lang], colour?.[lang], brand].filter(Boolean).join(' | ') + ' | Van Arkel');
  const metaDescription = perLang((lang) => {
    const item = colour ? `${name[lang]} (${colour[lang]})` : name[lang];
    return {
      nl: `Bestel ${item} van ${product.brand.name} bij Van Arkel. Gratis verzending vanaf € 100 en 30 dagen bedenktijd.`,
      en: `Shop ${item} by ${product.brand.name} at Van Arkel. Free returns within 30 days.`,
      de: `${item} von ${product.brand.name} bei Van Arkel bestellen. 30 Tage Rückgaberecht.`,
    }[lang];
  });
  const urlKey =
    product.kind === 'giftcard'
      ? 'cadeaukaart'
      : [slugify(name.nl), product.kind === 'bundle' || !colour ? '' : slugify(colour.nl), String(product.number)]
          .filter(Boolean)
          .join('-');
  return { name, description, shortDescription, metaTitle, metaDescription, urlKey };
}
