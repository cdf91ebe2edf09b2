export { PlannerPage as default } from '../features/planner/components/planner-page.tsx';
