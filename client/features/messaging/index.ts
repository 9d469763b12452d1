// The messaging feature's public surface: the app imports only from here.
export { ChatPage } from './components/chat-page';
export { InboxPage } from './components/inbox-page';
export { MatchAnnouncer } from './components/match-announcer';
export { useUnreadCount } from './api/conversations';
export { useConversationPartners } from './api/conversations';
