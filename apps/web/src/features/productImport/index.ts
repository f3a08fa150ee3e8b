// The product import wizard (/product/import).
export { ImportWizard } from './ImportWizard';
