import type { DemoPerson } from './people';
import { demoImageWriter } from './images';
import { initials, videos } from './content';

/** The generated image files of each person, by index. */
export interface DemoImages {
  portraits: string[];
  media: string[][];
  thumbnails: string[][];
}

const MEDIA_CAPTIONS = ['Keynote', 'Panel conversation', 'Behind the scenes'];

/** Runs tasks with at most `limit` at a time. */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** Generates every person's portrait, media pictures and video thumbnails into the uploads folder. */
export async function generateDemoImages(uploads: string, people: DemoPerson[]): Promise<DemoImages> {
  const writer = demoImageWriter(uploads);
  const portraits = inBatches(people.map((p, i) => () => writer.portrait(initials(p.name), i)), 4);
  const media = inBatches(
    people.map((p, i) => () => Promise.all(MEDIA_CAPTIONS.map((caption, v) => writer.media(`${p.name} · ${caption}`, i, v)))),
    3,
  );
  const thumbnails = inBatches(
    people.map((p, i) => () => Promise.all(videos(p).map((v, j) => writer.thumbnail(v.title, i + j)))),
    3,
  );
  return { portraits: await portraits, media: await media, thumbnails: await thumbnails };
}
