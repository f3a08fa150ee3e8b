import { loadConfig } from '../platform/config';
import { closePlatform, createPlatform } from '../platform/platform';

// createPlatform applies every pending migration.
const platform = await createPlatform(loadConfig());
console.log(`migrations applied (${platform.database.kind})`);
await closePlatform(platform);
