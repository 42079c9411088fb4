/** A customer's stats: the customer page's Stats tab (decision 0283). */
export { StatsTab } from './components/StatsTab';
