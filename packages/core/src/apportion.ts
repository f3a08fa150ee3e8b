/**
 * Splitting an amount of cents over parts in proportion to their weights, so that the shares add up
 * to the amount exactly: each part gets the whole cents of its exact share, and the cents left over go
 * one each to the parts with the largest remainders (the largest remainder method; ties go to the
 * earlier part). Exact on BigInt, so neither the amount nor the weights are limited to 2^53 in product.
 */
export function apportionCents(amountCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`amount ${amountCents}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError(`weights ${weights.join(',')}`);
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) throw new RangeError('weights add up to zero');
  const amount = BigInt(amountCents);
  const exact = weights.map((w, index) => {
    const scaled = amount * BigInt(w);
    return { index, whole: scaled / total, remainder: scaled % total };
  });
  let left = amount - exact.reduce((sum, e) => sum + e.whole, 0n);
  const byRemainder = [...exact].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const e of byRemainder) {
    if (left === 0n) break;
    if (e.remainder === 0n) continue;
    e.whole += 1n;
    left -= 1n;
  }
  return exact.map((e) => Number(e.whole));
}
