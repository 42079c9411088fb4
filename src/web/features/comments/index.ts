/** Comments and mentions: its front door, all that pages and the app shell import of it. */
export { CommentsPanel } from './components/CommentsPanel';
