import {gql} from '@apollo/client';
import {describe, expect, it} from 'vitest';
import {withTypenames} from './typenames';

describe('withTypenames', () => {
  it('fills in the __typename of every object the document selects, fragments and aliases included', () => {
    const document = gql`
      query NotificationGroups($manufacturerId: ID) {
        groups: notificationGroups(manufacturerId: $manufacturerId) {
          id
          notificationGroupUsers {
            ...Contact
          }
        }
      }
      fragment Contact on NotificationUser {
        notificationUserId
      }
    `;
    const data = {groups: [{id: '1', notificationGroupUsers: [{notificationUserId: '2'}]}]};
    expect(withTypenames(document, data)).toEqual({
      groups: [
        {
          __typename: 'NotificationGroup',
          id: '1',
          notificationGroupUsers: [{__typename: 'NotificationUser', notificationUserId: '2'}],
        },
      ],
    });
    expect(data.groups[0]).not.toHaveProperty('__typename');
  });

  it('leaves null answers and scalars as they are', () => {
    const document = gql`
      mutation SaveGroup($id: ID) {
        saveGroup(id: $id) {
          id
        }
      }
    `;
    expect(withTypenames(document, {saveGroup: null})).toEqual({saveGroup: null});
  });
});
