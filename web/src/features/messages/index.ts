/** The message center (/message/*): comments, replies, likes, system and personal notices. */
export { MessageCenterPage } from './components/message-center-page';
