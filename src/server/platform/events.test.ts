import { describe, expect, it } from 'vitest';
import { createEventBus } from './events';

declare module './events' {
  interface DomainEvents {
    'test.said': string;
  }
}

describe('the event bus', () => {
  it('tells each subscriber in the order it subscribed, after the one before has finished', async () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.on('test.said', async (word) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      heard.push(`first ${word}`);
    });
    bus.on('test.said', async (word) => void heard.push(`second ${word}`));
    await bus.publish('test.said', 'hello', { warn: () => undefined });
    expect(heard).toEqual(['first hello', 'second hello']);
  });

  it('logs a subscriber that throws, and the others still hear', async () => {
    const bus = createEventBus();
    const heard: string[] = [];
    const warnings: object[] = [];
    bus.on('test.said', async () => Promise.reject(new Error('broke')));
    bus.on('test.said', async (word) => void heard.push(word));
    await bus.publish('test.said', 'still', { warn: (details) => void warnings.push(details) });
    expect(heard).toEqual(['still']);
    expect(warnings).toEqual([expect.objectContaining({ event: 'test.said' })]);
  });

  it('publishes to nobody when nobody subscribed', async () => {
    await expect(createEventBus().publish('test.said', 'alone', { warn: () => undefined })).resolves.toBeUndefined();
  });
});
