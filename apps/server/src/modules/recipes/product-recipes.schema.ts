import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { AllergenSetRef } from '../ingredients';
import {
  BAKE_LOSS_MAX,
  DOUGH_GRAMS_MAX,
  listProductRecipes,
  setProductRecipe,
  TOPPINGS_MAX,
  type ProductRecipeView,
} from './product-recipes.service';

export const RecipeRefRef = builder.objectRef<{ id: number; name: string }>('RecipeRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ToppingRef = builder.objectRef<ProductRecipeView['toppings'][number]>('ProductTopping').implement({
  description: 'An ingredient put on each piece, not in the mix (seeds on top).',
  fields: (t) => ({
    ingredientId: t.exposeID('ingredientId'),
    name: t.exposeString('name', { description: "The ingredient's German name." }),
    grams: t.exposeInt('grams', { description: 'Per piece.' }),
  }),
});

const ProductRecipe = builder.objectRef<ProductRecipeView>('ProductRecipe').implement({
  description:
    'How a product of the bakery is made: its recipe (none: bought in), dough per piece, bake loss, toppings.',
  fields: (t) => ({
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName', { description: "The product's German name." }),
    recipe: t.field({ type: RecipeRefRef, nullable: true, resolve: (p) => p.recipe }),
    doughGrams: t.exposeInt('doughGrams', { description: 'Raw dough per piece.' }),
    bakeLossBasisPoints: t.exposeInt('bakeLossBasisPoints', { description: 'Weight lost in the oven, 1250 = 12.5 %.' }),
    bakedGrams: t.exposeInt('bakedGrams', { description: 'The baked piece: the dough less its bake loss.' }),
    toppings: t.field({ type: [ToppingRef], resolve: (p) => p.toppings }),
    contains: t.field({ type: AllergenSetRef, resolve: (p) => p.allergens.contains }),
    traces: t.field({ type: AllergenSetRef, resolve: (p) => p.allergens.traces }),
  }),
});

const ToppingInput = builder.inputType('ProductToppingInput', {
  fields: (t) => ({ ingredientId: t.id({ required: true }), grams: t.int({ required: true }) }),
});

const ProductRecipeInput = builder.inputType('ProductRecipeInput', {
  fields: (t) => ({
    recipeId: t.id({ description: 'Null: no recipe (bought-in goods).' }),
    doughGrams: t.int({ required: true, description: `Raw dough per piece, 1 … ${DOUGH_GRAMS_MAX} g with a recipe.` }),
    bakeLossBasisPoints: t.int({ required: true, description: `0 … ${BAKE_LOSS_MAX}.` }),
    toppings: t.field({
      type: [ToppingInput],
      required: true,
      description: `At most ${TOPPINGS_MAX}, 1 … 1000 g each.`,
    }),
  }),
});

builder.queryFields((t) => ({
  productRecipes: t.field({
    type: [ProductRecipe],
    description: "How the bakery's products are made (those linked to a recipe or marked bought-in), by name.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => listProductRecipes(ctx),
  }),
}));

builder.mutationFields((t) => ({
  setProductRecipe: t.field({
    type: ProductRecipe,
    description:
      "BAD_INPUT (fields: recipeId, doughGrams, bakeLossBasisPoints, toppings.N.ingredientId / .grams) for what is not the bakery's or out of range; NOT_FOUND for a product that is not the bakery's own.",
    authScopes: { bakery: true },
    args: { productId: t.arg.id({ required: true }), input: t.arg({ type: ProductRecipeInput, required: true }) },
    resolve: (_r, a, ctx) => setProductRecipe(ctx, parseId(a.productId, 'productId'), a.input),
  }),
}));
