/**
 * Short class names for the production build's CSS modules (decision 067, "Short class names").
 *
 * Vite's default (`_[local]_[hash]_[line]`, `_productTile_1dt52_14`) is readable, and it is written
 * once in the stylesheet and again on every element of every page: a listing's HTML carries about
 * 15 KB of class attributes. A production name is an underscore (as Vite's are; the shop's global
 * classes, `button`, `container`, `visually-hidden`, never start with one), the module's
 * three-character mark, drawn from a hash of its path relative to the storefront (so every machine
 * builds the same names), and the class's place among the module's classes in base 64: `_kQ2a`,
 * `_kQ2b`. The server's build and the
 * browser's build read the same module and name each class alike, as hydration needs; a module's
 * classes share their mark, which compresses as well as the long names did. Two modules that would
 * share a mark stop the build instead of sharing styles. The development server keeps the readable
 * names.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = `${LETTERS}0123456789-_`;
/** 52 × 64 × 64 ≈ 213,000 marks; the shop has about 100 modules. */
export const MARK_LENGTH = 3;

/** The three-character mark of the module at `file` (a path relative to the storefront). */
export function moduleMark(file: string): string {
  const digest = createHash('sha256').update(file).digest();
  let out = LETTERS[digest[0]! % LETTERS.length]!;
  for (let index = 1; index < MARK_LENGTH; index += 1) out += DIGITS[digest[index]! % DIGITS.length]!;
  return out;
}

/** `n` in base 64 with the mark's digits. */
function base64(n: number): string {
  let out = '';
  do {
    out = DIGITS[n % DIGITS.length]! + out;
    n = Math.floor(n / DIGITS.length);
  } while (n > 0);
  return out;
}

/** The classes and keyframes of a stylesheet (the names CSS modules scope) in the order they first appear. */
export function classesInOrder(css: string): string[] {
  const seen = new Set<string>();
  // A class selector: a dot, then an identifier (not a number's decimal point, not inside a url);
  // or the name of a keyframes rule.
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  for (const match of plain.matchAll(/(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g)) {
    seen.add(match[1]!);
  }
  return [...seen];
}

/**
 * A `css.modules.generateScopedName` for one build: the same name for the same class, and an error
 * when two modules would share a mark.
 */
export function shortClassNames(
  root: string,
  markOf: (file: string) => string = moduleMark,
): (name: string, filename: string, css: string) => string {
  const owners = new Map<string, string>();
  const orders = new Map<string, string[]>();
  return (name, filename, css) => {
    const file = path.relative(root, filename.split('?')[0]!).split(path.sep).join('/');
    const mark = markOf(file);
    const owner = owners.get(mark);
    if (owner !== undefined && owner !== file) {
      throw new Error(`CSS modules: ${owner} and ${file} would both be marked ${mark}; rename one of them`);
    }
    owners.set(mark, file);
    let order = orders.get(file);
    if (!order || !order.includes(name)) {
      order = classesInOrder(css);
      orders.set(file, order);
    }
    const place = order.indexOf(name);
    if (place < 0) throw new Error(`CSS modules: ${name} is neither a class nor keyframes of ${file}`);
    return `_${mark}${base64(place)}`;
  };
}
