import { availableParallelism } from 'node:os';
import { initials, mediaCaptions, videos } from './content';
import { type DemoFile, demoImageWriter } from './images';
import type { DemoPerson } from './people';

/** The generated image file names of each person, by person index. */
export interface DemoImages {
  portraits: string[];
  media: string[][];
  thumbnails: string[][];
  /** Every file written, for its assets row. */
  files: DemoFile[];
}

/** Runs tasks with at most `limit` at a time; results keep the tasks' order. */
async function withConcurrency<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * Renders every person's portrait, media pictures and video thumbnails into the uploads folder,
 * a few at a time (sharp works on the libuv thread pool, so more in flight only adds memory).
 */
export async function generateDemoImages(uploads: string, people: DemoPerson[]): Promise<DemoImages> {
  const writer = demoImageWriter(uploads);
  const limit = Math.max(2, Math.min(4, availableParallelism()));
  const portraits = people.map((p, i) => () => writer.portrait(initials(p.name), i));
  const media = people.map((p, i) => mediaCaptions(i).map((caption, v) => () => writer.media(`${p.name} · ${caption}`, i, v)));
  const thumbnails = people.map((p, i) => videos(p, i).map((video, j) => () => writer.thumbnail(video.title, i + j)));
  const files = await withConcurrency([...portraits, ...media.flat(), ...thumbnails.flat()], limit);
  let at = people.length;
  const take = (groups: unknown[][]) =>
    groups.map((group) => {
      const names = files.slice(at, at + group.length);
      at += group.length;
      return names;
    });
  return { portraits: files.slice(0, people.length), media: take(media), thumbnails: take(thumbnails), files: writer.written };
}
