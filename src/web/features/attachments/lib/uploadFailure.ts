/** The files of an upload that did not arrive: the one that failed and those after it. */
export class UploadFailure extends Error {
  constructor(
    readonly files: File[],
    readonly reason: unknown,
  ) {
    super('Some files could not be uploaded.');
  }
}
