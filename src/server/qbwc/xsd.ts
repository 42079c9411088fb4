import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Intuit's qbXML 13.0 schemas sit beside the repository (CI clones shared/ next to it). */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const qbxmlSchema = path.resolve(repositoryRoot, '../shared/qbxml-xsd/qbxmlops130.xsd');

/** Whether xmllint and the schemas are here; under HUMIDOR_REQUIRE_ALL=1 their absence is a failure. */
export function xsdValidationAvailable(): boolean {
  const available = spawnSync('xmllint', ['--version']).status === 0 && fs.existsSync(qbxmlSchema);
  if (!available && process.env.HUMIDOR_REQUIRE_ALL === '1') {
    throw new Error(`xmllint (libxml2-utils) and ${qbxmlSchema} are required to validate qbXML.`);
  }
  return available;
}

/** Validates a qbXML document against the schemas; answers xmllint's complaint, or null when valid. */
export function qbxmlSchemaErrors(xml: string): string | null {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qbxml-')), 'request.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', qbxmlSchema, file], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
