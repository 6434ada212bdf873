// Lints an OpenAPI document with Redocly's own engine (@redocly/openapi-core, the library behind
// `redocly lint`) and its `recommended` rules, offline. Its own Node process: the library is an
// ES module jest need not load. Reads the document from stdin and prints one JSON line:
// {"problems": [{"severity", "ruleId", "message", "pointer"}]}.
import { createConfig, lintFromString } from '@redocly/openapi-core';

let source = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) source += chunk;

const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
process.stdout.write(
  JSON.stringify({
    problems: problems.map((problem) => ({
      severity: problem.severity,
      ruleId: problem.ruleId,
      message: problem.message,
      pointer: problem.location[0]?.pointer ?? null,
    })),
  }) + '\n',
);
