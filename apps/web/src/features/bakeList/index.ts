// The bake list (/bakery).
export { BakeListScreen } from './BakeListScreen';
