/** Sales insight (issue 28): the /insights page's parts and the home page's at-risk count. */
export { ActivityView } from './components/ActivityView';
export { AtRiskView } from './components/AtRiskView';
export { HowFiguresAreMade } from './components/HowFiguresAreMade';
export { InsightFiltersBar } from './components/InsightFiltersBar';
export { ReachView } from './components/ReachView';
export { SalesView } from './components/SalesView';
export { ShopOrdersView } from './components/ShopOrdersView';
export { useSummary } from './hooks/useInsights';
export { useInsightQuery } from './hooks/useInsightQuery';
export { customRangeProblem, insightViews, type InsightView } from './lib/filters';
export { loadAtRiskCount } from './lazy';
