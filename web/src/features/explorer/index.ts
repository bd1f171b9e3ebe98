export { explorerKeys, prefetchExplorer } from './explorerQueries.ts';
