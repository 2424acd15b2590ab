import type { brands } from '../../src/platform/schema.ts';
import { slugify, t, type Texts } from '../text.ts';
import { BRAND_SPECS, type BrandSpec } from './brand-list.ts';

type BrandRow = typeof brands.$inferInsert;

export interface BrandNode {
  id: number;
  name: string;
  urlKey: string;
  focus: string[];
  isBrandstore: boolean;
  description: Texts;
}

function describe(spec: BrandSpec): Texts {
  return t(
    `${spec.name} werd in ${spec.founded} opgericht in ${spec.city.nl} en staat bekend om ${spec.craft.nl}.`,
    `${spec.name} was founded in ${spec.city.en} in ${spec.founded} and is known for ${spec.craft.en}.`,
    `${spec.name} wurde ${spec.founded} in ${spec.city.de} gegründet und ist bekannt für ${spec.craft.de}.`,
  );
}

/** Fictional brands with fixed ids; the house brand makes everything, others have a focus. */
export function buildBrands(): { rows: BrandRow[]; nodes: BrandNode[] } {
  const nodes = BRAND_SPECS.map((spec, index) => ({
    id: index + 1,
    name: spec.name,
    urlKey: slugify(spec.name),
    focus: spec.focus,
    isBrandstore: spec.brandstore ?? false,
    description: describe(spec),
  }));
  const rows = nodes.map((node, index) => ({
    id: node.id,
    name: node.name,
    urlKey: node.urlKey,
    position: index + 1,
    isBrandstore: node.isBrandstore,
    description: node.description,
  }));
  return { rows, nodes };
}
