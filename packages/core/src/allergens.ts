/**
 * The allergens of Annex II of Reg. (EU) 1169/2011 (issue 48): the fourteen substances or products
 * causing allergies or intolerances whose presence must be made available to the buyer of food sold
 * unpackaged (art. 9 c. 1 lett. c, art. 44; in Italy D.Lgs. 231/2017) and emphasised in the list of
 * ingredients of prepacked food (art. 21). Points 1 and 8 of the annex name their kinds: the cereal
 * containing gluten (wheat, rye, barley, oats, spelt, kamut) and the nut (almonds … macadamia), and the
 * label names the kind ("Weizen", not "glutenhaltiges Getreide"). Names are texts of the apps'
 * catalogues (`allergens.<key>`); here are the keys, in the annex's order, and the roll-up.
 */

/** Annex II, points 1–14, in the annex's order (the order of every allergen sheet and filter). */
export const ALLERGENS = [
  'GLUTEN', // 1. cereals containing gluten
  'CRUSTACEANS', // 2.
  'EGGS', // 3.
  'FISH', // 4.
  'PEANUTS', // 5.
  'SOYBEANS', // 6.
  'MILK', // 7. milk and products thereof (including lactose)
  'NUTS', // 8. nuts
  'CELERY', // 9.
  'MUSTARD', // 10.
  'SESAME', // 11. sesame seeds
  'SULPHITES', // 12. sulphur dioxide and sulphites above 10 mg/kg or 10 mg/l as SO2
  'LUPIN', // 13.
  'MOLLUSCS', // 14.
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Annex II point 1: the cereals containing gluten, by name. */
export const GLUTEN_CEREALS = ['WHEAT', 'RYE', 'BARLEY', 'OATS', 'SPELT', 'KAMUT'] as const;
export type GlutenCereal = (typeof GLUTEN_CEREALS)[number];

/** Annex II point 8: the nuts, by name. */
export const NUTS = [
  'ALMONDS',
  'HAZELNUTS',
  'WALNUTS',
  'CASHEWS',
  'PECANS',
  'BRAZIL_NUTS',
  'PISTACHIOS',
  'MACADAMIA',
] as const;
export type NutKind = (typeof NUTS)[number];

/**
 * What a food contains of Annex II, with the kinds of points 1 and 8. A kind implies its allergen (rye
 * is gluten); the allergen may stand without a kind (an ingredient "cereal containing gluten" of
 * unknown kind). Lists are kept in the annex's order, without repeats (`allergenSet`).
 */
export interface AllergenSet {
  allergens: readonly Allergen[];
  cereals: readonly GlutenCereal[];
  nuts: readonly NutKind[];
}

export const NO_ALLERGENS: AllergenSet = { allergens: [], cereals: [], nuts: [] };

const inOrder = <T extends string>(order: readonly T[], values: Iterable<T>): T[] => {
  const present = new Set(values);
  return order.filter((value) => present.has(value));
};

/** The set in canonical form: each list in the annex's order, a kind's allergen added (rye → GLUTEN). */
export function allergenSet(set: Partial<AllergenSet>): AllergenSet {
  const cereals = inOrder(GLUTEN_CEREALS, set.cereals ?? []);
  const nuts = inOrder(NUTS, set.nuts ?? []);
  const allergens = new Set<Allergen>(set.allergens ?? []);
  if (cereals.length > 0) allergens.add('GLUTEN');
  if (nuts.length > 0) allergens.add('NUTS');
  return { allergens: inOrder(ALLERGENS, allergens), cereals, nuts };
}

/** Everything any of the sets contains: the allergens of a recipe are those of all its ingredients. */
export function allergenUnion(sets: Iterable<AllergenSet>): AllergenSet {
  const all = [...sets];
  return allergenSet({
    allergens: all.flatMap((set) => set.allergens),
    cereals: all.flatMap((set) => set.cereals),
    nuts: all.flatMap((set) => set.nuts),
  });
}

/** `set` without what `contained` holds: a trace ("may contain") of what the food contains anyway is not a trace. */
export function allergenDifference(set: AllergenSet, contained: AllergenSet): AllergenSet {
  const cereals = set.cereals.filter((c) => !contained.cereals.includes(c));
  const nuts = set.nuts.filter((n) => !contained.nuts.includes(n));
  const allergens = set.allergens.filter(
    (a) =>
      !contained.allergens.includes(a) ||
      // "may contain rye" still says something of a bread made with wheat; a trace kind keeps its allergen
      (a === 'GLUTEN' && cereals.length > 0) ||
      (a === 'NUTS' && nuts.length > 0),
  );
  return { allergens, cereals, nuts };
}

export const hasAllergen = (set: AllergenSet, allergen: Allergen) => set.allergens.includes(allergen);

export const isAllergen = (value: unknown): value is Allergen => ALLERGENS.includes(value as Allergen);
export const isGlutenCereal = (value: unknown): value is GlutenCereal => GLUTEN_CEREALS.includes(value as GlutenCereal);
export const isNutKind = (value: unknown): value is NutKind => NUTS.includes(value as NutKind);
