/**
 * Euros to integer cents, for the display rules in money.ts only: not exported from the package,
 * so no client converts the API's amounts back and forth (decision 040).
 */

/**
 * Converts euros to integer cents, rounding half away from zero on the decimal value as written
 * (1.005 → 101), which plain `Math.round(x * 100)` gets wrong because 1.005 * 100 is 100.4999….
 */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Not a finite amount: ${euros}`);
  const magnitude = Math.abs(euros);
  const written = String(magnitude);
  const scaled = written.includes('e') ? magnitude * 100 : Number(`${written}e2`);
  const cents = Math.round(scaled);
  return euros < 0 && cents !== 0 ? -cents : cents;
}
