/** The site's own e-mails to visitors (confirmations, alerts): stored in "messages", sent by lead delivery. */
import { monotonicFactory } from 'ulid';
import type { Store } from '@netlify/blobs';
import { storedMessageSchema, type StoredMessage } from '#src/schemas/outgoing-message.ts';
import { createRecord, writeNew, type CreateOnlyStore, type OutboxHooks } from './records.server.ts';

const newId = monotonicFactory();

/**
 * Stores an e-mail with its outbox, so delivery sends it (at once through the hooks, else on the next
 * pass). Without hooks (a preview without delivery) it is stored and never sent. Null when not stored.
 */
export function queueMessage(
  store: CreateOnlyStore,
  hooks: OutboxHooks | undefined,
  message: Omit<StoredMessage, 'id'>,
): Promise<StoredMessage | null> {
  return createRecord<StoredMessage>(
    store,
    (id) => ({ id, ...message }),
    () => newId(),
    hooks && { hooks, createdAt: message.createdAt },
  );
}

/**
 * Stores an e-mail under an id the caller derives from what it is about, with onlyIfNew: made twice (a
 * pass that died before recording it, run again), it is stored and sent once. Answers whether this call
 * created it.
 */
export async function queueMessageOnce(
  store: CreateOnlyStore,
  hooks: OutboxHooks | undefined,
  id: string,
  message: Omit<StoredMessage, 'id'>,
): Promise<{ message: StoredMessage; created: boolean }> {
  const record: StoredMessage = { id, ...message };
  const { modified } = await writeNew(store, id, record, hooks && { hooks, createdAt: message.createdAt });
  return { message: record, created: modified };
}

/**
 * Deletes every stored e-mail to `to` (sent, or queued and not yet sent: its delivery markers are dropped by
 * the next pass, which finds no record). Reads the store through; answers how many were deleted.
 */
export async function deleteMessagesTo(store: Store, to: string): Promise<number> {
  let deleted = 0;
  for await (const { blobs } of store.list({ paginate: true })) {
    for (const { key } of blobs) {
      const message = storedMessageSchema.safeParse(await store.get(key, { type: 'json' }));
      if (!message.success || message.data.email.to !== to) continue;
      await store.delete(key);
      deleted += 1;
    }
  }
  return deleted;
}
