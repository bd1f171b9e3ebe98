import { createStore } from 'jotai';

/** The one jotai store: React reads it through <Provider>, the api helper outside React. */
export const appStore = createStore();
