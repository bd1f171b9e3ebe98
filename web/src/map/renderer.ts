/** WebGL context attributes for the map, by what draws it. */
export type MapContext = { antialias?: boolean; depth?: boolean };

/**
 * On a software renderer (no GPU, a blocklisted one, a remote desktop: SwiftShader, llvmpipe) every sample is CPU
 * work: multisampling drew each pin's pixels four times over and a depth buffer was read and written for maps that
 * are flat and drawn in order. Panning at zoom 12 over 100,000 records took twice the time with them.
 */
const SOFTWARE_CONTEXT: MapContext = { antialias: false, depth: false };

/** Renderers that draw on the CPU, as WebGL names them (Chrome's SwiftShader, Mesa's, Windows' WARP). */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

let software: boolean | undefined;

/**
 * Whether WebGL here runs in software: the browser refuses a context asked to have no "major performance caveat",
 * or names a CPU renderer (Chrome does not count SwiftShader as a caveat once it is allowed). Asked once; the probe's
 * context is released at once.
 */
export function softwareWebGL(): boolean {
  if (software === undefined) {
    const gl = document.createElement('canvas').getContext('webgl2', { failIfMajorPerformanceCaveat: true });
    software = gl === null || SOFTWARE_RENDERERS.test(rendererOf(gl));
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return software;
}

function rendererOf(gl: WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

/** The map's context: the browser's defaults on a GPU, the cheapest that draws the same maps in software. */
export const mapContext = (): MapContext => (softwareWebGL() ? SOFTWARE_CONTEXT : {});
