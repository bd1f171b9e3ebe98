// The browser-test tools other workspaces (the map benchmark) use: their one door into web/e2e.
export { type Browser, launchChromium } from './browser.ts';
export { buildWebIfStale, WEB_DIST } from './build.ts';
