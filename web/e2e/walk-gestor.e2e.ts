import { walkAs } from './walk-steps.ts';

walkAs('session');
