/**
 * The events a domain publishes for the domains after it to hear, by name. Empty here: each
 * domain adds its own by declaration merging beside the code that publishes them, so the
 * platform names no domain's event.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the domains' declaration merging
export interface DomainEvents {}

/** The name of an event some domain declared. */
export type DomainEventName = keyof DomainEvents;

/** One subscriber of an event: awaited in turn; one that throws is logged, the others still hear. */
export type EventHandler<E extends DomainEventName> = (payload: DomainEvents[E]) => Promise<void>;

/** Where failures of subscribers are written. */
type EventLog = { warn(details: object, message: string): void };

/**
 * The in-process event bus: one domain publishes, the domains after it subscribe in their
 * index.ts, so the later reacts to the earlier without the earlier importing it. Subscribers
 * are awaited in the order they subscribed; the publisher goes on when all have heard.
 */
export interface EventBus {
  /** Subscribes `handler` to `event`, for the life of the app. */
  on<E extends DomainEventName>(event: E, handler: EventHandler<E>): void;
  /** Tells every subscriber of `event`, in turn; one that throws is logged with `event` and does not stop the others. */
  publish<E extends DomainEventName>(event: E, payload: DomainEvents[E], log: EventLog): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's event bus (also `ctx.events`). */
    events: EventBus;
  }
}

/** A bus with no subscribers. */
export function createEventBus(): EventBus {
  const subscribers = new Map<DomainEventName, EventHandler<DomainEventName>[]>();
  return {
    on(event, handler) {
      subscribers.set(event, [...(subscribers.get(event) ?? []), handler as EventHandler<DomainEventName>]);
    },
    async publish(event, payload, log) {
      for (const handler of subscribers.get(event) ?? []) {
        try {
          await handler(payload);
        } catch (error) {
          log.warn({ err: error, event }, 'a subscriber of an event failed');
        }
      }
    },
  };
}
