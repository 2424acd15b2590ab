/**
 * Choosing a variant of a configurable product (001 §3, §4; D5–D8). Pure: the page reads the
 * choice from the address (`?size=M`), so it works without JavaScript.
 */

export interface OptionValueLike {
  value_index: number;
  label: string;
  swatch_data?: { value: string } | null;
}

export interface ConfigurableOptionLike {
  attribute_code: string;
  label: string;
  position: number;
  values: readonly OptionValueLike[];
}

export interface VariantLike {
  attributes: readonly { code: string; value_index: number }[];
  product: { sku: string; stock_status: string; stock_left?: number | null; size_label?: string | null };
}

/** Chosen value_index per attribute code. */
export type SelectedOptions = Record<string, number>;

export interface OptionValueView {
  valueIndex: number;
  label: string;
  /** What the address carries for this value. */
  param: string;
  selected: boolean;
  /** No variant with this value (and the other choices) is in stock (D7, D8). */
  soldOut: boolean;
}

export interface OptionView {
  code: string;
  label: string;
  values: OptionValueView[];
}

/** A size picker's state: its options and the variant they choose. */
export interface SizeChoice {
  /** Prefix of the address parameters (bundle items have their own). */
  prefix: string;
  options: OptionView[];
  /** D7: the label of a chosen value that is sold out. */
  soldOutSelected: string | null;
  variantSku: string | null;
}

const isInStock = (variant: VariantLike) => variant.product.stock_status === 'IN_STOCK';

function matches(variant: VariantLike, selected: SelectedOptions): boolean {
  return Object.entries(selected).every(([code, valueIndex]) =>
    variant.attributes.some((attribute) => attribute.code === code && attribute.value_index === valueIndex),
  );
}

/** D6: the first variant matching every selected option, or null when none does. */
export function findVariant<V extends VariantLike>(variants: readonly V[], selected: SelectedOptions): V | null {
  return variants.find((variant) => matches(variant, selected)) ?? null;
}

/** The value of an option as written in the address: its label, which shoppers can read. */
export function optionParam(value: OptionValueLike): string {
  return value.label;
}

/**
 * Reads the choices from the address: one parameter per attribute code (with an optional prefix
 * for bundle items), matched on the label (any case) or the value index. Options with a single
 * value count as chosen (a configurable in one colour).
 */
export function readSelectedOptions(options: readonly ConfigurableOptionLike[], params: URLSearchParams, prefix = ''): SelectedOptions {
  const selected: SelectedOptions = {};
  for (const option of options) {
    const [only] = option.values;
    if (option.values.length === 1 && only) {
      selected[option.attribute_code] = only.value_index;
      continue;
    }
    const raw = params.get(`${prefix}${option.attribute_code}`)?.trim().toLowerCase();
    if (!raw) continue;
    const value =
      option.values.find((candidate) => candidate.label.toLowerCase() === raw) ??
      option.values.find((candidate) => String(candidate.value_index) === raw);
    if (value) selected[option.attribute_code] = value.value_index;
  }
  return selected;
}

/** True when every option has a choice, so one variant is meant. */
export function isSelectionComplete(options: readonly ConfigurableOptionLike[], selected: SelectedOptions): boolean {
  return options.every((option) => selected[option.attribute_code] !== undefined);
}

/**
 * The options a shopper picks from (options with a single value need no choice), each value
 * marked selected and sold out: sold out when no in-stock variant has it together with the
 * shopper's other choices.
 */
export function optionViews(
  options: readonly ConfigurableOptionLike[],
  variants: readonly VariantLike[],
  selected: SelectedOptions,
): OptionView[] {
  return [...options]
    .filter((option) => option.values.length > 1)
    .sort((a, b) => a.position - b.position)
    .map((option) => {
      const others = Object.fromEntries(Object.entries(selected).filter(([code]) => code !== option.attribute_code));
      return {
        code: option.attribute_code,
        label: option.label,
        values: option.values.map((value) => {
          const wanted = { ...others, [option.attribute_code]: value.value_index };
          return {
            valueIndex: value.value_index,
            label: value.label,
            param: optionParam(value),
            selected: selected[option.attribute_code] === value.value_index,
            soldOut: !variants.some((variant) => matches(variant, wanted) && isInStock(variant)),
          };
        }),
      };
    });
}

/** D7: the code of a chosen option whose chosen value is sold out, or null. */
export function outOfStockSelectedOption(views: readonly OptionView[]): string | null {
  return views.find((view) => view.values.some((value) => value.selected && value.soldOut))?.code ?? null;
}
