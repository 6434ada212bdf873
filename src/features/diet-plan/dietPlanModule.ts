import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createDietPlanApi } from './dietPlanApi';
import { DIET_PLAN_ROUTES } from './dietPlanRoutes';
import { DietPlanStore } from './DietPlanStore';

/** The pet's diet and healthy-weight plan. */
export const dietPlanModule = defineWebFeature({
  name: 'diet-plan',
  routes: DIET_PLAN_ROUTES,
  apis: (http) => ({ dietPlan: createDietPlanApi(http) }),
  stores: {
    dietPlan: {
      create: ({ root }: StoreContext): DietPlanStore => new DietPlanStore(root.api.dietPlan),
      clear: (dietPlan) => dietPlan.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'petProfile',
        title: 'shell.links.dietPlan',
        to: '/diet-and-healthy-plan/',
        icon: 'scale',
        sortWeight: 50,
      },
    ],
  },
});
