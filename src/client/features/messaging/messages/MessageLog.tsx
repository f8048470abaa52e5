import { useLayoutEffect, useRef } from 'react';
import type { Message } from '@shared/api/messaging/messages';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/lib/cn';
import type { Side } from './message-queries';
import { clockTime, groupByDay } from './time-labels';

/** Within this distance of the bottom the log follows new messages. */
const FOLLOW_PX = 80;

/** Props of MessageLog. */
interface MessageLogProps {
  messages: Message[];
  side: Side;
  /** Loads the page before the first message, when there is one. */
  onLoadEarlier?: () => void;
  loadingEarlier: boolean;
}

/**
 * A conversation's messages, oldest first, under day separators ('Today', 'Yesterday', the date).
 * The side's own messages are on the right with their read state ('Sent' / 'Seen'). It opens at
 * the newest message, follows new ones while scrolled to the bottom (and always after one's own),
 * and keeps its place when earlier messages are loaded above.
 */
export function MessageLog({ messages, side, onLoadEarlier, loadingEarlier }: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef(0);
  const shown = useRef<{ first?: number; last?: number }>({});
  const first = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const lastIsOwn = messages.at(-1)?.senderType === side;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    shown.current = { first, last: lastId };
    if (lastId !== before.last && (atBottom.current || lastIsOwn)) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
    }
  }, [first, lastId, lastIsOwn]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    atBottom.current = fromBottom.current - element.clientHeight < FOLLOW_PX;
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="flex-1 overflow-y-auto px-3 py-4 [overflow-anchor:none] sm:px-6">
      {onLoadEarlier && (
        <div className="mb-4 flex justify-center">
          <Button variant="secondary" size="sm" loading={loadingEarlier} onClick={onLoadEarlier}>
            Load earlier messages
          </Button>
        </div>
      )}
      {groupByDay(messages).map((day) => (
        <section key={day.key} aria-label={day.label} className="mb-2">
          <h3 className="my-3 flex items-center gap-3 text-xs font-medium text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {day.label}
          </h3>
          <ol className="flex flex-col gap-1">
            {day.messages.map((message, index) => (
              <MessageItem key={message.id} message={message} own={message.senderType === side} showName={startsRun(day.messages, index)} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** Whether the message starts a run of one sender's messages (the name shows once a run). */
function startsRun(messages: Message[], index: number): boolean {
  const previous = messages[index - 1];
  return !previous || previous.senderType !== messages[index].senderType || previous.senderId !== messages[index].senderId;
}

/** One message: who (at the start of a run), the text, the time, and for one's own side whether it was seen. */
function MessageItem({ message, own, showName }: { message: Message; own: boolean; showName: boolean }) {
  return (
    <li className={cn('flex flex-col', own ? 'items-end' : 'items-start', showName && 'mt-3')}>
      <span className={showName ? 'mb-1 px-1 text-xs font-medium text-ink-soft' : 'sr-only'}>{message.senderName}</span>
      <div
        className={cn(
          'max-w-[min(36rem,85%)] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
          own ? 'rounded-br-md bg-accent text-accent-ink' : 'rounded-bl-md border border-line bg-surface text-ink',
        )}
      >
        {message.body}
      </div>
      <span className="mt-0.5 px-1 text-[11px] text-muted">
        <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
        {own && <span> · {message.isRead ? 'Seen' : 'Sent'}</span>}
      </span>
    </li>
  );
}
