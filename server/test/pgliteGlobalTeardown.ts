// jest globalTeardown of the server-pglite project: removes the run's seeded templates.
import { removePgliteTemplates } from './templateFiles';

export default function pgliteGlobalTeardown(): void {
  const id = process.env.TEST_RUN_ID;
  if (id) removePgliteTemplates(id);
}
