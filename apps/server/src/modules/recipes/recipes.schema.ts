import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { AllergenSetRef } from '../ingredients';
import {
  createRecipe,
  deleteRecipe,
  listRecipes,
  RECIPE_LINES_MAX,
  updateRecipe,
  type RecipeView,
} from './recipes.service';

const RecipeAmountsEnum = builder.enumType('RecipeAmounts', {
  description:
    "PERCENT: each line in basis points of the recipe's flour (its flour lines add up to 10000); WEIGHT: in grams.",
  values: ['PERCENT', 'WEIGHT'] as const,
});
const RecipeLineKindEnum = builder.enumType('RecipeLineKind', { values: ['INGREDIENT', 'RECIPE'] as const });

const RecipeLineRef = builder.objectRef<RecipeView['lines'][number]>('RecipeLine').implement({
  fields: (t) => ({
    kind: t.field({ type: RecipeLineKindEnum, resolve: (l) => l.kind }),
    id: t.exposeID('id', { description: "The ingredient's or the other recipe's id." }),
    name: t.exposeString('name', { description: "The ingredient's German name or the recipe's name." }),
    amount: t.exposeInt('amount', { description: 'Basis points of the flour (PERCENT) or grams (WEIGHT).' }),
  }),
});

const Recipe = builder.objectRef<RecipeView>('Recipe').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    version: t.exposeInt('version', {
      description: 'The current version; a change makes the next one, the old ones stay.',
    }),
    amounts: t.field({ type: RecipeAmountsEnum, resolve: (r) => r.amounts }),
    leadHours: t.exposeInt('leadHours', { nullable: true, description: "A preferment's time to ripen (hours)." }),
    lines: t.field({ type: [RecipeLineRef], resolve: (r) => r.lines }),
    hydration: t.exposeInt('hydration', {
      nullable: true,
      description: 'Liquids over flour through the whole recipe tree, basis points (6500 = 65 %); null without flour.',
    }),
    contains: t.field({ type: AllergenSetRef, resolve: (r) => r.allergens.contains }),
    traces: t.field({ type: AllergenSetRef, resolve: (r) => r.allergens.traces }),
  }),
});

const RecipeLineInput = builder.inputType('RecipeLineInput', {
  fields: (t) => ({
    kind: t.field({ type: RecipeLineKindEnum, required: true }),
    id: t.id({ required: true }),
    amount: t.int({ required: true }),
  }),
});

const RecipeInput = builder.inputType('RecipeInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    amounts: t.field({ type: RecipeAmountsEnum, required: true }),
    leadHours: t.int({ description: 'Hours, 0 … 72; null for a recipe that is no preferment.' }),
    lines: t.field({ type: [RecipeLineInput], required: true, description: `At most ${RECIPE_LINES_MAX}.` }),
  }),
});

builder.queryFields((t) => ({
  recipes: t.field({
    type: [Recipe],
    description: "The bakery's recipes by name, each in its current version.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => listRecipes(ctx),
  }),
}));

const REFUSALS =
  'Refused with RECIPE_EMPTY, RECIPE_NO_FLOUR, RECIPE_FLOUR_NOT_FULL (extensions.flour in percent), RECIPE_CYCLE (extensions.names), BAD_INPUT (fields: name, leadHours, lines.N.amount, lines.N.id for a part that is not the bakery’s).';

builder.mutationFields((t) => ({
  createRecipe: t.field({
    type: Recipe,
    description: REFUSALS,
    authScopes: { bakery: true },
    args: { input: t.arg({ type: RecipeInput, required: true }) },
    resolve: (_r, a, ctx) => createRecipe(ctx, a.input),
  }),
  updateRecipe: t.field({
    type: Recipe,
    description: `A new version of the recipe. ${REFUSALS}`,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: RecipeInput, required: true }) },
    resolve: (_r, a, ctx) => updateRecipe(ctx, parseId(a.id), a.input),
  }),
  deleteRecipe: t.boolean({
    description: 'Refused with RECIPE_IN_USE (extensions.recipes) while other recipes use it.',
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteRecipe(ctx, parseId(a.id)), true),
  }),
}));
