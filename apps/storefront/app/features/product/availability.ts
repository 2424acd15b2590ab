/** Whether a product, variant or bundle slot can be bought, as the product page and quick view say it (D7, D8). */
export type Availability =
  | { kind: 'in_stock' }
  | { kind: 'low'; count: number }
  | { kind: 'sold_out' }
  | { kind: 'available_soon' }
  | { kind: 'choose' };
