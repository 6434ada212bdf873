import type { AppRoute } from '../../app/routeTypes';
import { PatientScreen } from './PatientScreen';
import { PatientsScreen } from './PatientsScreen';

/** The vet area (issue 15): client-only pages in the vet layout, for the vet role only. */
export const VET_ROUTES: readonly AppRoute[] = [
  {
    name: 'vet-patients',
    path: '/vet/patients',
    layout: 'vet',
    middleware: ['auth', 'role'],
    roles: ['vet'],
    title: 'vets.patients.title',
    component: PatientsScreen,
  },
  {
    name: 'vet-patient',
    path: '/vet/patients/:petId',
    layout: 'vet',
    middleware: ['auth', 'role'],
    roles: ['vet'],
    title: 'vets.patient.pageTitle',
    component: PatientScreen,
  },
];
