/**
 * `ProductInterface.custom_attributes` of PWA Studio's own Magento module (magento2-pwa), which
 * Venia's product page lists under the product's details (decision 061): the product's attribute
 * values (material, fit, pattern, sleeve, sustainable) as the options of the shop's attributes.
 */
import { attributeCatalog } from '../catalog/loaders.ts';
import { localize, toUid } from '../catalog/localize.ts';
import type { ProductRow } from '../catalog/rows.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Resolvers } from '../platform/generated/resolvers.ts';

type UiInputType = 'BOOLEAN' | 'MULTISELECT' | 'SELECT';

/** The product's attributes that have options in the catalogue, each with its chosen options. */
export async function productCustomAttributes(ctx: RequestContext, product: ProductRow) {
  const catalog = await attributeCatalog(ctx);
  return [...catalog.attributes.values()].flatMap((attribute) => {
    const raw = product.attributes[attribute.code];
    if (raw === undefined) return [];
    const values = Array.isArray(raw) ? raw : [String(raw)];
    const options = values.flatMap((value) => {
      const option = catalog.options.get(`${attribute.code}:${value}`);
      return option ? [option] : [];
    });
    if (options.length === 0) return [];
    const label = localize(attribute.label, ctx.language) ?? attribute.code;
    const uiInputType: UiInputType = attribute.type === 'boolean' ? 'BOOLEAN' : Array.isArray(raw) ? 'MULTISELECT' : 'SELECT';
    return [
      {
        selected_attribute_options: {
          attribute_option: options.map((option) => ({
            __typename: 'AttributeOption' as const,
            uid: toUid(`attribute/${attribute.code}/${option.id}`),
            label: localize(option.label, ctx.language) ?? option.value,
            is_default: false,
          })),
        },
        entered_attribute_value: null,
        attribute_metadata: {
          __typename: 'ProductAttributeMetadata' as const,
          uid: toUid(`attribute/${attribute.code}`),
          code: attribute.code,
          label,
          attribute_labels: [{ store_code: ctx.store.code, label }],
          data_type: uiInputType === 'BOOLEAN' ? ('BOOLEAN' as const) : ('STRING' as const),
          sort_order: attribute.position,
          is_system: false,
          entity_type: 'PRODUCT' as const,
          ui_input: { ui_input_type: uiInputType, is_html_allowed: false },
          used_in_components: [
            ...(attribute.isVisible ? (['PRODUCT_DETAILS_PAGE'] as const) : []),
            ...(attribute.isFilterable ? (['PRODUCT_FILTER'] as const) : []),
          ],
        },
      },
    ];
  });
}

const UI_INPUT_TYPES = {
  BOOLEAN: 'UiAttributeTypeBoolean',
  MULTISELECT: 'UiAttributeTypeMultiSelect',
  SELECT: 'UiAttributeTypeSelect',
} as const;

const customAttributes = {
  custom_attributes: (product: ProductRow, _args: unknown, ctx: RequestContext) => productCustomAttributes(ctx, product),
};

export const magentoCustomAttributeResolvers: Resolvers = {
  SimpleProduct: customAttributes,
  ConfigurableProduct: customAttributes,
  BundleProduct: customAttributes,
  GiftCardProduct: customAttributes,
  AttributeMetadataInterface: { __resolveType: () => 'ProductAttributeMetadata' },
  AttributeOptionInterface: { __resolveType: () => 'AttributeOption' },
  UiInputTypeInterface: {
    __resolveType: (input) => UI_INPUT_TYPES[input.ui_input_type as UiInputType] ?? 'UiAttributeTypeSelect',
  },
};
