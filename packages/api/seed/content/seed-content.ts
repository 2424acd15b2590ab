import { and, asc, eq, exists, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/platform/db.ts';
import { contentDocuments, products, stockItems } from '../../src/platform/schema.ts';
import { insertInBatches } from '../batch.ts';
import type { Catalogue } from '../catalog/seed-catalogue.ts';
import { REFERENCE_DATE } from '../constants.ts';
import { LANGS } from '../text.ts';
import { brandDocuments } from './brand-pages.ts';
import type { ContentContext, SeedDocument } from './document.ts';
import { HOME_DOCUMENT } from './home.ts';
import { LAYOUT_DOCUMENTS } from './layout.ts';
import { LEGAL_DOCUMENTS } from './legal.ts';
import { productImage, type ContentImage } from './links.ts';
import { MENU_DOCUMENTS } from './menus.ts';
import { PAGE_DOCUMENTS } from './pages.ts';
import { SERVICE_DOCUMENTS } from './service.ts';

/** Skus of listed configurable products with at least one size in stock, best ranked first. */
async function featuredSkus(db: Db, limit: number): Promise<string[]> {
  const child = alias(products, 'child');
  const inStock = db
    .select({ one: sql`1` })
    .from(child)
    .innerJoin(stockItems, eq(stockItems.productId, child.id))
    .where(and(eq(child.parentId, products.id), gt(stockItems.qty, 0)));
  const rows = await db
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.type, 'configurable'), eq(products.isVisible, true), eq(products.isActive, true), exists(inStock)))
    .orderBy(asc(products.merchandisingRank), asc(products.id))
    .limit(limit);
  return rows.map((row) => row.sku);
}

function categoryImages(catalogue: Catalogue): Map<string, ContentImage> {
  const images = new Map<string, ContentImage>();
  for (const product of catalogue.products) {
    if (product.kind !== 'configurable' || !product.colour || images.has(product.category.key)) continue;
    images.set(product.category.key, productImage(product.garment, product.colour.hex, product.category.name.nl));
  }
  return images;
}

/** Every content document, written once per language (nl, en, de). */
export async function seedContent(db: Db, catalogue: Catalogue): Promise<void> {
  const documents: SeedDocument[] = [
    HOME_DOCUMENT,
    ...PAGE_DOCUMENTS,
    ...LEGAL_DOCUMENTS,
    ...SERVICE_DOCUMENTS,
    ...brandDocuments(catalogue.brands),
    ...LAYOUT_DOCUMENTS,
    ...MENU_DOCUMENTS,
  ];
  const shared = {
    tree: catalogue.tree,
    brands: catalogue.brands,
    featuredSkus: await featuredSkus(db, 16),
    categoryImages: categoryImages(catalogue),
  };
  const rows = LANGS.flatMap((lang) => {
    const context: ContentContext = { ...shared, lang };
    return documents.map((doc) => ({
      type: doc.type,
      uid: doc.uid,
      lang,
      urlKey: doc.urlKey,
      // Arrays (the socials list) are stored as they are; the column is plain jsonb.
      data: doc.build(context) as Record<string, unknown>,
      published: true,
      updatedAt: REFERENCE_DATE,
    }));
  });
  await db.transaction(async (tx) => insertInBatches(tx, contentDocuments, rows));
}
