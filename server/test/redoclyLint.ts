import { execFile } from 'node:child_process';
import path from 'node:path';

export interface LintProblem {
  severity: 'error' | 'warn';
  ruleId: string;
  message: string;
  pointer: string | null;
}

/** Redocly's recommended rules over the document (redoclyLintProcess.mjs, in its own process). */
export function lintOpenApi(document: unknown): Promise<LintProblem[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'redoclyLintProcess.mjs')],
      { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`redoclyLintProcess.mjs failed: ${error.message}\n${stderr}`));
          return;
        }
        resolve((JSON.parse(stdout) as { problems: LintProblem[] }).problems);
      },
    );
    child.stdin?.end(JSON.stringify(document));
  });
}
