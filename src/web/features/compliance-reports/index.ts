/** Admin → Compliance → Reports (issue 46, part 5) and insight's excise tax block (part 6). */
export { ExciseInsight } from './components/ExciseInsight';
export { ReportView } from './components/ReportView';
