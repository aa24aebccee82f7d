import { rentals } from './rentals.js';
import { printResult } from './lib/report.js';
printResult(await rentals());
process.exit(0);
