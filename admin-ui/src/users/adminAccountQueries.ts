import {gql} from '@apollo/client';

export const HAS_CONFIG_ACCESS = gql`
  query HasConfigAccess {
    hasConfigAccess
  }
`;

export const CHANGE_PASSWORD = gql`
  mutation AdminChangePassword($userId: ID!, $newPassword: String!) {
    adminMutation {
      changePassword(userId: $userId, newPassword: $newPassword)
    }
  }
`;

export const ADD_ADMIN_USER = gql`
  mutation AddAdminUser(
    $userName: String!
    $email: String!
    $password: String!
    $firstName: String
    $lastName: String
  ) {
    adminMutation {
      addAdminUser(
        userName: $userName
        email: $email
        password: $password
        firstName: $firstName
        lastName: $lastName
      ) {
        id
      }
    }
  }
`;
