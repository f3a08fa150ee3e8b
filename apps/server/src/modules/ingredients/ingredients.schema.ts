import { ALLERGENS, GLUTEN_CEREALS, INGREDIENT_ROLES, INGREDIENT_UNITS, NUTS, type AllergenSet } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { TextsInput, TextsRef } from '../products';
import {
  createIngredient,
  deleteIngredient,
  listIngredients,
  updateIngredient,
  type IngredientView,
} from './ingredients.service';

const AllergenEnum = builder.enumType('Allergen', {
  description: 'The 14 allergens of Reg. (EU) 1169/2011 Annex II, in its order.',
  values: ALLERGENS,
});
const GlutenCerealEnum = builder.enumType('GlutenCereal', {
  description: 'The cereals containing gluten of Annex II point 1.',
  values: GLUTEN_CEREALS,
});
const NutKindEnum = builder.enumType('NutKind', { description: 'The nuts of Annex II point 8.', values: NUTS });
const IngredientUnitEnum = builder.enumType('IngredientUnit', { values: INGREDIENT_UNITS });
const IngredientRoleEnum = builder.enumType('IngredientRole', {
  description: "FLOUR counts as 100 % in baker's percentages; LIQUID counts for the hydration.",
  values: INGREDIENT_ROLES,
});

export const AllergenSetRef = builder.objectRef<AllergenSet>('AllergenSet').implement({
  description:
    'Allergens with the kinds of Annex II points 1 and 8; a kind implies its allergen. Each list in the annex order.',
  fields: (t) => ({
    allergens: t.field({ type: [AllergenEnum], resolve: (s) => [...s.allergens] }),
    cereals: t.field({ type: [GlutenCerealEnum], resolve: (s) => [...s.cereals] }),
    nuts: t.field({ type: [NutKindEnum], resolve: (s) => [...s.nuts] }),
  }),
});

const AllergenSetInput = builder.inputType('AllergenSetInput', {
  fields: (t) => ({
    allergens: t.field({ type: [AllergenEnum], required: true }),
    cereals: t.field({ type: [GlutenCerealEnum], required: true }),
    nuts: t.field({ type: [NutKindEnum], required: true }),
  }),
});

const IngredientInput = builder.inputType('IngredientInput', {
  fields: (t) => ({
    names: t.field({ type: TextsInput, required: true }),
    unit: t.field({ type: IngredientUnitEnum, required: true }),
    pricePerUnit: t.string({
      description: 'Per unit, decimal text with at most 4 decimals ("1.25", "1,25"); empty or null for none.',
    }),
    role: t.field({ type: IngredientRoleEnum, required: true }),
    contains: t.field({ type: AllergenSetInput, required: true }),
    traces: t.field({
      type: AllergenSetInput,
      required: true,
      description: 'May contain (cross-contact); what it contains is left out.',
    }),
  }),
});

const Ingredient = builder.objectRef<IngredientView>('Ingredient').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    names: t.field({ type: TextsRef, resolve: (i) => i.names }),
    unit: t.field({ type: IngredientUnitEnum, resolve: (i) => i.unit }),
    pricePerUnit: t.exposeString('pricePerUnit', { nullable: true }),
    role: t.field({ type: IngredientRoleEnum, resolve: (i) => i.role }),
    contains: t.field({ type: AllergenSetRef, resolve: (i) => i.contains }),
    traces: t.field({ type: AllergenSetRef, resolve: (i) => i.traces }),
  }),
});

builder.queryFields((t) => ({
  ingredients: t.field({
    type: [Ingredient],
    description: "The bakery's ingredients by German name.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => listIngredients(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createIngredient: t.field({
    type: Ingredient,
    description:
      'BAD_INPUT (fields: names.de / names.it / names.en, pricePerUnit …) on a blank or overlong name or a bad price.',
    authScopes: { bakery: true },
    args: { input: t.arg({ type: IngredientInput, required: true }) },
    resolve: (_r, a, ctx) => createIngredient(ctx, a.input),
  }),
  updateIngredient: t.field({
    type: Ingredient,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: IngredientInput, required: true }) },
    resolve: (_r, a, ctx) => updateIngredient(ctx, parseId(a.id), a.input),
  }),
  deleteIngredient: t.boolean({
    description: 'Refused with INGREDIENT_IN_USE (extensions.recipes) while the current version of a recipe uses it.',
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteIngredient(ctx, parseId(a.id)), true),
  }),
}));
