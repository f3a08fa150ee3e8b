// Linted as packages/core/src/boundary-fixture.ts (test/boundaries.test.ts).
import { addDays } from './calendar';
import { z } from 'zod';
import { createApiClient } from '@bakery/api';
import { BRAND } from '../../../apps/web/src/brand';

export const used = [addDays, z, createApiClient, BRAND];
