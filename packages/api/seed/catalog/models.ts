import { garments } from '@shop/rules';
import { z } from 'zod';
import type { Texts } from '../text.ts';
import { COLOURS, FITS, MATERIALS, PATTERNS, SIZE_RUNS, SLEEVES } from './attributes.ts';
import { CATEGORY_TREE, type CategorySpec } from './category-list.ts';
import type { ModelTemplate } from './model-types.ts';
import accessories from './models/accessories.json' with { type: 'json' };
import knitwear from './models/knitwear.json' with { type: 'json' };
import outerwear from './models/outerwear.json' with { type: 'json' };
import shirts from './models/shirts.json' with { type: 'json' };
import shoes from './models/shoes.json' with { type: 'json' };
import suits from './models/suits.json' with { type: 'json' };

// The model templates are data (one JSON file per department, texts in every seed language); they are
// checked here against the codes the catalogue knows, so a misspelt colour or category stops the seed.

const categoryKeys = new Set<string>();
(function collect(specs: CategorySpec[]) {
  for (const spec of specs) {
    categoryKeys.add(spec.key);
    collect(spec.children ?? []);
  }
})(CATEGORY_TREE);

const codes = <T extends object>(table: T) => z.enum(Object.keys(table) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]]);
const texts: z.ZodType<Texts> = z.strictObject({ nl: z.string().min(1), en: z.string().min(1), de: z.string().min(1) });

const modelTemplate = z.strictObject({
  category: z.string().refine((key) => categoryKeys.has(key), { error: (issue) => `unknown category ${String(issue.input)}` }),
  garment: z.enum(garments).optional(),
  name: texts,
  intro: texts,
  fits: z.array(codes(FITS)).min(1).optional(),
  materials: z.array(codes(MATERIALS)).min(1),
  patterns: z.array(codes(PATTERNS)).min(1),
  sleeves: z.array(codes(SLEEVES)).min(1).optional(),
  colours: z.array(codes(COLOURS)).min(1),
  price: z.tuple([z.number().int().positive(), z.number().int().positive()]).refine(([low, high]) => low <= high, 'price range low > high'),
  care: texts.optional(),
  sizes: codes(SIZE_RUNS).optional(),
});

/** Reads one department's templates; `file` names it in the error when one does not fit. */
export function parseModelTemplates(file: string, data: unknown): ModelTemplate[] {
  const parsed = z.array(modelTemplate).safeParse(data);
  if (!parsed.success) throw new Error(`seed models ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Configurable models, sold per size: suits and blazers (suit sizes 44–58); coats, jackets and
 * trousers; shirts (collar sizes), polos and T-shirts; knitwear and jeans; sneakers, dress shoes,
 * boots and belts (shoe or belt size).
 */
export const CONFIGURABLE_MODELS: ModelTemplate[] = [
  ...parseModelTemplates('suits.json', suits),
  ...parseModelTemplates('outerwear.json', outerwear),
  ...parseModelTemplates('shirts.json', shirts),
  ...parseModelTemplates('knitwear.json', knitwear),
  ...parseModelTemplates('shoes.json', shoes),
];

/** One-size accessories sold as simple products (no size choice). */
export const ACCESSORY_MODELS: ModelTemplate[] = parseModelTemplates('accessories.json', accessories);

/** How many simple products each accessory category gets (about forty in all). */
export const SIMPLE_PRODUCTS_PER_CATEGORY: Record<string, number> = { stropdassen: 12, sokken: 12, sjaals: 8, tassen: 8 };
