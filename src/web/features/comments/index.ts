/** The front door of comments and mentions. */
export { CommentsPanel } from './components/CommentsPanel';
