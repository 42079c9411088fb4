import Database from 'better-sqlite3';
const db = new Database('bench/.cache/scale-30/humidor.sqlite', { readonly: true });
db.pragma('cache_size = -262144');
const t0 = (label: string, sql: string, raw = true) => {
  const q = db.prepare(sql); if (raw && q.reader) q.raw(true);
  const times: number[] = [];
  let n = 0;
  for (let r = 0; r < 5; r++) { const t = performance.now(); n = q.all().length; times.push(performance.now() - t); }
  console.log(label, n, times.map((x) => x.toFixed(1)).join(' '));
};
t0('count', `select count(*) from salesCustomers where lastDay >= '2024-11-28'`);
t0('ids', `select customerListId from salesCustomers where lastDay >= '2024-11-28'`);
t0('len', `select length(brandDays) from salesCustomers where lastDay >= '2024-11-28'`);
t0('names', `select brandNames from salesCustomers where lastDay >= '2024-11-28'`);
t0('bd', `select brandDays from salesCustomers where lastDay >= '2024-11-28'`);
console.log(db.prepare(`select count(distinct shipState), count(distinct repCode), count(distinct shipState||'/'||repCode), count(distinct brandNames), count(*) from salesCustomers`).get());
console.log(db.prepare(`select count(distinct brand) from salesSummary`).get());
console.log(db.prepare(`select * from pragma_page_size`).get(), db.prepare(`select count(*) from salesCustomers`).get());
