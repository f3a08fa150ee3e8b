import { builder } from '../../platform/graphql/builder';
import { RecipeRefRef } from '../recipes';
import {
  getBakehouseSettings,
  getDoughPlan,
  setBakehouseSettings,
  type BakehouseSettingsView,
  type DoughPlanView,
} from './dough-plan.service';

const MixSplitEnum = builder.enumType('MixSplit', {
  description: 'EQUAL: mixes of the same weight; FULL: full mixes and one with the rest.',
  values: ['EQUAL', 'FULL'] as const,
});

const BakehouseSettings = builder.objectRef<BakehouseSettingsView>('BakehouseSettings').implement({
  fields: (t) => ({
    mixerCapacityGrams: t.exposeInt('mixerCapacityGrams'),
    mixSplit: t.field({ type: MixSplitEnum, resolve: (s) => s.mixSplit }),
    scrapBasisPoints: t.exposeInt('scrapBasisPoints', { description: 'Added to each dough, 100 = 1 %.' }),
  }),
});

type PlanRecipe = DoughPlanView['recipes'][number];
type PlanMix = PlanRecipe['mixes'][number];

const MixLine = builder.objectRef<PlanMix['lines'][number]>('DoughMixLine').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'INGREDIENT or RECIPE (a preferment or filling made before).' }),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    grams: t.exposeInt('grams'),
  }),
});

const Mix = builder.objectRef<PlanMix>('DoughMix').implement({
  fields: (t) => ({
    grams: t.exposeInt('grams'),
    lines: t.field({ type: [MixLine], description: 'Add up to the mix.', resolve: (m) => m.lines }),
  }),
});

const PlanProduct = builder.objectRef<PlanRecipe['products'][number]>('DoughPlanProduct').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.exposeString('name'),
    pieces: t.exposeInt('pieces'),
    doughGrams: t.exposeInt('doughGrams', { description: 'Raw dough per piece.' }),
  }),
});

const PlanRecipeRef = builder.objectRef<PlanRecipe>('DoughPlanRecipe').implement({
  fields: (t) => ({
    recipe: t.field({ type: RecipeRefRef, resolve: (r) => r.recipe }),
    version: t.exposeInt('version', { description: 'The version the plan reads.' }),
    grams: t.exposeInt('grams', { description: 'The whole dough, scrap included for the products.' }),
    leadHours: t.exposeInt('leadHours', {
      nullable: true,
      description: "A preferment's time to ripen before the doughs using it are mixed.",
    }),
    products: t.field({ type: [PlanProduct], resolve: (r) => r.products }),
    mixes: t.field({ type: [Mix], resolve: (r) => r.mixes }),
  }),
});

const PlanIngredient = builder.objectRef<DoughPlanView['ingredients'][number]>('DoughPlanIngredient').implement({
  fields: (t) => ({
    ingredientId: t.exposeID('ingredientId'),
    name: t.exposeString('name'),
    unit: t.exposeString('unit'),
    grams: t.exposeInt('grams', { description: 'From the store, through every recipe, toppings included.' }),
  }),
});

const Unplanned = builder.objectRef<DoughPlanView['unplanned'][number]>('DoughPlanUnplanned').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.exposeString('name'),
    pieces: t.exposeInt('pieces'),
    boughtIn: t.exposeBoolean('boughtIn', { description: 'Marked as having no recipe; else not linked to one yet.' }),
  }),
});

const DoughPlan = builder.objectRef<DoughPlanView>('DoughPlan').implement({
  fields: (t) => ({
    deliveryDate: t.exposeString('deliveryDate'),
    settings: t.field({ type: BakehouseSettings, resolve: (p) => p.settings }),
    recipes: t.field({
      type: [PlanRecipeRef],
      description: 'In the order they are made: a recipe after those it uses.',
      resolve: (p) => p.recipes,
    }),
    ingredients: t.field({ type: [PlanIngredient], description: 'Heaviest first.', resolve: (p) => p.ingredients }),
    unplanned: t.field({ type: [Unplanned], resolve: (p) => p.unplanned }),
  }),
});

const BakehouseSettingsInput = builder.inputType('BakehouseSettingsInput', {
  fields: (t) => ({
    mixerCapacityGrams: t.int({ required: true, description: '1,000 … 1,000,000 g.' }),
    mixSplit: t.field({ type: MixSplitEnum, required: true }),
    scrapBasisPoints: t.int({ required: true, description: '0 … 2000 (20 %).' }),
  }),
});

builder.queryFields((t) => ({
  doughPlan: t.field({
    type: DoughPlan,
    description: 'The dough plan of a delivery day (YYYY-MM-DD): its bake list made into doughs and mixes.',
    authScopes: { bakery: true },
    args: { deliveryDate: t.arg.string({ required: true, description: 'Delivery day, YYYY-MM-DD.' }) },
    resolve: (_r, a, ctx) => getDoughPlan(ctx, a.deliveryDate),
  }),
  bakehouseSettings: t.field({
    type: BakehouseSettings,
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => getBakehouseSettings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  setBakehouseSettings: t.field({
    type: BakehouseSettings,
    description: 'BAD_INPUT (fields mixerCapacityGrams / scrapBasisPoints) out of range.',
    authScopes: { bakery: true },
    args: { input: t.arg({ type: BakehouseSettingsInput, required: true }) },
    resolve: (_r, a, ctx) => setBakehouseSettings(ctx, a.input),
  }),
}));
