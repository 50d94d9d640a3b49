// `node scripts/data-class.mjs PROBLEM [FILE...]`: the data class (docs/test-data.md) of every case
// of contest inputs (standard input when no file is given), counted, with the reasons grouped.
// `node scripts/data-class.mjs PROBLEM --profile P --cases N [--seed S]`: the same for N cases of
// the generator's profile P. The classes come from each problem's `classify`, which is not the
// generator (src/problems/*/classify.ts).
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { census } = await import('../test/helpers/census.ts');
process.exitCode = census(process.argv.slice(2), (file) => readFileSync(file === '-' ? 0 : file, 'utf8'));
