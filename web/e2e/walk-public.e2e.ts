import { walkAs } from './walk-steps.ts';

walkAs('public');
