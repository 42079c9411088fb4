/** The front door of notes, tasks and the Notes Feed. */
export { openTasksKey, type NotePage } from './api/notes';
export { NoteDetails } from './components/NoteDetails';
export { NoteFeed } from './components/NoteFeed';
export { NoteForm } from './components/NoteForm';
export { OpenTasksPanel } from './components/OpenTasksPanel';
export { useNote } from './hooks/useNotes';
export { noteTagsFrom } from './lib/noteTags';
export { useKeptNote } from './offline';
