/** The front door of attachments, their uploads, previews and downloads. */
export { AttachmentList } from './components/AttachmentList';
export { AttachmentPicker } from './components/AttachmentPicker';
export { useUploadAttachments } from './hooks/useAttachments';
