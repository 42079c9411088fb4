/** A user's tasks and email preferences: its front door, all that pages and the app shell import of it. */
export { EmailPreferencesForm } from './components/EmailPreferencesForm';
export { MyTasksList } from './components/MyTasksList';
