// Linted as apps/server/src/platform/boundary-fixture.ts and as a platform test (test/boundaries.test.ts).
import { MAX_ID } from './ids';
import { restContext } from '../modules/users/session';

export const used = [MAX_ID, restContext];
