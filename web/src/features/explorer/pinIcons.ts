import { FIELD } from '@ppd/domain/map-payload';
import { useEffect, useState } from 'react';
import { type CategoryIcons, recordIconOf } from '../../lib/categoryIcons.ts';
import { fieldOf, type MapData } from './mapData.ts';

/** The atlas is a grid of GRID × GRID cells of CELL px, each an icon drawn PAD px inside its cell. */
export const ICON_GRID = 8;
export const ICON_CELL = 64;
export const ICON_PAD = 2;
/** At most this many distinct icons are drawn on pins (one texture, 512 px a side): later ones are left off. */
export const MAX_PIN_ICONS = ICON_GRID * ICON_GRID;

/** The category icons drawn on pins: the atlas, and each record's cell in it (1-based; 0 for a pin without one). */
export interface PinIcons {
  atlas: HTMLCanvasElement;
  cellOf: (data: MapData, record: number) => number;
}

async function loaded(url: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.src = url;
  return image.decode().then(
    () => image,
    () => null,
  );
}

/**
 * The distinct icons of the categories and subcategories (subcategories first, at most MAX_PIN_ICONS), drawn into
 * one atlas; an icon that does not load leaves its pins plain.
 */
export async function pinIconAtlas(icons: CategoryIcons): Promise<PinIcons> {
  const urls = [...new Set([...icons.sub.values(), ...icons.main.values()].map((c) => c.url_image!))];
  const images = await Promise.all(urls.slice(0, MAX_PIN_ICONS).map(loaded));
  const atlas = document.createElement('canvas');
  atlas.width = atlas.height = ICON_GRID * ICON_CELL;
  const context = atlas.getContext('2d');
  const cells = new Map<string, number>();
  images.forEach((image, i) => {
    if (!image || !context) return;
    const [x, y] = [(i % ICON_GRID) * ICON_CELL, Math.floor(i / ICON_GRID) * ICON_CELL];
    context.drawImage(image, x + ICON_PAD, y + ICON_PAD, ICON_CELL - 2 * ICON_PAD, ICON_CELL - 2 * ICON_PAD);
    cells.set(urls[i]!, i + 1);
  });
  const cellOf = (data: MapData, record: number) => {
    const category = recordIconOf(icons, {
      id_cat_principal: fieldOf(data, record, FIELD.id_cat_principal),
      id_cat_secundaria: fieldOf(data, record, FIELD.id_cat_secundaria),
    });
    return (category && cells.get(category.url_image)) ?? 0;
  };
  return { atlas, cellOf };
}

/** The pins' icons once every one has loaded (null until then, or without lists). */
export function usePinIcons(icons: CategoryIcons | undefined): PinIcons | null {
  const [pinIcons, setPinIcons] = useState<PinIcons | null>(null);
  useEffect(() => {
    if (!icons) return;
    let current = true;
    void pinIconAtlas(icons).then((made) => current && setPinIcons(made));
    return () => {
      current = false;
    };
  }, [icons]);
  return pinIcons;
}
