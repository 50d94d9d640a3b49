import type { FuzzSubject } from '../helpers/fuzz-harness.js';
import { checkersFuzz } from '../problems/checkers/fuzz-subject.js';
import { cheesyChessFuzz } from '../problems/cheesy-chess/fuzz-subject.js';
import { rankAndFileFuzz } from '../problems/rank-and-file/fuzz-subject.js';
import { simplifiedChessFuzz } from '../problems/simplified-chess/fuzz-subject.js';

/** Every registered problem, fuzzed by the one harness (contract.test.ts, `npm run fuzz`); a new problem adds its subject here. */
export const SUBJECTS: readonly FuzzSubject[] = [rankAndFileFuzz, simplifiedChessFuzz, cheesyChessFuzz, checkersFuzz];
