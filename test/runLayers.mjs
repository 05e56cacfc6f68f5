/**
 * `npm test`: every test layer, stage after stage, stopping after the first stage that fails.
 * The browser tests need the build the package layer makes; the other layers need nothing
 * from each other, and run two by two: lint beside the type check (neither keeps two cores
 * busy alone), jest beside the package layer (on a 2-core machine, 36 s less than one after
 * the other). The output of a command that runs beside another is shown whole once it ends,
 * so that their lines do not mix; a command alone shows its output as it comes.
 *
 *   node test/runLayers.mjs     # what `npm test` runs
 */
import { spawn } from 'node:child_process';

const STAGES = [['lint', 'typecheck'], ['test:unit', 'test:package'], ['test:e2e']];

/** Runs `npm run <script>`; answers its exit code, its output when `quiet`, and its time. */
const run = (script, { quiet }) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', script], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    // No code: ended by a signal.
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        output: Buffer.concat(output),
        seconds: Math.round((performance.now() - started) / 1000),
      }),
    );
  });

const runStage = async (scripts) => {
  const quiet = scripts.length > 1;
  if (quiet)
    console.log(`\n==> side by side: ${scripts.map((name) => `npm run ${name}`).join(', ')}`);
  const results = await Promise.all(
    scripts.map(async (script) => {
      const result = await run(script, { quiet });
      if (quiet) process.stdout.write(result.output);
      const outcome = result.code === 0 ? 'passed' : `failed (exit ${result.code})`;
      console.log(`\n==> npm run ${script}: ${outcome} in ${result.seconds} s`);
      return result.code;
    }),
  );
  return results.every((code) => code === 0);
};

const started = performance.now();
for (const stage of STAGES) {
  if (!(await runStage(stage))) process.exit(1);
}
console.log(`\n==> every layer passed in ${Math.round((performance.now() - started) / 1000)} s`);
