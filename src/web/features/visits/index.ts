/** Visits: check-in, Due, Near me, the route planner and the office's week. */
export { CheckInButton } from './components/CheckInButton';
export { DueList } from './components/DueList';
export { NearMe } from './components/NearMe';
export { OfficeWeek } from './components/OfficeWeek';
export { RoutePlanner } from './components/RoutePlanner';
export { useCurrentVisit } from './hooks/useVisits';
export { useRouteDraft } from './hooks/useRouteDraft';
export { dayOf, shortDate } from './lib/days';
