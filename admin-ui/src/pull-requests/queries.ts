import {gql} from '@apollo/client';

export const PULL_REQUEST = gql`
  query PullRequestDetail($id: ID!) {
    PullRequest(id: $id) {
      id
      number
      title
      description
      brandName
      distributorName
      startDate
      endDate
      createdAt
      createdBy
      assignees
      reviewers
      status
      reviewApproved
      isMerged
      isClosed
      approvalBlocker
      mayApproveAlone
      comments {
        id
        userName
        body
        createdAt
      }
    }
  }
`;

export const CREATE_PULL_REQUEST = gql`
  mutation CreatePullRequest(
    $manufacturerId: ID!
    $distributorId: ID!
    $startDate: String!
    $endDate: String
    $title: String
    $description: String
  ) {
    createPullRequest(
      manufacturerId: $manufacturerId
      distributorId: $distributorId
      startDate: $startDate
      endDate: $endDate
      title: $title
      description: $description
    ) {
      id
    }
  }
`;

export const COMMENT = gql`
  mutation CommentPullRequest($id: ID!, $body: String!) {
    commentPullRequest(id: $id, body: $body) {
      id
    }
  }
`;
export const APPROVE = gql`
  mutation ApprovePullRequest($id: ID!) {
    approvePullRequest(id: $id) {
      id
    }
  }
`;
export const APPROVE_ALONE = gql`
  mutation ApprovePullRequestAlone($id: ID!, $reason: String!) {
    approvePullRequestAlone(id: $id, reason: $reason) {
      id
    }
  }
`;
export const MERGE = gql`
  mutation MergePullRequest($id: ID!) {
    mergePullRequest(id: $id) {
      id
    }
  }
`;
export const CLOSE = gql`
  mutation ClosePullRequest($id: ID!) {
    closePullRequest(id: $id) {
      id
    }
  }
`;
