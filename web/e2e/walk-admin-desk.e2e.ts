import { walkAs } from './walk-steps.ts';

walkAs('admin', false);
