import { describe, expect, it } from 'vitest';
import { imageProblem, MAX_IMAGE_BYTES } from './images.ts';
import { messages } from './messages.ts';

describe('imageProblem', () => {
  it('accepts a PNG or a JPEG of up to 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1024 })).toBeUndefined();
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeUndefined();
  });

  it('refuses any other type, and a picture over 5 MB, with the shared messages', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe(messages.media.imageType);
    expect(imageProblem({ type: '', size: 10 })).toBe(messages.media.imageType);
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(messages.media.imageTooLarge);
  });
});
