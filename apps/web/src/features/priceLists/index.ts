// Price lists: the products page's tabs with the price grid.
export { ProductsTabs } from './ProductsTabs';
