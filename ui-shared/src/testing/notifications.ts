import type {NotificationGroupsQuery} from '@voltcheck/api-client';

export type NotificationGroupRow = NotificationGroupsQuery['notificationGroups'][number];
export type NotificationContactRow = NotificationGroupRow['notificationGroupUsers'][number];

/** A contact as the notification groups' query answers it: enabled, subscribed, no phone. */
export const givenNotificationContact = (id: string, email: string): NotificationContactRow => ({
  notificationUserId: id,
  email,
  phone: null,
  enabled: true,
  unsubscribedOn: null,
});

/** A group of manufacturer 3 with one assigned and one available contact, with the fields given over it. */
export function givenNotificationGroup(group: Partial<NotificationGroupRow> = {}): NotificationGroupRow {
  return {
    id: '11',
    groupName: 'Operations',
    description: 'Failures and reminders',
    enabled: true,
    mailKinds: ['DIGEST', 'LEDGER'],
    updatedOn: '2026-11-02T04:05:00.000Z',
    updatedBy: 'madmin',
    notificationGroupUsers: [givenNotificationContact('21', 'ops@brand.example')],
    availableUsers: [givenNotificationContact('22', 'qa@brand.example')],
    ...group,
  };
}
