/** The front door of a user's tasks and email preferences. */
export { EmailPreferencesForm } from './components/EmailPreferencesForm';
export { MyTasksList } from './components/MyTasksList';
