/**
 * M14: every text a shopper sees exists in nl, en and de. The catalogue test checks that each key
 * exists in all three languages; these check the components: every key they ask for exists, and
 * no Dutch sentence is written into a component instead of a messages file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.server.ts';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Source files of the app: components, models and routes, without tests, generated code or texts. */
function sourceFiles(extensions: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'graphql' && entry.name !== 'node_modules' && !entry.name.startsWith('+')) walk(full);
      } else if (
        extensions.some((ext) => entry.name.endsWith(ext)) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        entry.name !== 'messages.ts' &&
        !entry.name.endsWith('.d.ts')
      ) {
        found.push(full);
      }
    }
  };
  walk(APP_DIR);
  return found.sort();
}

const relative = (file: string) => path.relative(APP_DIR, file);

/** A message key as components write it: `feature.part.name`, letters and digits. */
const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/;
const namespaces = new Set(Object.keys(catalogue.nl).map((key) => key.split('.')[0]));

/** Whether a literal is meant as a message key: it starts with one of the catalogue's namespaces. */
function looksLikeKey(text: string): boolean {
  return KEY.test(text) && namespaces.has(text.split('.')[0] ?? '') && !/\.(tsx?|css|json|html|svg|png|jpe?g|webp)$/.test(text);
}

interface Usage {
  file: string;
  key: string;
  /** For template literals: the pattern any existing key must match. */
  pattern?: RegExp;
}

/**
 * Keys asked for by `formatMessage({ id })`, by local `t('…')` helpers, and as `id`, `labelId`,
 * `messageId`… properties; template literals become patterns (`catalog.sort.${sort}`).
 */
function keyUsages(file: string): Usage[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const usages: Usage[] = [];
  const visit = (node: ts.Node) => {
    const keyPosition =
      (ts.isPropertyAssignment(node) && /^(id|[a-zA-Z]*(Id|Key))$/.test(node.name.getText(source)) ? node.initializer : undefined) ??
      (ts.isCallExpression(node) && /^(t|translate)$/.test(node.expression.getText(source)) ? node.arguments[0] : undefined);
    if (keyPosition) {
      if (ts.isStringLiteral(keyPosition) || ts.isNoSubstitutionTemplateLiteral(keyPosition)) {
        if (looksLikeKey(keyPosition.text)) usages.push({ file: relative(file), key: keyPosition.text });
      } else if (ts.isTemplateExpression(keyPosition)) {
        const parts = [keyPosition.head.text, ...keyPosition.templateSpans.map((span) => span.literal.text)];
        const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        const key = keyPosition.getText(source);
        if (namespaces.has(keyPosition.head.text.split('.')[0] ?? '')) {
          usages.push({ file: relative(file), key, pattern: new RegExp(`^${escaped.join('[a-zA-Z0-9_.-]+')}$`) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return usages;
}

/** Words that only Dutch uses (not English or German), so a text holding one was written in Dutch. */
const DUTCH_WORDS = new Set(
  (
    'de het een je jouw jij uw niet voor naar bij ook maar nog geen alle meer terug bekijk bekijken winkelwagen winkelmand ' +
    'winkel winkels bestellen bestelling afrekenen verzending verzendkosten gratis wachtwoord inloggen uitloggen zoeken zoek ' +
    'toevoegen verwijderen opslaan annuleren sluiten openen volgende vorige laden fout helaas kies maat maten kleur prijs ' +
    'nieuwsbrief inschrijven aanmelden betalen klantenservice openingstijden gesloten verlanglijst morgen vandaag dagen ' +
    'bezorgd bezorging levering artikel artikelen totaal korting waardebon cadeaukaart adres postcode huisnummer straat ' +
    'plaats land achternaam voornaam telefoonnummer bevestigen wijzigen pagina gevonden probeer opnieuw hoofdmenu menu ' +
    'overzicht merken nieuw uitverkocht op voorraad stuks hier klik sluit dit deze dat wordt heeft hebben zijn onze ons wij'
  ).split(/\s+/),
);
/** Words shared with English or German, or names, that may stand in a component as they are. */
const ALLOWED_WORDS = new Set(['menu', 'postcode', 'land', 'hier', 'op', 'de']);
/** Whole texts that are fine in every language (names, codes). */
const ALLOWED_TEXTS = new Set(['Van Arkel', 'VAN ARKEL']);
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'value']);

function dutchWords(text: string): string[] {
  if (ALLOWED_TEXTS.has(text.trim())) return [];
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((word) => DUTCH_WORDS.has(word) && !ALLOWED_WORDS.has(word));
}

interface HardCoded {
  file: string;
  line: number;
  text: string;
}

/** JSX text, string children and visible attributes of a component that hold Dutch words. */
function hardCodedDutch(file: string): HardCoded[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCoded[] = [];
  const report = (node: ts.Node, value: string) => {
    if (dutchWords(value).length > 0) {
      found.push({ file: relative(file), line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: value.trim() });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent) && ts.isStringLiteralLike(node.expression)) {
      report(node, node.expression.text);
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(node, value.text);
      else if (ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression))
        report(node, value.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Files whose sample texts are specimens, not shop texts: the style guide shows type sizes with
 * their names (R5).
 */
const SPECIMEN_FILES = new Set(['features/content/utility-pages.tsx']);

/** JSX text with a word in it, in any language: every text a shopper reads comes from messages. */
function literalJsxText(file: string): HardCoded[] {
  if (SPECIMEN_FILES.has(relative(file))) return [];
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCoded[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text) && !ALLOWED_TEXTS.has(node.text.trim())) {
      found.push({
        file: relative(file),
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        text: node.text.trim(),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts in components (M14)', () => {
  const keys = new Set(Object.keys(catalogue.nl));

  it('M14: every message key a component asks for exists in the catalogue', () => {
    const usages = sourceFiles(['.ts', '.tsx']).flatMap(keyUsages);
    expect(usages.length).toBeGreaterThan(300);
    const missing = usages.filter((usage) => (usage.pattern ? ![...keys].some((key) => usage.pattern?.test(key)) : !keys.has(usage.key)));
    expect(missing.map((usage) => `${usage.file}: ${usage.key}`)).toEqual([]);
  });

  it('M14: no Dutch text is written into a component instead of a messages file', () => {
    const found = sourceFiles(['.tsx']).flatMap(hardCodedDutch);
    expect(found.map((hit) => `${hit.file}:${hit.line}: ${hit.text}`)).toEqual([]);
  });

  it('M14: no text in any language is written as JSX text; it comes from the messages', () => {
    const found = sourceFiles(['.tsx']).flatMap(literalJsxText);
    expect(found.map((hit) => `${hit.file}:${hit.line}: ${hit.text}`)).toEqual([]);
  });

  it('M13: the translation sets of the spec exist and are translated in each language', () => {
    const sets = [
      'shell.reviews.viewAll',
      'shell.reviews.customerWroteReview',
      'shell.reviews.customerReviews',
      'shell.reviews.buyerProtection',
      'cart.added.toCart',
      'cart.added.continue',
      'cart.added.title',
      'cart.added.combine',
      'checkout.orderComplete.title',
      'shell.pageNotFound',
    ];
    for (const key of sets) {
      expect(catalogue.nl[key], key).toBeTruthy();
      expect(catalogue.en[key], key).toBeTruthy();
      expect(catalogue.de[key], key).toBeTruthy();
      expect(catalogue.de[key], key).not.toBe(catalogue.nl[key]);
    }
  });

  it('M14: the checks themselves catch a missing key and a Dutch text', () => {
    expect(looksLikeKey('stores.title')).toBe(true);
    expect(looksLikeKey('stores.module.css')).toBe(false);
    expect(dutchWords('Bekijk alle winkels')).toEqual(['bekijk', 'alle', 'winkels']);
    expect(dutchWords('View all stores')).toEqual([]);
    expect(dutchWords('Alle Geschäfte')).toEqual(['alle']);
    expect(dutchWords('Van Arkel')).toEqual([]);
  });
});
