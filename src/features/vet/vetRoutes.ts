import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** The vet area: client-only pages in the vet layout, for the vet role only. */
export const VET_ROUTES: readonly AppRoute[] = [
  {
    name: 'vet-patients',
    path: '/vet/patients',
    layout: 'vet',
    middleware: ['auth', 'role'],
    roles: ['vet'],
    title: 'vets.patients.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-vet" */ './PatientsScreen'),
      'PatientsScreen',
    ),
  },
  {
    name: 'vet-patient',
    path: '/vet/patients/:petId',
    layout: 'vet',
    middleware: ['auth', 'role'],
    roles: ['vet'],
    title: 'vets.patient.pageTitle',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-vet" */ './PatientScreen'),
      'PatientScreen',
    ),
  },
];
