import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import {
  assignDeliveryZone,
  createDeliveryZone,
  deleteDeliveryZone,
  listDeliveryZones,
  renameDeliveryZone,
  type ZoneRow,
  type ZoneWithCounts,
} from './zones.service';

const DeliveryZone = builder.objectRef<ZoneRow>('DeliveryZone').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const DeliveryZoneCounts = builder.objectRef<ZoneWithCounts>('DeliveryZoneCounts').implement({
  description:
    'A zone with its clients and orders; id and name are null for the bucket of clients and orders without a zone.',
  fields: (t) => ({
    id: t.id({ nullable: true, resolve: (z) => z.id }),
    name: t.exposeString('name', { nullable: true }),
    userCount: t.exposeInt('userCount', { description: 'Hosts and private customers in the zone.' }),
    orderCount: t.exposeInt('orderCount', { description: 'Orders delivered into the zone.' }),
  }),
});

builder.queryFields((t) => ({
  deliveryZones: t.field({
    type: [DeliveryZoneCounts],
    description:
      "The bakery's delivery zones by name with user and order counts; the last entry (id null) is the no-zone bucket.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => listDeliveryZones(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createDeliveryZone: t.field({
    type: DeliveryZone,
    authScopes: { bakery: true },
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => createDeliveryZone(ctx, a.name),
  }),
  renameDeliveryZone: t.field({
    type: DeliveryZone,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => renameDeliveryZone(ctx, parseId(a.id), a.name),
  }),
  deleteDeliveryZone: t.boolean({
    description: 'Refused with ZONE_HAS_CLIENTS while clients are in the zone.',
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteDeliveryZone(ctx, parseId(a.id)), true),
  }),
  assignDeliveryZone: t.boolean({
    description: "Puts one of the bakery's hosts or private customers into a zone, or into none (zoneId null).",
    authScopes: { bakery: true },
    args: { userId: t.arg.id({ required: true }), zoneId: t.arg.id({ required: false }) },
    resolve: async (_r, a, ctx) => (
      await assignDeliveryZone(ctx, parseId(a.userId, 'userId'), a.zoneId == null ? null : parseId(a.zoneId, 'zoneId')),
      true
    ),
  }),
}));
