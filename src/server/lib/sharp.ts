import type Sharp from 'sharp';

/** sharp's entry point: `sharp(input, options)` starts a pipeline. */
export type SharpEntry = typeof Sharp;

let loading: Promise<SharpEntry> | undefined;

/**
 * sharp, imported the first time an image is made (loading it and libvips cost a start about
 * 150 ms, and memory that stays resident), and set up once: images are made one at a time and
 * not kept by libvips, whose cache and threads cost memory that stays resident.
 */
export function loadSharp(): Promise<SharpEntry> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
