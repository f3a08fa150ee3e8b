import { loadConfig } from '../platform/config';
import { closePlatform, createPlatform } from '../platform/platform';
import { hasAnyBakery, seedDemo } from '../db/seed/demo';
import { dateInZone } from '../platform/time';

const config = loadConfig();
const platform = await createPlatform(config);
if (await hasAnyBakery(platform.db)) {
  console.log('The database already has a bakery: demo data not loaded.');
} else {
  console.table(await seedDemo(platform.db, dateInZone(new Date(), config.bakeryTimeZone)));
}
await closePlatform(platform);
