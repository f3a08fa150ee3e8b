// A bakery's products: list, editor and form, thumbnails and the price texts and price entry the other product screens share.
export { ProductScreen } from './ProductScreen';
export { ProductList } from './ProductList';
export { ProductForm } from './ProductForm';
export { ProductEditor } from './ProductEditor';
export { ProductThumb } from './ProductThumb';
export { kgPriceText, piecePriceText, slugOf } from './prices';
export { gramsOf, unitOf, unitPriceInputText } from './price-entry';
