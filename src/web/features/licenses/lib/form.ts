import {
  licenseInputSchema,
  type CustomerLicense,
  type LicenseCheck,
  type LicenseInput,
  type LicenseKind,
} from '../../../../domain/compliance/licenses';

/** The license form's fields as typed (empty strings for blanks). */
export interface LicenseForm {
  state: string;
  locality: string;
  kind: LicenseKind | '';
  number: string;
  issuedOn: string;
  expiresOn: string;
  check: LicenseCheck;
  attachmentId: string | null;
}

export function formOf(license: CustomerLicense | null, defaultState: string | null): LicenseForm {
  return {
    state: license?.state ?? defaultState ?? '',
    locality: license?.locality ?? '',
    kind: license?.kind ?? '',
    number: license?.number ?? '',
    issuedOn: license?.issuedOn ?? '',
    expiresOn: license?.expiresOn ?? '',
    check: license?.check ?? 'typed',
    attachmentId: license?.attachmentId ?? null,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The form checked with the schema the server uses (`licenseInputSchema`): the input to send, or
 * each field's first message.
 */
export function checkLicenseForm(
  form: LicenseForm,
): { input: LicenseInput; errors?: undefined } | { input?: undefined; errors: Record<string, string> } {
  const parsed = licenseInputSchema.safeParse({
    state: form.state,
    locality: blankToNull(form.locality),
    kind: form.kind || undefined,
    number: form.number,
    issuedOn: blankToNull(form.issuedOn),
    expiresOn: blankToNull(form.expiresOn),
    check: form.check,
    attachmentId: form.check === 'document' ? form.attachmentId : null,
  });
  if (parsed.success) return { input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { errors };
}
