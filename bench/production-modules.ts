// Loaded with `--import` ahead of the render-ceiling worker: the bare render must run the same
// production React Router build the shop's server runs, or the ratio would compare unlike code.
import { useProductionModules } from '../server/src/production-modules.ts';

useProductionModules();
