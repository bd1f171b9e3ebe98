import { Layer, type LayerContext, picking, project32, type UpdateParameters } from '@deck.gl/core';
import type { Texture } from '@luma.gl/core';
import { Model } from '@luma.gl/engine';
import { PIN_ICON, PIN_SIZE } from './markers.ts';

/** Pins given as typed arrays: [lon, lat] per pin and an RGBA colour per pin. */
export interface PinBuffers {
  length: number;
  positions: Float64Array;
  colors: Uint8Array;
}

/** The pin icon (Material's "place", a 24 px design), drawn white: the pins' colour tints it. */
const PIN_PATH = 'M12 1a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8zm0 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6z';
const ATLAS_PX = 64;
const VERTICES_PER_PIN = 6;

const float = (n: number) => n.toFixed(6);
const vec2 = (x: number, y: number) => `vec2(${float(x)}, ${float(y)})`;

const vs = `#version 300 es
#define SHADER_NAME explorer-pins-vertex-shader
in vec3 positions;
in vec3 positions64Low;
in vec4 colors;
out vec4 vColor;
out vec2 vTexCoord;

// Two triangles per pin, corners as fractions of the icon from its top-left.
const vec2 CORNERS[6] = vec2[6](vec2(0.0, 0.0), vec2(1.0, 0.0), vec2(0.0, 1.0), vec2(0.0, 1.0), vec2(1.0, 0.0), vec2(1.0, 1.0));
const vec2 SIZE = ${vec2((PIN_ICON.width * PIN_SIZE) / PIN_ICON.height, PIN_SIZE)};
const vec2 ANCHOR = ${vec2(0.5, PIN_ICON.anchorY / PIN_ICON.height)};
const vec2 UV_FROM = ${vec2(PIN_ICON.x / ATLAS_PX, PIN_ICON.y / ATLAS_PX)};
const vec2 UV_TO = ${vec2((PIN_ICON.x + PIN_ICON.width) / ATLAS_PX, (PIN_ICON.y + PIN_ICON.height) / ATLAS_PX)};

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
  vColor = colors;
  DECKGL_FILTER_COLOR(vColor, geometry);
}
`;

const fs = `#version 300 es
#define SHADER_NAME explorer-pins-fragment-shader
precision highp float;
uniform sampler2D pinTexture;
in vec4 vColor;
in vec2 vTexCoord;
out vec4 fragColor;

void main(void) {
  float alpha = texture(pinTexture, vTexCoord).a * vColor.a;
  if (alpha < 0.05) discard;
  fragColor = vec4(vColor.rgb, alpha);
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

/**
 * Pins as one list of triangles (six vertices a pin), not as instances of one quad as deck.gl's IconLayer draws
 * them: a software renderer (SwiftShader) sets up each instance as a draw of its own, which made 8,000 pins take
 * ~300 ms a frame there. Not pickable: clicks are resolved on the CPU (hitTest.ts).
 */
export class PinsLayer extends Layer<{ data: PinBuffers }> {
  static override layerName = 'PinsLayer';
  declare state: { model?: Model; texture?: Texture; buffers?: { positions: Float64Array; colors: Uint8Array } };

  override getShaders() {
    return super.getShaders({ vs, fs, modules: [project32, picking] });
  }

  override initializeState() {
    const noAlloc = true;
    const attributes = this.getAttributeManager()!;
    attributes.remove(['instancePickingColors']);
    attributes.add({
      positions: {
        size: 2,
        type: 'float64',
        fp64: this.use64bitPositions(),
        noAlloc,
        update: (attribute) => {
          attribute.value = this.state.buffers!.positions;
        },
      },
      colors: {
        size: 4,
        type: 'unorm8',
        noAlloc,
        update: (attribute) => {
          attribute.value = this.state.buffers!.colors;
        },
      },
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
  }
}

/** Each pin's position and colour repeated for its six vertices. */
function perVertex({ length, positions, colors }: PinBuffers) {
  const vertexPositions = new Float64Array(length * VERTICES_PER_PIN * 2);
  const vertexColors = new Uint8Array(length * VERTICES_PER_PIN * 4);
  for (let pin = 0; pin < length; pin++) {
    for (let v = pin * VERTICES_PER_PIN; v < (pin + 1) * VERTICES_PER_PIN; v++) {
      vertexPositions[v * 2] = positions[pin * 2]!;
      vertexPositions[v * 2 + 1] = positions[pin * 2 + 1]!;
      vertexColors.set(colors.subarray(pin * 4, pin * 4 + 4), v * 4);
    }
  }
  return { positions: vertexPositions, colors: vertexColors };
}

/** The icon, white on transparent, with mipmaps: pins are drawn at under half its size. */
function pinTexture({ device }: LayerContext): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = ATLAS_PX;
  const context = canvas.getContext('2d')!;
  context.scale(ATLAS_PX / 24, ATLAS_PX / 24);
  context.fillStyle = '#fff';
  context.fill(new Path2D(PIN_PATH));
  const texture = device.createTexture({
    format: 'rgba8unorm',
    width: ATLAS_PX,
    height: ATLAS_PX,
    mipLevels: device.getMipLevelCount(ATLAS_PX, ATLAS_PX),
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
