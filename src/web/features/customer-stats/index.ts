/** A customer's figures: the customer page's Stats tab and its Sales panel (decisions 0283, 0284). */
export { SalesPanel } from './components/SalesPanel';
export { StatsTab } from './components/StatsTab';
