/** Planning visits (issue 47): a customer's opening hours, a rep's working days, whom to see first. */
export { OpeningHoursSection } from './components/OpeningHoursSection';
export { PrioritiesPanel } from './components/PrioritiesPanel';
export { WeekPlanPanel } from './components/WeekPlanPanel';
export { WorkingDaysSection } from './components/WorkingDaysSection';
