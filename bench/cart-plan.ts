/** Which variant, and how many, each add-to-cart call of the benchmark asks for. */

export interface CartCandidate {
  sku: string;
  parentSku: string;
  /** Units one cart may hold of it: the lower of stock left and the most a line may hold. */
  capacity: number;
}

export interface CartAdd {
  sku: string;
  parentSku: string;
  quantity: number;
}

/** Units the plan asks for: one and two alternately. */
const unitsFor = (calls: number) => calls + Math.floor(calls / 2);

/**
 * The fewest variants (roomiest first) that can take the plan's units, so the cart grows to a few
 * dozen lines and then the adds raise quantities, instead of the cart growing by a line per call.
 */
function smallestPool(candidates: readonly CartCandidate[], calls: number): CartCandidate[] {
  const roomiest = [...candidates].sort((a, b) => b.capacity - a.capacity);
  const pool: CartCandidate[] = [];
  let room = 0;
  for (const candidate of roomiest) {
    if (room >= unitsFor(calls)) break;
    pool.push(candidate);
    room += Math.max(0, Math.floor(candidate.capacity));
  }
  return pool;
}

/**
 * Plans `calls` adds into one cart: a few variants in turn, one and two units alternately, never
 * past a variant's capacity, so every add is one the shop must accept (the run measures adds,
 * not refusals). Throws when the candidates cannot hold that many adds.
 */
export function planCartAdds(all: readonly CartCandidate[], calls: number): CartAdd[] {
  const candidates = smallestPool(all, calls);
  const left = candidates.map((candidate) => Math.max(0, Math.floor(candidate.capacity)));
  const plan: CartAdd[] = [];
  let cursor = 0;
  while (plan.length < calls) {
    let placed = false;
    for (let tried = 0; tried < candidates.length && !placed; tried += 1) {
      const index = (cursor + tried) % candidates.length;
      const wanted = plan.length % 2 === 0 ? 1 : 2;
      const quantity = Math.min(wanted, left[index] as number);
      if (quantity > 0) {
        const { sku, parentSku } = candidates[index] as CartCandidate;
        plan.push({ sku, parentSku, quantity });
        left[index] = (left[index] as number) - quantity;
        cursor = index + 1;
        placed = true;
      }
    }
    if (!placed) {
      throw new Error(`the chosen variants hold only ${plan.length} adds into one cart, ${calls} asked for: use more products`);
    }
  }
  return plan;
}
