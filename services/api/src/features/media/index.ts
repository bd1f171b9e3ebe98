export { clearMediaCookie, mediaViewer, setMediaCookie } from './access.ts';
