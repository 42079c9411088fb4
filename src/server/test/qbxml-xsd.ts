import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Intuit's qbXML 13.0 schemas sit beside the repository (CI clones shared/ next to it). */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const qbxmlSchema = path.resolve(repositoryRoot, '../shared/qbxml-xsd/qbxmlops130.xsd');

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
  return qbxmlSchemaErrorsOfAll([xml])[0] ?? null;
}

/**
 * Validates many documents with one xmllint process (one per request would dominate a test run);
 * answers each invalid document with xmllint's complaint about it.
 */
export function qbxmlSchemaErrorsOfAll(xmls: string[]): string[] {
  if (!xmls.length) return [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qbxml-'));
  const files = xmls.map((xml, i) => {
    const file = path.join(dir, `request-${i}.xml`);
    fs.writeFileSync(file, xml);
    return file;
  });
  try {
    const run = spawnSync('xmllint', ['--noout', '--schema', qbxmlSchema, ...files], { encoding: 'utf8' });
    if (run.error) return [`xmllint could not run: ${run.error.message}`];
    if (run.status === 0) return [];
    const complaints = run.stderr.split('\n');
    return files.flatMap((file, i) => {
      const about = complaints.filter((line) => line.startsWith(`${file}:`));
      return about.length ? [`${about.join('\n')}\n${xmls[i]}`] : [];
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
