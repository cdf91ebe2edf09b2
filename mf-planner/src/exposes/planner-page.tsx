export { PlannerPage as default } from '../pages/planner-page.tsx';
