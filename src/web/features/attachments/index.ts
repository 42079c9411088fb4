/** Attachments: uploads, previews and downloads: its front door, all that pages and the app shell import of it. */
export { AttachmentList } from './components/AttachmentList';
export { AttachmentPicker } from './components/AttachmentPicker';
export { useUploadAttachments } from './hooks/useAttachments';
