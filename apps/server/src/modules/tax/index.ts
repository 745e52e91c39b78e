/** Tax: the investor's income-tax slab, the tax of a sale for the sell preview, tax harvesting. */
export { taxRoutes } from './routes.js';
export { TaxService } from './service.js';
