// Confusion matrix of the embedded triage engine on the public case set
// (server/src/triage/cases/*.json), for all cases and for the held-out ones.
//
//   node --import tsx bench/triageCases.ts            (add --misses to list the disagreements)
import {
  CASES,
  confusionMatrix,
  runCases,
  summarise,
  type CaseRun,
} from '../server/src/triage/caseSet';
import { KNOWLEDGE_VERSION, ENGINE_VERSION } from '../server/src/triage/knowledgeBase';
import { LEVELS } from '../server/src/triage/types';

const SHORT = ['emerg', '24h', '2-3d', 'monitor', 'none'];

function print(title: string, runs: CaseRun[]): void {
  const matrix = confusionMatrix(runs);
  const s = summarise(runs);
  console.log(
    `\n${title}: ${s.total} cases, exact ${s.exact} (${((100 * s.exact) / s.total).toFixed(1)}%), more urgent than expected ${s.overTriaged}, less urgent ${s.underTriaged}`,
  );
  console.log(`expected \\ given | ${SHORT.map((h) => h.padStart(7)).join(' ')}`);
  LEVELS.forEach((level, i) => {
    console.log(
      `${SHORT[i]?.padEnd(16)} | ${(matrix[i] ?? []).map((n) => String(n).padStart(7)).join(' ')}  (${level})`,
    );
  });
}

const runs = runCases(CASES);
console.log(`engine ${ENGINE_VERSION}, knowledge base ${KNOWLEDGE_VERSION}`);
print('All cases', runs);
print(
  'Held-out cases (written after the rules, not tuned on)',
  runs.filter((r) => r.case.heldOut),
);
print(
  'Cases used while developing',
  runs.filter((r) => !r.case.heldOut),
);
const emergencies = runs.filter((r) => r.case.expected === 'emergency');
console.log(
  `\nemergency cases classified emergency: ${emergencies.filter((r) => r.result.level === 'emergency').length}/${emergencies.length}`,
);
if (process.argv.includes('--misses')) {
  for (const r of runs.filter((x) => x.result.level !== x.case.expected)) {
    console.log(
      `${r.case.heldOut ? '[held-out] ' : ''}${r.case.id}: expected ${r.case.expected}, got ${r.result.level} — ${r.case.message} — ${r.result.reasons
        .slice(0, 2)
        .map((x) => x.ruleId)
        .join(', ')}`,
    );
  }
}
