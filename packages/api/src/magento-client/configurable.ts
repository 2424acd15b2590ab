/**
 * Magento's older configurable-product fields that PWA Studio's product page, cart edit dialog,
 * add-to-cart dialog and wishlist still ask (decision 061), answered from the shop's own options and
 * variants: the option's attribute number, a value's labels per store, the swatch as Magento's
 * interface, the legacy gallery entries and the option selection of Magento 2.4.5.
 */
import { attributeCatalog, childrenOf, type AttributeCatalog } from '../catalog/loaders.ts';
import { localize, toUid } from '../catalog/localize.ts';
import { configurableAttributeId, configurableOptions, configurableVariants } from '../catalog/product-detail.ts';
import { galleryImages, productGallery } from '../catalog/product-view.ts';
import type { AttributeOptionRow, ProductRow } from '../catalog/rows.ts';
import { chosenConfigurableOptions } from '../cart/views.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import type { Resolvers } from '../platform/generated/resolvers.ts';

/** Magento's directory of product pictures under the store's media base URL (storeConfig.base_media_url). */
const PRODUCT_MEDIA = '/media/catalog/product';
/** The shop's source language: an option's label there is Magento's admin ("default") label. */
const SOURCE_LANGUAGE = 'nl';

const optionsById = new WeakMap<AttributeCatalog, Map<number, AttributeOptionRow>>();

/** An attribute option by its id (a value's value_index), over the catalogue held in memory. */
async function attributeOption(ctx: RequestContext, id: number): Promise<AttributeOptionRow | undefined> {
  const catalog = await attributeCatalog(ctx);
  let byId = optionsById.get(catalog);
  if (!byId) {
    byId = new Map([...catalog.options.values()].map((option) => [option.id, option]));
    optionsById.set(catalog, byId);
  }
  return byId.get(id);
}

/** The store's own label of an option, null when the store's language has none. */
function ownLabel(option: AttributeOptionRow | undefined, language: string): string | null {
  const text = option?.label[language];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/** Magento's MediaGalleryEntry list: the gallery's pictures with their row ids and roles. */
async function mediaGalleryEntries(ctx: RequestContext, product: ProductRow) {
  const images = await galleryImages(ctx, product);
  const fallbackLabel = localize(product.name, ctx.language) ?? product.sku;
  return images.map((image) => ({
    id: image.id,
    uid: toUid(image.id),
    media_type: 'image',
    label: image.label || fallbackLabel,
    position: image.position,
    disabled: false,
    types: image.role === 'image' ? ['image', 'small_image', 'thumbnail'] : [],
    file: image.path.startsWith(`${PRODUCT_MEDIA}/`) ? image.path.slice(PRODUCT_MEDIA.length) : image.path,
  }));
}

/**
 * Magento's configurable_product_options_selection: with the chosen value uids, the values each
 * option still offers (a variant has them together with the other options' chosen values), the
 * variant once every option has a value, and that variant's pictures (else the product's).
 */
async function optionsSelection(ctx: RequestContext, product: ProductRow, uids: readonly string[]) {
  const [options, variants] = await Promise.all([configurableOptions(ctx, product), configurableVariants(ctx, product)]);
  if (uids.length > options.length)
    throw inputError(
      'TOO_MANY_ITEMS',
      { field: 'configurableOptionValueUids', max: options.length },
      `At most ${options.length} option values can be chosen.`,
    );
  const chosen = new Map<string, string>();
  for (const option of options) {
    const uid = option.values.find((value) => uids.includes(value.uid))?.uid;
    if (uid !== undefined) chosen.set(option.attribute_code, uid);
  }
  const uidOf = (variant: (typeof variants)[number], code: string) => variant.attributes.find((attribute) => attribute.code === code)?.uid;
  const matches = (variant: (typeof variants)[number], except: string | null) =>
    [...chosen].every(([code, uid]) => code === except || uidOf(variant, code) === uid);
  const complete = uids.length > 0 && chosen.size === options.length && chosen.size === uids.length;
  const variant = complete ? (variants.find((candidate) => matches(candidate, null))?.product ?? null) : null;
  return {
    options_available_for_selection: options.map((option) => ({
      attribute_code: option.attribute_code,
      option_value_uids: option.values
        .filter((value) =>
          variants.some((candidate) => matches(candidate, option.attribute_code) && uidOf(candidate, option.attribute_code) === value.uid),
        )
        .map((value) => value.uid),
    })),
    media_gallery: await productGallery(ctx, variant ?? product),
    variant,
  };
}

/** A wishlist item's chosen colour and size: its variant's, none when no size was chosen. */
async function wishlistItemOptions(ctx: RequestContext, item: { child_sku?: string | null; product?: ProductRow | null }) {
  const { child_sku: sku, product } = item;
  if (sku == null || product == null) return [];
  const variant = (await childrenOf(ctx).load(product.id)).find((child) => child.sku === sku);
  return variant ? chosenConfigurableOptions(ctx, product, variant) : [];
}

const legacyGallery = {
  media_gallery_entries: (product: ProductRow, _args: unknown, ctx: RequestContext) => mediaGalleryEntries(ctx, product),
};

export const magentoConfigurableResolvers: Resolvers = {
  ConfigurableProductOptions: {
    attribute_id: (option) => String(configurableAttributeId(option.attribute_code)),
    attribute_id_v2: (option) => configurableAttributeId(option.attribute_code),
    use_default: () => true,
  },
  ConfigurableProductOptionsValues: {
    default_label: async (value, _args, ctx) =>
      localize((await attributeOption(ctx, value.value_index))?.label, SOURCE_LANGUAGE) ?? value.label,
    store_label: async (value, _args, ctx) => ownLabel(await attributeOption(ctx, value.value_index), ctx.language),
    use_default_value: async (value, _args, ctx) => {
      const option = await attributeOption(ctx, value.value_index);
      const own = ownLabel(option, ctx.language);
      return own === null || own === localize(option?.label, SOURCE_LANGUAGE);
    },
  },
  SwatchDataInterface: {
    __resolveType: (swatch) => (/^#[0-9a-f]{3,8}$/i.test(swatch.value) ? 'ColorSwatchData' : 'TextSwatchData'),
  },
  ConfigurableProduct: {
    ...legacyGallery,
    configurable_product_options_selection: (product, { configurableOptionValueUids }, ctx) =>
      optionsSelection(ctx, product, configurableOptionValueUids ?? []),
  },
  SimpleProduct: legacyGallery,
  BundleProduct: legacyGallery,
  GiftCardProduct: legacyGallery,
  ConfigurableWishlistItem: {
    configurable_options: (item, _args, ctx) => wishlistItemOptions(ctx, item),
  },
};
