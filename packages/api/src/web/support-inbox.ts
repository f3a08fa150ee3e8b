/**
 * The platform operator's support inbox (issue 45 item 9): the support requests as the messages
 * screens draw them. Each root field is aliased to its messages twin (`conversations`,
 * `conversation`, `replyToConversation`…), so one screen draws either inbox with the same types.
 */
import { graphql } from '../graphql';
import { ConversationFields, ConversationPageFields } from './messages';

export const SupportConversationsQuery = graphql(
  `
    query SupportConversations($page: Int) {
      conversations: supportConversations(page: $page) {
        ...ConversationPageFields
      }
    }
  `,
  [ConversationPageFields],
);

export const SupportConversationQuery = graphql(
  `
    query SupportConversation($id: ID!) {
      conversation: supportConversation(id: $id) {
        ...ConversationFields
      }
    }
  `,
  [ConversationFields],
);

export const SupportUnreadCountQuery = graphql(`
  query SupportUnreadCount {
    unreadMessageCount: supportUnreadCount
  }
`);

export const AnswerSupportConversationMutation = graphql(`
  mutation AnswerSupportConversation($id: ID!, $message: String!) {
    replyToConversation: answerSupportConversation(id: $id, message: $message) {
      id
    }
  }
`);

export const ReadSupportConversationMutation = graphql(`
  mutation ReadSupportConversation($id: ID!) {
    readConversation: readSupportConversation(id: $id) {
      id
      state
    }
  }
`);

export const CloseSupportConversationMutation = graphql(`
  mutation CloseSupportConversation($id: ID!) {
    closeConversation: closeSupportConversation(id: $id) {
      id
      state
    }
  }
`);
