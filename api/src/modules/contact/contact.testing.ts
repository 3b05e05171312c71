import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../testing/test-app';
import { contactMessages } from './contact.table';

/** A contact message as the site's form stores it, for the inbox (its id). */
export async function storedContactMessage(
  testApp: TestApp,
  reason: 'complaint' | 'refund' = 'complaint',
  receivedAt = new Date(),
): Promise<number> {
  const [row] = await testApp.db
    .insert(contactMessages)
    .values({
      name: 'Sara Alotaibi',
      email: 'sara@example.com',
      phone: '+966501234567',
      dialCode: '966',
      reason,
      subject: 'The app does not open',
      message: 'It closes at once.',
      locale: 'ar',
      idempotencyKey: randomBytes(12).toString('hex'),
      createdAt: receivedAt,
    })
    .returning();
  return row!.id;
}
