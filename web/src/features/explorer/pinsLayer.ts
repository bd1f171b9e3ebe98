import { Layer, type LayerContext, picking, project32, type UpdateParameters } from '@deck.gl/core';
import type { Texture } from '@luma.gl/core';
import { Model } from '@luma.gl/engine';
import { PIN_ICON, PIN_SIZE } from './markers.ts';
import { ICON_CELL, ICON_GRID, ICON_PAD } from './pinIcons.ts';

/**
 * Pins given as typed arrays: [lon, lat] per pin, an RGBA colour per pin and, if any, the cell of each pin's
 * category icon in the layer's `iconAtlas` (1-based, 0 for none).
 */
export interface PinBuffers {
  length: number;
  positions: Float64Array;
  colors: Uint8Array;
  icons?: Float32Array;
}

/** The pin icon (Material's "place", a 24 px design), drawn white: the pins' colour tints it. */
const PIN_PATH = 'M12 1a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8zm0 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6z';
const ATLAS_PX = 64;
const VERTICES_PER_PIN = 6;
/** The pin's head in its atlas (PIN_PATH's circle: centre (12, 9), radius 8 of 24): the icon covers most of it. */
const HEAD = { x: (12 * ATLAS_PX) / 24, y: (9 * ATLAS_PX) / 24, radius: (8 * ATLAS_PX) / 24 };
/** The icon's side over the head's diameter: a ring of the type's colour, what the map's legend reads, stays around it. */
const ICON_SHARE = 0.7;

const float = (n: number) => n.toFixed(6);
const vec2 = (x: number, y: number) => `vec2(${float(x)}, ${float(y)})`;

const vs = `#version 300 es
#define SHADER_NAME explorer-pins-vertex-shader
in vec3 positions;
in vec3 positions64Low;
in vec4 colors;
in float iconCells;
out vec4 vColor;
out vec2 vTexCoord;
// Where the fragment falls in the pin's icon (0..1 across it), its cell's corner in the icon atlas, and whether
// the pin has an icon.
out vec2 vIconAt;
out vec2 vIconCell;
out float vHasIcon;

// Two triangles per pin, corners as fractions of the icon from its top-left.
const vec2 CORNERS[6] = vec2[6](vec2(0.0, 0.0), vec2(1.0, 0.0), vec2(0.0, 1.0), vec2(0.0, 1.0), vec2(1.0, 0.0), vec2(1.0, 1.0));
const vec2 SIZE = ${vec2((PIN_ICON.width * PIN_SIZE) / PIN_ICON.height, PIN_SIZE)};
const vec2 ANCHOR = ${vec2(0.5, PIN_ICON.anchorY / PIN_ICON.height)};
const vec2 UV_FROM = ${vec2(PIN_ICON.x / ATLAS_PX, PIN_ICON.y / ATLAS_PX)};
const vec2 UV_TO = ${vec2((PIN_ICON.x + PIN_ICON.width) / ATLAS_PX, (PIN_ICON.y + PIN_ICON.height) / ATLAS_PX)};
const vec2 ICON_FROM = ${vec2(
  (HEAD.x - HEAD.radius * ICON_SHARE - PIN_ICON.x) / PIN_ICON.width,
  (HEAD.y - HEAD.radius * ICON_SHARE - PIN_ICON.y) / PIN_ICON.height,
)};
const vec2 ICON_SIZE = ${vec2((2 * HEAD.radius * ICON_SHARE) / PIN_ICON.width, (2 * HEAD.radius * ICON_SHARE) / PIN_ICON.height)};

void main(void) {
  vec2 corner = CORNERS[gl_VertexID % 6];
  geometry.worldPosition = positions;
  geometry.uv = corner;
  geometry.pickingColor = vec3(0.0);
  gl_Position = project_position_to_clipspace(positions, positions64Low, vec3(0.0), geometry.position);
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
  vec2 pixels = (corner - ANCHOR) * SIZE;
  gl_Position.xy += project_pixel_size_to_clipspace(vec2(pixels.x, -pixels.y));
  vTexCoord = mix(UV_FROM, UV_TO, corner);
  vIconAt = (corner - ICON_FROM) / ICON_SIZE;
  float cell = max(iconCells - 1.0, 0.0);
  vIconCell = vec2(mod(cell, ${float(ICON_GRID)}), floor(cell / ${float(ICON_GRID)})) / ${float(ICON_GRID)};
  vHasIcon = iconCells > 0.5 ? 1.0 : 0.0;
  vColor = colors;
  DECKGL_FILTER_COLOR(vColor, geometry);
}
`;

const fs = `#version 300 es
#define SHADER_NAME explorer-pins-fragment-shader
precision highp float;
uniform sampler2D pinTexture;
uniform sampler2D iconTexture;
in vec4 vColor;
in vec2 vTexCoord;
in vec2 vIconAt;
in vec2 vIconCell;
in float vHasIcon;
out vec4 fragColor;

const float CELL_INSET = ${float(ICON_PAD / (ICON_GRID * ICON_CELL))};
const float ICON_UV = ${float((ICON_CELL - 2 * ICON_PAD) / (ICON_GRID * ICON_CELL))};

void main(void) {
  float alpha = texture(pinTexture, vTexCoord).a * vColor.a;
  // Sampled everywhere (mipmaps need the neighbours' coordinates), kept only within the icon's square.
  vec4 icon = texture(iconTexture, vIconCell + CELL_INSET + clamp(vIconAt, 0.0, 1.0) * ICON_UV);
  vec2 inside = step(vec2(0.0), vIconAt) * step(vIconAt, vec2(1.0));
  icon.a *= vHasIcon * inside.x * inside.y;
  fragColor = vec4(mix(vColor.rgb, icon.rgb, icon.a), max(alpha, icon.a));
  if (fragColor.a < 0.05) discard;
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

/**
 * Pins as one list of triangles (six vertices a pin), not as instances of one quad as deck.gl's IconLayer draws
 * them: a software renderer (SwiftShader) sets up each instance as a draw of its own, which made 8,000 pins take
 * ~300 ms a frame there. Not pickable: clicks are resolved on the CPU (hitTest.ts).
 */
export class PinsLayer extends Layer<{ data: PinBuffers; iconAtlas: HTMLCanvasElement | null }> {
  static override layerName = 'PinsLayer';
  static override defaultProps = { iconAtlas: null };
  declare state: {
    model?: Model;
    texture?: Texture;
    iconTexture?: Texture;
    buffers?: ReturnType<typeof perVertex>;
  };

  override getShaders() {
    return super.getShaders({ vs, fs, modules: [project32, picking] });
  }

  override initializeState() {
    const attributes = this.getAttributeManager()!;
    attributes.remove(['instancePickingColors']);
    // Each attribute is the per-vertex buffer updateState made.
    const perVertexBuffer = (key: keyof ReturnType<typeof perVertex>) => ({
      noAlloc: true,
      update: (attribute: { value: unknown }) => {
        attribute.value = this.state.buffers![key];
      },
    });
    attributes.add({
      positions: { size: 2, type: 'float64', fp64: this.use64bitPositions(), ...perVertexBuffer('positions') },
      colors: { size: 4, type: 'unorm8', ...perVertexBuffer('colors') },
      iconCells: { size: 1, type: 'float32', ...perVertexBuffer('icons') },
    });
    const texture = pinTexture(this.context);
    const model = new Model(this.context.device, {
      ...this.getShaders(),
      id: this.props.id,
      bufferLayout: attributes.getBufferLayouts(),
      topology: 'triangle-list',
      isInstanced: false,
    });
    model.setBindings({ pinTexture: texture });
    this.setState({ model, texture });
  }

  override updateState({ props, oldProps, changeFlags }: UpdateParameters<this>) {
    super.updateState({ props, oldProps, changeFlags } as UpdateParameters<this>);
    if (!this.state.iconTexture || props.iconAtlas !== oldProps.iconAtlas) {
      this.state.iconTexture?.destroy();
      const iconTexture = mipmapped(this.context, props.iconAtlas ?? blank());
      this.state.model!.setBindings({ iconTexture });
      this.setState({ iconTexture });
    }
    if (!changeFlags.dataChanged) return;
    const buffers = perVertex(props.data);
    this.state.model!.setVertexCount(props.data.length * VERTICES_PER_PIN);
    this.setState({ buffers });
    this.getAttributeManager()!.invalidateAll();
  }

  override draw() {
    this.state.model!.draw(this.context.renderPass);
  }

  override finalizeState(context: LayerContext) {
    super.finalizeState(context);
    this.state.texture?.destroy();
    this.state.iconTexture?.destroy();
  }
}

/** Each pin's position, colour and icon repeated for its six vertices. */
function perVertex({ length, positions, colors, icons }: PinBuffers) {
  const vertexPositions = new Float64Array(length * VERTICES_PER_PIN * 2);
  const vertexColors = new Uint8Array(length * VERTICES_PER_PIN * 4);
  const vertexIcons = new Float32Array(length * VERTICES_PER_PIN);
  for (let pin = 0; pin < length; pin++) {
    for (let v = pin * VERTICES_PER_PIN; v < (pin + 1) * VERTICES_PER_PIN; v++) {
      vertexPositions[v * 2] = positions[pin * 2]!;
      vertexPositions[v * 2 + 1] = positions[pin * 2 + 1]!;
      vertexColors.set(colors.subarray(pin * 4, pin * 4 + 4), v * 4);
      vertexIcons[v] = icons?.[pin] ?? 0;
    }
  }
  return { positions: vertexPositions, colors: vertexColors, icons: vertexIcons };
}

/** A transparent pixel: the icon texture of pins without icons. */
function blank(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  return canvas;
}

/** The pin, white on transparent: the pins' colour tints it. */
function pinTexture(context: LayerContext): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = ATLAS_PX;
  const drawing = canvas.getContext('2d')!;
  drawing.scale(ATLAS_PX / 24, ATLAS_PX / 24);
  drawing.fillStyle = '#fff';
  drawing.fill(new Path2D(PIN_PATH));
  return mipmapped(context, canvas);
}

/** A canvas as a texture with mipmaps: pins and their icons are drawn at under half their size. */
function mipmapped({ device }: LayerContext, canvas: HTMLCanvasElement): Texture {
  const texture = device.createTexture({
    format: 'rgba8unorm',
    width: canvas.width,
    height: canvas.height,
    mipLevels: device.getMipLevelCount(canvas.width, canvas.height),
    sampler: {
      minFilter: 'linear',
      magFilter: 'linear',
      mipmapFilter: 'linear',
      addressModeU: 'clamp-to-edge',
      addressModeV: 'clamp-to-edge',
    },
  });
  texture.copyExternalImage({ image: canvas });
  texture.generateMipmapsWebGL();
  return texture;
}
