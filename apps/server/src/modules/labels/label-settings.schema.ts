import type { LabelSettings } from '@bakery/core';
import { builder } from '../../platform/graphql/builder';
import { getLabelSettings, updateLabelSettings } from './label-settings.service';

const LabelSettingsRef = builder.objectRef<LabelSettings>('LabelSettings').implement({
  description: "The bakery's label printer: label size and whether labels show prices.",
  fields: (t) => ({
    widthMm: t.exposeInt('widthMm'),
    heightMm: t.exposeInt('heightMm', {
      nullable: true,
      description: 'null = continuous roll (the label is as long as its content).',
    }),
    priceOnLabel: t.exposeBoolean('priceOnLabel'),
  }),
});

const LabelSettingsInput = builder.inputType('LabelSettingsInput', {
  fields: (t) => ({
    widthMm: t.int({ required: true, description: 'Whole millimetres, 20 … 220.' }),
    heightMm: t.int({ description: 'Whole millimetres, 10 … 500; null = continuous roll.' }),
    priceOnLabel: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  labelSettings: t.field({
    type: LabelSettingsRef,
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => getLabelSettings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateLabelSettings: t.field({
    type: LabelSettingsRef,
    description: 'BAD_INPUT with fields widthMm / heightMm when out of range.',
    authScopes: { bakery: true },
    args: { input: t.arg({ type: LabelSettingsInput, required: true }) },
    resolve: (_r, a, ctx) =>
      updateLabelSettings(ctx, {
        widthMm: a.input.widthMm,
        heightMm: a.input.heightMm ?? null,
        priceOnLabel: a.input.priceOnLabel,
      }),
  }),
}));
