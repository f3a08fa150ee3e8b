/** Messages and support (requirements/platform-and-contract.md#messages): conversations, replies, the contact form. */
import { graphql, type ResultOf, type VariablesOf } from '../graphql';

/** A page of conversations as the list draws it (the support inbox asks the same). */
export const ConversationPageFields = graphql(`
  fragment ConversationPageFields on ConversationPage {
    total
    pageSize
    items {
      id
      title
      state
      toSupport
      partners
      unread
      updatedAt
    }
  }
`);

/** One conversation as its screen draws it (the support inbox asks the same). */
export const ConversationFields = graphql(`
  fragment ConversationFields on Conversation {
    id
    title
    state
    toSupport
    partners
    contactEmail
    messages {
      id
      message
      writerName
      bySupport
      mine
      createdAt
      editedAt
    }
  }
`);

export const ConversationsQuery = graphql(
  `
    query Conversations($page: Int) {
      conversations(page: $page) {
        ...ConversationPageFields
      }
    }
  `,
  [ConversationPageFields],
);

export const ConversationQuery = graphql(
  `
    query Conversation($id: ID!) {
      conversation(id: $id) {
        ...ConversationFields
      }
    }
  `,
  [ConversationFields],
);

export const UnreadMessageCountQuery = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);

export const MessageRecipientsQuery = graphql(`
  query MessageRecipients {
    messageRecipients {
      kind
      userId
      name
    }
  }
`);

export const CreateConversationMutation = graphql(`
  mutation CreateConversation($to: MessageRecipientKind!, $userId: ID, $title: String!, $message: String!) {
    createConversation(to: $to, userId: $userId, title: $title, message: $message) {
      id
    }
  }
`);

export const ReplyToConversationMutation = graphql(`
  mutation ReplyToConversation($id: ID!, $message: String!) {
    replyToConversation(id: $id, message: $message) {
      id
    }
  }
`);

export const ReadConversationMutation = graphql(`
  mutation ReadConversation($id: ID!) {
    readConversation(id: $id) {
      id
      state
    }
  }
`);

export const CloseConversationMutation = graphql(`
  mutation CloseConversation($id: ID!) {
    closeConversation(id: $id) {
      id
      state
    }
  }
`);

export const EditMessageMutation = graphql(`
  mutation EditMessage($id: ID!, $title: String, $message: String!) {
    editMessage(id: $id, title: $title, message: $message) {
      id
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteMessage(id: $id)
  }
`);

export const ContactSupportMutation = graphql(`
  mutation ContactSupport(
    $name: String!
    $email: String!
    $title: String!
    $message: String!
    $captchaToken: String!
    $captchaAnswer: Int!
  ) {
    contactSupport(
      name: $name
      email: $email
      title: $title
      message: $message
      captchaToken: $captchaToken
      captchaAnswer: $captchaAnswer
    )
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type ConversationSummary = ResultOf<typeof ConversationsQuery>['conversations']['items'][number];
export type ConversationThread = ResultOf<typeof ConversationQuery>['conversation'];
export type ThreadMessage = ConversationThread['messages'][number];
export type MessageRecipientChoice = ResultOf<typeof MessageRecipientsQuery>['messageRecipients'][number];
export type MessageStateName = ConversationSummary['state'];
export type ContactSupportInput = VariablesOf<typeof ContactSupportMutation>;
