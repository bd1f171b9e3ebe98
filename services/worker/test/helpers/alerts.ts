import type { AlertView } from '@ppd/domain';
import { alertView as alertOf } from '@ppd/domain/testing';

let next = 1;

/** An alert as the alerts feature will put it in its events, each with an id of its own. */
export const alertView = (overrides: Partial<AlertView> = {}): AlertView => alertOf(next++, overrides);
