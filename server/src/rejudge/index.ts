export { registerRejudgeRoutes as registerRejudgeArea } from './rejudge.routes.ts';
