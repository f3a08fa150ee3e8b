// The dashboard's panel of numbers and charts.
export { DashboardPanel } from './DashboardPanel';
