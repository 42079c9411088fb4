// Draws the installable app's icons from the logo (src/web/public/favicon.svg's shapes) with sharp:
// 192 and 512 px, and a 512 px maskable one whose logo stays inside the 80 % safe circle that
// launchers crop to. The PNGs are committed; run again after changing the logo:
//   node scripts/pwa-icons.mjs
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const brown = '#5c3b1e';

// The logo on a 64-unit grid: a cigar (band and ember) across a rounded tile.
const cigar =
  '<rect x="10" y="27" width="44" height="10" rx="5" fill="#d9a066"/><rect x="44" y="27" width="10" height="10" rx="3" fill="#c0392b"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brown}"/>${cigar}</svg>`;
// Full bleed (the launcher draws the shape) and the cigar shrunk to 60 % around the centre.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brown}"/><g transform="translate(32 32) scale(0.6) translate(-32 -32)">${cigar}</g></svg>`;

const icons = [
  { file: 'pwa-192x192.png', svg: rounded, size: 192 },
  { file: 'pwa-512x512.png', svg: rounded, size: 512 },
  { file: 'pwa-maskable-512x512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.log(file);
}
