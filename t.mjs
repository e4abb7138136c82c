import { PGlite } from '@electric-sql/pglite';
const t=Date.now();
const pg = await PGlite.create();
console.log((await pg.query('select version()')).rows, Date.now()-t);
const c = await pg.clone(); console.log('clone ok', Date.now()-t);
const d = await pg.dumpDataDir('gzip'); console.log('dump', d.size, Date.now()-t);
const p2 = await PGlite.create({loadDataDir: d}); console.log('load', Date.now()-t);
