import { Page } from './app/page.js';
import { findUi } from './app/ui.js';

/**
 * The page: pick a problem, edit its input, see every case judged (in a worker) as a card with
 * its contest line, board drawing and explanation (app/page.ts wires the parts). User text only
 * ever reaches the page as textContent (see dom.ts).
 */
try {
  new Page(findUi()).start();
} finally {
  // Started: what the page fills in shows (style.css hides it until then, so that nothing is seen to move), even
  // should the start have failed.
  document.documentElement.classList.add('started');
}
