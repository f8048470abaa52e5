import { describe, expect, it } from 'vitest';
import { isForCurrentUser, notificationTitle, previewOf, showsThread } from './notify-rules';
import { sessionUser } from '@tests/fixtures/session-user';
import { messageOf } from '@tests/fixtures/message';
import { guestOf7 } from './test-messages';

const admin = sessionUser({ id: 3 });
const teamMember = sessionUser({ id: 5, role: 'team', clientId: 9, clientSlug: 'ninth', teamMemberId: 5 });
const toTeam = (recipientId: number) => messageOf({ senderType: 'client', senderId: 7, senderName: 'Grace Hopper', recipientType: 'team', recipientId });

describe('who a new message notifies', () => {
  it('a client-side user: messages to their client only', () => {
    expect(isForCurrentUser(messageOf(), guestOf7)).toBe(true);
    expect(isForCurrentUser(messageOf({ recipientId: 8 }), guestOf7)).toBe(false);
  });

  it('an admin viewing as a client is on that client’s side, not the team’s', () => {
    const viewingAs = sessionUser({ id: 3, isImpersonating: true, clientId: 7, originalUser: admin });
    expect(isForCurrentUser(messageOf(), viewingAs)).toBe(true);
    expect(isForCurrentUser(toTeam(3), viewingAs)).toBe(false);
  });

  it('a team-side user: messages to them, or to the whole team (recipient 0)', () => {
    expect(isForCurrentUser(toTeam(3), admin)).toBe(true);
    expect(isForCurrentUser(toTeam(0), admin)).toBe(true);
    expect(isForCurrentUser(toTeam(0), teamMember)).toBe(true);
    expect(isForCurrentUser(toTeam(5), admin)).toBe(false);
    expect(isForCurrentUser(toTeam(5), teamMember)).toBe(true);
  });

  it('never the user’s own messages, nor messages to the other side', () => {
    // the guest's own message goes to the team; the admin's own goes to the client
    expect(isForCurrentUser(toTeam(0), guestOf7)).toBe(false);
    expect(isForCurrentUser(messageOf({ senderId: 3 }), admin)).toBe(false);
    // a team member's client id is not a client-side identity
    expect(isForCurrentUser(messageOf({ recipientId: 9 }), teamMember)).toBe(false);
  });

  it('nobody without a messaging side', () => {
    expect(isForCurrentUser(messageOf(), { ...guestOf7, clientId: null })).toBe(false);
  });
});

describe('preview', () => {
  it('cuts a longer body to exactly 100 characters plus an ellipsis', () => {
    const body = `${'a'.repeat(99)}bc${'d'.repeat(50)}`;
    const preview = previewOf(body);
    expect(preview).toBe(`${'a'.repeat(99)}b…`);
    expect(preview.length).toBe(101);
  });

  it('leaves a body of 100 characters or fewer untouched', () => {
    expect(previewOf('x'.repeat(100))).toBe('x'.repeat(100));
    expect(previewOf('Short')).toBe('Short');
  });

  it('counts characters, never splitting an emoji', () => {
    expect(previewOf(`${'a'.repeat(99)}😀😀`)).toBe(`${'a'.repeat(99)}😀…`);
  });
});

describe('titles and pages', () => {
  it('names the sender', () => {
    expect(notificationTitle(messageOf())).toBe('New message from Adrian Cole');
  });

  it('knows when a thread’s conversation is the page', () => {
    expect(showsThread('/messages/40', 40)).toBe(true);
    expect(showsThread('/messages/40/', 40)).toBe(true);
    expect(showsThread('/messages/400', 40)).toBe(false);
    expect(showsThread('/messages', 40)).toBe(false);
    expect(showsThread('/profile/grace', 40)).toBe(false);
  });
});
